import { describe, expect, it } from 'vitest';
import { reservationTab } from '../../schemas/host-operations.ts';
import { matchWebRoute } from '../../web-routes.ts';
import {
  NOTIFICATION_KINDS,
  type NotificationEvent,
  notificationText,
  type Stay,
} from './notification-texts.ts';

const stay: Stay = {
  listing: 'Banyan Court',
  checkIn: '2027-03-12',
  checkOut: '2027-03-15',
  guestName: 'Asha',
  hostName: 'Meena',
};
const DATES = 'Banyan Court, 12 Mar 2027 to 15 Mar 2027';
const PROPERTY = '5b1f8c2e-6d1a-4c1e-9a43-0c6f1d2b7e10';
const CONVERSATION = '3d6f0a52-8b7e-4c1d-9f2a-6b5e4c3d2a10';

// Every kind, each side where it has two: [event, title, body, link, category].
const CASES: [NotificationEvent, string, string, string, string][] = [
  [
    { kind: 'booking_requested', stay },
    'New booking request',
    `Asha asks to stay at ${DATES}. Accept or decline it from your reservations.`,
    '/reservations?tab=requests',
    'bookings',
  ],
  [
    { kind: 'booking_accepted', stay },
    'Booking request accepted',
    `Meena accepted your request for ${DATES}. The booking is confirmed.`,
    '/trips',
    'bookings',
  ],
  [
    { kind: 'booking_declined', stay },
    'Booking request declined',
    `Meena declined your request for ${DATES}.`,
    '/trips',
    'bookings',
  ],
  [
    { kind: 'booking_confirmed', stay, to: 'guest' },
    'Booking confirmed',
    `Your stay at ${DATES} is confirmed.`,
    '/trips',
    'bookings',
  ],
  [
    { kind: 'booking_confirmed', stay, to: 'host' },
    'New booking',
    `Asha booked and paid for ${DATES}.`,
    '/reservations',
    'bookings',
  ],
  [
    { kind: 'booking_cancelled', stay, by: 'guest', to: 'host' },
    'Booking cancelled by the guest',
    `Asha's stay at ${DATES} is cancelled. Its nights are free again.`,
    '/reservations?tab=past',
    'bookings',
  ],
  [
    { kind: 'booking_cancelled', stay, by: 'host', to: 'guest' },
    'Booking cancelled by the host',
    `Your stay at ${DATES} is cancelled. Everything you paid through Basera is refunded.`,
    '/trips',
    'bookings',
  ],
  [
    { kind: 'booking_cancelled', stay, by: 'basera', to: 'guest' },
    'Booking cancelled by Basera',
    `Your stay at ${DATES} is cancelled. Everything you paid through Basera is refunded.`,
    '/trips',
    'bookings',
  ],
  [
    { kind: 'booking_cancelled', stay, by: 'basera', to: 'host' },
    'Booking cancelled by Basera',
    `Asha's stay at ${DATES} is cancelled. Its nights are free again.`,
    '/reservations?tab=past',
    'bookings',
  ],
  [
    { kind: 'booking_expired', stay, to: 'guest' },
    'Booking request expired',
    `Meena did not answer your request for ${DATES} in time. Nothing was charged.`,
    '/trips',
    'bookings',
  ],
  [
    { kind: 'booking_expired', stay, to: 'host' },
    'Booking request expired',
    `Asha's request for ${DATES} expired unanswered. Its nights are free again.`,
    '/reservations?tab=past',
    'bookings',
  ],
  [
    { kind: 'refund_processed', stay, amountPaise: 25_000_000 },
    'Refund processed',
    `₹2,50,000 for ${DATES} is on its way back to you.`,
    '/payments',
    'money',
  ],
  [
    { kind: 'payout_released', stay, amountPaise: 1_234_550 },
    'Payout released',
    `₹12,345.50 for Asha's stay at ${DATES} was sent to your bank account.`,
    '/owner/earnings',
    'money',
  ],
  [
    { kind: 'payout_failed', stay, amountPaise: 1_234_500, reason: 'the bank refused the transfer.' },
    'Payout failed',
    `₹12,345 for Asha's stay at ${DATES} could not be paid: the bank refused the transfer. ` +
      'Check your payout account: saving it sends the payout again.',
    '/owner/payout-account',
    'money',
  ],
  [
    {
      kind: 'new_message',
      conversationId: CONVERSATION,
      listing: 'Banyan Court',
      senderName: 'Asha',
      body: '  Is the terrace\n\nshaded?  ',
    },
    'New message about Banyan Court',
    'Asha: Is the terrace shaded?',
    `/messages/${CONVERSATION}`,
    'messages',
  ],
  [
    { kind: 'review_received', propertyId: PROPERTY, listing: 'Banyan Court', guestName: 'Asha' },
    'New review',
    'Asha reviewed their stay at Banyan Court. You may answer it in public.',
    `/property/${PROPERTY}`,
    'bookings',
  ],
  [
    { kind: 'host_response', propertyId: PROPERTY, listing: 'Banyan Court', hostName: 'Meena' },
    'The host answered your review',
    'Meena responded to your review of Banyan Court.',
    `/property/${PROPERTY}`,
    'bookings',
  ],
  [
    { kind: 'listing_approved', propertyId: PROPERTY, listing: 'Banyan Court' },
    'Listing approved',
    'Banyan Court is approved and shows in search.',
    `/owner/property/${PROPERTY}`,
    'listings',
  ],
  [
    {
      kind: 'listing_rejected',
      propertyId: PROPERTY,
      listing: 'Banyan Court',
      reason: 'Photos are blurred.',
    },
    'Listing rejected',
    'Banyan Court is not approved: Photos are blurred.',
    `/owner/property/${PROPERTY}`,
    'listings',
  ],
  [
    { kind: 'warning', reason: 'Rude messages to a host' },
    'A warning from Basera',
    'Under the community guidelines: Rude messages to a host.',
    '/community-guidelines',
    'sanctions',
  ],
  [
    // 18:30 UTC is already the next day in India.
    { kind: 'suspension', reason: 'Repeated late cancellations', endsAt: new Date('2027-03-11T18:30:00Z') },
    'Account suspended',
    'Your account is suspended until 12 Mar 2027: Repeated late cancellations.',
    '/community-guidelines',
    'sanctions',
  ],
  [
    { kind: 'ban', reason: 'Payment fraud' },
    'Account banned',
    'Your account is closed for good: Payment fraud.',
    '/community-guidelines',
    'sanctions',
  ],
  [
    { kind: 'sanction_lifted', reason: 'Appeal accepted', lifted: 'suspension' },
    'Suspension lifted',
    'Your account is active again: Appeal accepted.',
    '/',
    'sanctions',
  ],
  [
    { kind: 'sanction_lifted', reason: 'Banned by mistake.', lifted: 'ban' },
    'Ban lifted',
    'Your account is active again: Banned by mistake.',
    '/',
    'sanctions',
  ],
  [
    { kind: 'calendar_clash', stay, feed: 'Airbnb' },
    'Calendar clash',
    `Your calendar "Airbnb" takes nights of ${DATES}, which Asha booked on Basera. The Basera booking stands and those nights stay theirs: change or cancel the other one.`,
    '/reservations',
    'bookings',
  ],
  [
    {
      kind: 'calendar_stale',
      propertyId: PROPERTY,
      listing: 'Banyan Court',
      feed: 'Airbnb',
      hours: 6,
      error: 'The feed answered 404 Not Found.',
    },
    'Calendar not syncing',
    'Your calendar "Airbnb" for Banyan Court has not synced for 6 hours. The last try said: The feed answered 404 Not Found. The nights it blocked stay blocked; check its link on your calendar page.',
    `/owner/calendar?property=${PROPERTY}`,
    'listings',
  ],
];

describe('notificationText', () => {
  it.each(CASES)('%o', (event, title, body, link, category) => {
    expect(notificationText(event, 'en')).toEqual({ kind: event.kind, title, body, link, category });
  });

  it('has a case for every kind, and every link opens a page of the web app', () => {
    expect(new Set(CASES.map(([event]) => event.kind))).toEqual(new Set(NOTIFICATION_KINDS));
    for (const [event] of CASES) {
      const [path, query] = notificationText(event, 'en').link.split('?');
      expect(matchWebRoute(path!), path).toBeDefined();
      // A query is one the page reads: the reservations page's tab (web: reservation-labels.ts tabOf),
      // or the calendar's listing.
      if (query === undefined) continue;
      if (path === '/owner/calendar') {
        expect(new URLSearchParams(query).get('property')).toBe(PROPERTY);
        continue;
      }
      expect(path).toBe('/reservations');
      expect(reservationTab.safeParse(new URLSearchParams(query).get('tab')).success, query).toBe(true);
    }
  });

  it('names nobody it does not know', () => {
    const anonymous = { ...stay, guestName: null, hostName: '  ' };
    expect(notificationText({ kind: 'booking_requested', stay: anonymous }, 'en').body).toBe(
      `The guest asks to stay at ${DATES}. Accept or decline it from your reservations.`,
    );
    expect(notificationText({ kind: 'booking_declined', stay: anonymous }, 'en').body).toBe(
      `The host declined your request for ${DATES}.`,
    );
    expect(
      notificationText({ kind: 'booking_cancelled', stay: anonymous, by: 'guest', to: 'host' }, 'en').body,
    ).toBe(`The guest's stay at ${DATES} is cancelled. Its nights are free again.`);
  });

  it('cuts a long message to 140 characters', () => {
    const body = notificationText(
      {
        kind: 'new_message',
        conversationId: CONVERSATION,
        listing: 'Banyan Court',
        senderName: null,
        body: 'ब'.repeat(200),
      },
      'en',
    ).body;
    expect(body).toBe(`Someone: ${'ब'.repeat(139)}…`);
  });

  it('writes title and body in Hindi for a person who reads Hindi, with Hindi dates and rupees', () => {
    const hindi = (event: NotificationEvent) => notificationText(event, 'hi');
    const dates = 'Banyan Court, 12 मार्च 2027 से 15 मार्च 2027 तक';
    expect(hindi({ kind: 'booking_requested', stay })).toEqual({
      kind: 'booking_requested',
      title: 'नया बुकिंग अनुरोध',
      body: `Asha यहाँ ठहरना चाहते हैं: ${dates}। अपने आरक्षणों में जाकर इसे स्वीकार या अस्वीकार करें।`,
      link: '/reservations?tab=requests',
      category: 'bookings',
    });
    expect(hindi({ kind: 'refund_processed', stay, amountPaise: 25_000_000 })).toMatchObject({
      title: 'रिफ़ंड हो गया',
      body: `₹2,50,000 आपको वापस भेजे जा रहे हैं: ${dates}।`,
    });
    // Nobody named: the fallbacks are Hindi too; the bank's missing words as well.
    expect(
      hindi({
        kind: 'payout_failed',
        stay: { ...stay, guestName: null },
        amountPaise: 1_234_550,
        reason: null,
      }),
    ).toMatchObject({
      title: 'पेआउट नहीं हो सका',
      body:
        `मेहमान के ठहराव (${dates}) के लिए ₹12,345.50 नहीं भेजे जा सके: बैंक ने ट्रांसफ़र अस्वीकार कर दिया। ` +
        'अपना पेआउट खाता जाँचें: उसे सहेजते ही पेआउट फिर से भेजा जाएगा।',
    });
    expect(
      hindi({
        kind: 'suspension',
        reason: 'Repeated late cancellations',
        endsAt: new Date('2027-03-11T18:30:00Z'),
      }),
    ).toMatchObject({
      title: 'खाता निलंबित',
      body: 'आपका खाता 12 मार्च 2027 तक निलंबित है: Repeated late cancellations।',
    });
  });

  it('gives every kind a Hindi title and body, and the same link and category as in English', () => {
    for (const [event] of CASES) {
      const [en, hi] = [notificationText(event, 'en'), notificationText(event, 'hi')];
      expect(hi.title, event.kind).not.toBe(en.title);
      expect(hi.title, event.kind).toMatch(/[\u0900-\u097F]/);
      expect({ link: hi.link, category: hi.category }).toEqual({ link: en.link, category: en.category });
    }
  });
});
