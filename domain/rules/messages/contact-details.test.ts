import { describe, expect, it } from 'vitest';
import { HIDDEN_CONTACT, hideContactDetails, hidesSomething } from './contact-details.ts';

const H = HIDDEN_CONTACT;

describe('hideContactDetails', () => {
  // Each disguise, and exactly what the other side reads.
  const disguises: [string, string][] = [
    ['Call me on 9876543210', `Call me on ${H}`],
    ['my number 98 76 54 32 10 ok?', `my number ${H} ok?`],
    ['+91-98765.43210', H],
    ['+91 98765 43210 anytime', `${H} anytime`],
    ['0091 98765 43210', H],
    ['98765-43210', H],
    ['987.654.3210', H],
    ['(0832) 227 6543 is the landline', `${H} is the landline`],
    ['+44 20 7946 0958 from London', `${H} from London`],
    ['nine eight seven six five four three two one zero', H],
    ['it is Nine Eight seven 6 5 4 3 two 1 0, call', `it is ${H}, call`],
    ['nine double eight seven six five four three two', H],
    ['9-8-7-6-5-4-3-2-1-0', H],
    ['write to asha.rao@gmail.com please', `write to ${H} please`],
    ['asha at gmail dot com', H],
    ['asha [at] gmail [dot] com', H],
    ['asha(at)yahoo(dot)co(dot)in', H],
    ['asha @ gmail.com', H],
    ['pay to asha@okaxis', `pay to ${H}`],
    ['UPI 9876543210@ybl works', `UPI ${H} works`],
    ['see https://basera-stays.in/offer?x=1 now', `see ${H} now`],
    ['www.example.com has photos', `${H} has photos`],
    ['book direct on basera-stays.in', `book direct on ${H}`],
    ['book on basera-stays dot in', `book on ${H}`],
    ['HTTP://EXAMPLE.ORG', H],
    ['wa.me/919876543210', H],
  ];
  it.each(disguises)('hides %j', (body, shown) => {
    expect(hideContactDetails(body)).toBe(shown);
    expect(hidesSomething(body)).toBe(true);
  });

  it('hides every one of several details in one message, keeping the words between', () => {
    expect(hideContactDetails('Call 9876543210 or mail a@b.in, or visit stay.co.in. Thanks!')).toBe(
      `Call ${H} or mail ${H}, or visit ${H}. Thanks!`,
    );
  });

  // Ordinary sentences with numbers: left exactly as written.
  const ordinary = [
    '2 adults and 1 child',
    'check-in at 14:00, check-out by 11:00',
    '₹3,500 per night',
    'Is ₹12,50,000 the price? Rs. 1,00,00,000 surely not',
    'flat 402, second floor',
    'arriving 12 Mar 2027, leaving 14.03.2027 or 2027-03-16',
    'we are 4 people arriving on the 3rd',
    'the pincode is 403516, near the church',
    'one or two nights, maybe three',
    'a double bed and two singles for 5 guests',
    'arriving at noon. See you then',
    'We land late.In the morning we drive 45 km',
    'booking 3F2A9B10 for 2 nights at 4,725 each',
  ];
  it.each(ordinary)('leaves %j as it is', (body) => {
    expect(hideContactDetails(body)).toBe(body);
    expect(hidesSomething(body)).toBe(false);
  });
});
