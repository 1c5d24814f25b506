import { describe, expect, it } from 'vitest';
import type { BookingStatus } from '../../../domain/schemas/bookings.ts';
import {
  awaitsPayment,
  bookAgainPath,
  canCancel,
  canReview,
  declinedLine,
  holdMinutesLeft,
  holdText,
  hostedBy,
  isCancelled,
  mayHaveRefund,
  partyText,
  refundLine,
  tripDates,
  tripPlace,
  tripTabs,
} from './trip-labels.ts';

describe('trip card words', () => {
  it('writes the dates in full on both sides', () => {
    expect(tripDates({ checkInDate: '2027-03-12', checkOutDate: '2027-03-15' })).toBe(
      '12 Mar 2027 – 15 Mar 2027',
    );
  });

  it('counts adults and children as guests, then infants and pets', () => {
    expect(partyText({ adults: 2, children: 0, infants: 0, pets: 0 })).toBe('2 guests');
    expect(partyText({ adults: 1, children: 0, infants: 0, pets: 0 })).toBe('1 guest');
    expect(partyText({ adults: 2, children: 1, infants: 1, pets: 2 })).toBe('3 guests, 1 infant, 2 pets');
  });

  it('names the place and the host', () => {
    expect(tripPlace({ city: 'Anjuna', state: 'Goa' })).toBe('Anjuna, Goa');
    expect(tripPlace({ city: '', state: 'Goa' })).toBe('Goa');
    expect(hostedBy('Ravi')).toBe('Hosted by Ravi');
    expect(hostedBy(null)).toBe('Hosted on Basera');
  });

  it('books again with the same party', () => {
    expect(bookAgainPath('p1', { adults: 2, children: 1 })).toBe('/property/p1?guests=3');
  });
});

describe('a booking waiting for its payment', () => {
  const now = new Date('2027-03-01T09:00:00.000Z');
  const pending = {
    paymentMethod: 'razorpay' as const,
    status: 'pending' as const,
    holdExpiresAt: '2027-03-01T09:15:00.000Z',
  };

  it('can be paid while its hold lasts', () => {
    expect(awaitsPayment(pending, now)).toBe(true);
    expect(awaitsPayment({ ...pending, holdExpiresAt: '2027-03-01T08:59:00.000Z' }, now)).toBe(false);
    expect(awaitsPayment({ ...pending, holdExpiresAt: null }, now)).toBe(false);
  });

  it('is only an online booking that is still pending', () => {
    expect(awaitsPayment({ ...pending, paymentMethod: 'contact' }, now)).toBe(false);
    expect(awaitsPayment({ ...pending, status: 'confirmed' }, now)).toBe(false);
  });

  it("says the minutes left and until when, on the traveller's clock", () => {
    expect(holdText('2027-03-01T09:15:00.000Z', now)).toMatch(
      /^15 minutes left to pay · held until \d{2}:\d{2}$/,
    );
    expect(holdText('2027-03-01T09:00:20.000Z', now)).toMatch(/^1 minute left to pay · held until /);
  });

  it('rounds the time left up, and never below nothing', () => {
    expect(holdMinutesLeft('2027-03-01T09:14:01.000Z', now)).toBe(15);
    expect(holdMinutesLeft('2027-03-01T09:14:00.000Z', now)).toBe(14);
    expect(holdMinutesLeft('2027-03-01T08:59:00.000Z', now)).toBe(0);
    expect(holdMinutesLeft('nonsense', now)).toBe(0);
  });
});

describe('after booking', () => {
  const trip = (status: BookingStatus, upcoming = true) => ({ upcoming, booking: { status } });

  it('offers Cancel booking on upcoming pending or confirmed trips only', () => {
    expect(canCancel(trip('pending'))).toBe(true);
    expect(canCancel(trip('confirmed'))).toBe(true);
    expect(canCancel(trip('confirmed', false))).toBe(false);
    for (const status of ['cancelled', 'completed', 'expired'] as const)
      expect(canCancel(trip(status))).toBe(false);
  });

  it('offers Write Review on completed stays while the 14-day window lasts (a day of slack for zones)', () => {
    const stay = (status: BookingStatus) => ({ status, checkOutDate: '2027-03-15' });
    expect(canReview(stay('completed'), '2027-03-15', 14)).toBe(true);
    expect(canReview(stay('completed'), '2027-03-30', 14)).toBe(true);
    expect(canReview(stay('completed'), '2027-03-31', 14)).toBe(false);
    for (const status of ['pending', 'confirmed', 'cancelled', 'expired'] as const)
      expect(canReview(stay(status), '2027-03-15', 14)).toBe(false);
    // REVIEW_WINDOW_DAYS from the site config; not offered before it is known.
    expect(canReview(stay('completed'), '2027-03-19', 3)).toBe(true);
    expect(canReview(stay('completed'), '2027-03-20', 3)).toBe(false);
    expect(canReview(stay('completed'), '2027-03-15', undefined)).toBe(false);
  });

  it('looks for a refund on cancelled bookings that were paid', () => {
    expect(isCancelled({ status: 'cancelled' })).toBe(true);
    expect(isCancelled({ status: 'expired' })).toBe(true);
    expect(isCancelled({ status: 'declined' })).toBe(true);
    expect(mayHaveRefund({ status: 'cancelled', paymentStatus: 'partially_refunded' })).toBe(true);
    expect(mayHaveRefund({ status: 'cancelled', paymentStatus: 'pending' })).toBe(false);
    expect(mayHaveRefund({ status: 'confirmed', paymentStatus: 'refunded' })).toBe(false);
  });

  it('sums the refund in a line, saying whether it has arrived', () => {
    expect(refundLine([])).toBeNull();
    expect(refundLine([{ amount: '8000.00', status: 'processed' }])).toBe('₹8,000 refunded');
    expect(
      refundLine([
        { amount: '100000.25', status: 'pending' },
        { amount: '0.25', status: 'processed' },
      ]),
    ).toBe('Refund of ₹1,00,000.50 on its way');
    expect(refundLine([{ amount: '8000.00', status: 'failed' }])).toBe(
      'Refund delayed: Basera is retrying it',
    );
  });
});

describe('a declined request', () => {
  it('quotes the host’s message, if any', () => {
    expect(declinedLine({ status: 'declined', declineMessage: ' Repainting that week. ' })).toBe(
      'The host declined: “Repainting that week.”',
    );
    expect(declinedLine({ status: 'declined', declineMessage: null })).toBe(
      'The host declined this request.',
    );
    expect(declinedLine({ status: 'cancelled', declineMessage: null })).toBeNull();
  });
});

describe('the trips tabs', () => {
  const trip = (id: string, status: BookingStatus, upcoming: boolean) => ({
    id,
    upcoming,
    booking: { status },
  });
  // As the server lists them: soonest stay first.
  const trips = [
    trip('old-stay', 'completed', false),
    trip('lapsed-hold', 'expired', true),
    trip('next-week', 'confirmed', true),
    trip('waiting-payment', 'pending', true),
    trip('declined-request', 'declined', true),
    trip('cancelled-later', 'cancelled', true),
  ];
  const ids = (list: { id: string }[]) => list.map((one) => one.id);

  it('keeps stays that never went ahead out of Upcoming and Past, whatever their dates', () => {
    const tabs = tripTabs(trips);
    expect(ids(tabs.upcoming)).toEqual(['next-week', 'waiting-payment']);
    expect(ids(tabs.past)).toEqual(['old-stay']);
    expect(ids(tabs.cancelled)).toEqual(['cancelled-later', 'declined-request', 'lapsed-hold']);
  });

  it('lists nothing twice and loses nothing', () => {
    const tabs = tripTabs(trips);
    expect([...tabs.upcoming, ...tabs.past, ...tabs.cancelled]).toHaveLength(trips.length);
  });
});
