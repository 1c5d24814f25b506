import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatRupees } from '../../../domain/money.ts';
import { calendarDate } from '../../../domain/rules/calendar-date.ts';
import { formatDayIn } from '../../../domain/rules/language/dates.ts';
import { SWEEPS } from '../../jobs/sweeps.ts';
import {
  cancelAsGuest,
  freshStays,
  paidBooking,
  signedWebhook,
  stayBody,
} from '../../testing/booking-kit.ts';
import { conversationKit, type Person } from '../../testing/conversation-kit.ts';
import { makeProperty, makeSession, makeUser } from '../../testing/factories.ts';
import { notificationKit } from '../../testing/notification-kit.ts';
import { notificationRows } from '../../testing/notification-state.repository.ts';
import { addPayoutAccount, indiaCheckInPlus, signedInHost } from '../../testing/payout-kit.ts';
import { makeRatingCatalogue, postReview, stayEnded } from '../../testing/review-test-kit.ts';
import { baseraRegistration } from '../../testing/tax-registration-kit.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testEngines } from '../../testing/test-database.ts';

const HOUR = 3_600_000;
const sweep = (job: string) => SWEEPS.find((s) => s.job === job)!;

// Each event writes its notification, in its own transaction, to the person who must know
// (docs/notifications.md); exact titles and links.
describe.each(testEngines)('notifications of events on %s', (engine) => {
  let t: TestApp;
  let chat: ReturnType<typeof conversationKit>;
  let kit: ReturnType<typeof notificationKit>;
  const stays = freshStays(100);

  beforeAll(async () => {
    t = await startTestApp(engine, { TRUST_PROXY: 'true', PAYOUT_HOLD_HOURS: '2' });
    await baseraRegistration(t.handle.db, 'Goa');
    chat = conversationKit(t);
    kit = notificationKit(t);
  });
  afterAll(() => t.close());

  /** A host with a listing, and a guest: each signed in. */
  const parties = async (title: string) => {
    const host = await chat.person('owner', 'Meena');
    const guest = await chat.person('customer', 'Asha');
    const listing = await makeProperty(t.handle.db, { ownerId: host.id, title });
    return { host, guest, listing };
  };
  const request = async (guest: Person, propertyId: string, [from, to]: readonly [string, string]) =>
    kit.call('POST', '/api/bookings', guest.cookie, {
      ...stayBody(propertyId, from, to),
      paymentMethod: 'contact',
    });
  const requested = async (guest: Person, propertyId: string, nights = stays()) => {
    const res = await request(guest, propertyId, nights);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().booking.id as string;
  };
  const reserve = (host: Person, action: string, id: string, payload?: object) =>
    kit.call('POST', `/api/owner/reservations/${id}/${action}`, host.cookie, payload);
  const dates = (title: string, [from, to]: readonly [string, string]) =>
    `${title}, ${calendarDate(from)} to ${calendarDate(to)}`;
  const adminCookie = async () => {
    const user = await makeUser(t.handle.db, { role: 'admin', passwordHash: null });
    return (await makeSession(t.handle.db, user.id, { scope: 'admin' })).cookie;
  };

  it('tells the host of a request and the guest of the answer; the guest of nothing they did', async () => {
    const { host, guest, listing } = await parties('Banyan Court');
    const nights = stays();
    const accepted = await requested(guest, listing.id, nights);
    expect(await kit.inbox(host.cookie)).toMatchObject([
      {
        kind: 'booking_requested',
        title: 'New booking request',
        body: `Asha asks to stay at ${dates('Banyan Court', nights)}. Accept or decline it from your reservations.`,
        link: '/reservations?tab=requests',
      },
    ]);
    // The request's system line in the conversation does not notify anyone as a message.
    expect(await kit.inbox(guest.cookie)).toEqual([]);

    expect((await reserve(host, 'accept', accepted)).statusCode).toBe(200);
    const declined = await requested(guest, listing.id);
    expect((await reserve(host, 'decline', declined, { message: 'Full that week' })).statusCode).toBe(200);
    // A refused change (declined already) writes nothing.
    expect((await reserve(host, 'accept', declined)).statusCode).toBe(409);
    expect(await kit.titles(guest.cookie)).toEqual([
      ['Booking request declined', '/trips'],
      ['Booking request accepted', '/trips'],
    ]);
    expect((await kit.inbox(guest.cookie))[1]!.body).toBe(
      `Meena accepted your request for ${dates('Banyan Court', nights)}. The booking is confirmed.`,
    );

    await cancelAsGuest(t.app, accepted, guest.cookie);
    expect((await kit.titles(host.cookie))[0]).toEqual([
      'Booking cancelled by the guest',
      '/reservations?tab=past',
    ]);
    expect(await kit.titles(guest.cookie)).toHaveLength(2);
  });

  it("writes each person's notification in their own language", async () => {
    const { host, guest, listing } = await parties('Banyan Court');
    const chose = await kit.call('PUT', '/api/user/preferences', host.cookie, { language: 'hi' });
    expect(chose.statusCode, chose.body).toBe(200);
    const nights = stays();
    const id = await requested(guest, listing.id, nights);
    const [from, to] = nights.map((day) => formatDayIn(day, 'hi'));
    expect(from).toMatch(/^\d{1,2} [\u0900-\u097F]+ \d{4}$/); // "12 मार्च 2027"
    expect(await kit.inbox(host.cookie)).toMatchObject([
      {
        kind: 'booking_requested',
        title: 'नया बुकिंग अनुरोध',
        body: `Asha यहाँ ठहरना चाहते हैं: Banyan Court, ${from} से ${to} तक। अपने आरक्षणों में जाकर इसे स्वीकार या अस्वीकार करें।`,
        link: '/reservations?tab=requests',
      },
    ]);
    // The stored link is an app path: the Hindi app opens it under /hi. The mail's link names the
    // Hindi page itself.
    await t.deliverMail();
    const hostMail = t.mail.sent.find((m) => m.to === host.email);
    expect(hostMail?.text).toContain(`आपके आरक्षण: ${t.config.publicUrl}/hi/reservations\n`);
    // The guest reads English: the Hindi host's answer reaches them in English.
    expect((await reserve(host, 'accept', id)).statusCode).toBe(200);
    expect(await kit.inbox(guest.cookie)).toMatchObject([
      {
        title: 'Booking request accepted',
        body: `Meena accepted your request for ${dates('Banyan Court', nights)}. The booking is confirmed.`,
      },
    ]);
  });

  it('writes nothing for a booking that is rolled back', async () => {
    const { host, guest, listing } = await parties('Rolled Back');
    const nights = stays();
    await requested(guest, listing.id, nights);
    // The same nights again: the availability guard refuses it inside its transaction.
    const taken = await request(await chat.person(), listing.id, nights);
    expect(taken.statusCode).toBe(409);
    // A failure after the notification was written (the mail could not be queued) undoes it too.
    vi.spyOn(t.app.deps.outbox, 'enqueue').mockRejectedValueOnce(new Error('outbox down'));
    const failed = await request(guest, listing.id, stays());
    expect(failed.statusCode).toBe(500);
    expect(await kit.titles(host.cookie)).toEqual([['New booking request', '/reservations?tab=requests']]);
    expect(await notificationRows(t.handle.db, host.id)).toHaveLength(1);
  });

  it('tells both sides of a paid booking, and of cancellations by the host and by Basera', async () => {
    const { host, guest, listing } = await parties('Sea Breeze');
    const nights = stays();
    const paid = await paidBooking(t.app, guest.cookie, stayBody(listing.id, ...nights));
    expect(await kit.inbox(guest.cookie)).toMatchObject([
      {
        title: 'Booking confirmed',
        body: `Your stay at ${dates('Sea Breeze', nights)} is confirmed.`,
        link: '/trips',
      },
    ]);
    expect(await kit.inbox(host.cookie)).toMatchObject([
      {
        title: 'New booking',
        body: `Asha booked and paid for ${dates('Sea Breeze', nights)}.`,
        link: '/reservations',
      },
    ]);
    expect((await reserve(host, 'cancel', paid, { reason: 'Roof repairs' })).statusCode).toBe(200);
    const [cancelled, refunded] = await kit.inbox(guest.cookie);
    // The refund went to the gateway after the cancellation committed, and was taken.
    expect(cancelled?.title).toBe('Refund processed');
    expect(refunded?.title).toBe('Booking cancelled by the host');
    expect(refunded?.body).toBe(
      `Your stay at ${dates('Sea Breeze', nights)} is cancelled. Everything you paid through Basera is refunded.`,
    );

    const second = stays();
    const byBasera = await paidBooking(t.app, guest.cookie, stayBody(listing.id, ...second));
    const cookie = await adminCookie();
    const quote = (await kit.call('GET', `/api/bookings/${byBasera}/cancellation`, cookie)).json();
    const res = await kit.call('POST', `/api/bookings/${byBasera}/cancel`, cookie, {
      expectedRefundPaise: quote.refundPaise,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await kit.titles(host.cookie))[0]).toEqual([
      'Booking cancelled by Basera',
      '/reservations?tab=past',
    ]);
    const guestSees = await kit.inbox(guest.cookie);
    expect(guestSees.slice(0, 2).map((n) => [n.title, n.body, n.link])).toEqual([
      [
        'Refund processed',
        `${formatRupees(quote.refundPaise)} for ${dates('Sea Breeze', second)} is on its way back to you.`,
        '/payments',
      ],
      [
        'Booking cancelled by Basera',
        `Your stay at ${dates('Sea Breeze', second)} is cancelled. Everything you paid through Basera is refunded.`,
        '/trips',
      ],
    ]);
  });

  it('tells both sides when a request expires unanswered', async () => {
    const { host, guest, listing } = await parties('Slow Reply');
    await requested(guest, listing.id);
    await sweep('requests.expire').run(t.app.deps, new Date(Date.now() + 49 * HOUR));
    expect((await kit.titles(guest.cookie))[0]).toEqual(['Booking request expired', '/trips']);
    expect((await kit.titles(host.cookie))[0]).toEqual(['Booking request expired', '/reservations?tab=past']);
  });

  it('tells the host of a payout released and of one the bank refused', async () => {
    const guest = await chat.person('customer', 'Asha');
    // A host who can give their password (the payout account asks for it).
    const host = await signedInHost(t.handle.db);
    // ₹4,500 a night, 2 nights, a ₹500 fee, an unregistered host: net ₹8,672.40 (payout-release.test.ts).
    const listing = await makeProperty(t.handle.db, {
      ownerId: host.id,
      title: 'Payout Place',
      serviceFee: '500.00',
    });
    await addPayoutAccount(t.app, host);
    const [checkIn, checkOut] = stays();
    await paidBooking(t.app, guest.cookie, {
      ...stayBody(listing.id, checkIn, checkOut),
      totalAmount: '10040.00',
    });
    vi.spyOn(t.app.deps.payments, 'transfer').mockResolvedValueOnce({ transferId: 'trf_Notify0000000A' });
    await sweep('payouts.release').run(t.app.deps, new Date(indiaCheckInPlus(checkIn, 2)));
    const [released] = await kit.inbox(host.cookie);
    expect(released).toMatchObject({
      kind: 'payout_released',
      title: 'Payout released',
      link: '/owner/earnings',
    });
    expect(released?.body).toBe(
      `₹8,672.40 for Asha's stay at ${dates('Payout Place', [checkIn, checkOut])} was sent to your bank account.`,
    );
    const signed = signedWebhook(t.app.deps.payments.webhookSecret, {
      event: 'transfer.failed',
      contains: ['transfer'],
      payload: {
        transfer: {
          entity: {
            entity: 'transfer',
            id: 'trf_Notify0000000A',
            error: { description: 'The beneficiary account is closed.' },
          },
        },
      },
    });
    expect((await t.app.inject({ method: 'POST', url: '/api/payment/webhook', ...signed })).statusCode).toBe(
      200,
    );
    expect((await kit.inbox(host.cookie))[0]).toMatchObject({
      title: 'Payout failed',
      body:
        `₹8,672.40 for Asha's stay at ${dates('Payout Place', [checkIn, checkOut])} could not be paid: ` +
        'The beneficiary account is closed. Check your payout account: saving it sends the payout again.',
      link: '/owner/payout-account',
    });
  });

  it('tells the host of a review and the guest of the answer', async () => {
    const { host, guest, listing } = await parties('Reviewed Stay');
    const catalogue = await makeRatingCatalogue(t.handle.db);
    const stay = await stayEnded(t.handle.db, { propertyId: listing.id, guestId: guest.id, daysAgo: 1 });
    const review = await postReview(t, stay.id, guest.cookie, { ratings: catalogue.scores(5, 4, 4) });
    expect(review.statusCode, review.body).toBe(201);
    expect((await kit.inbox(host.cookie))[0]).toMatchObject({
      kind: 'review_received',
      title: 'New review',
      body: 'Asha reviewed their stay at Reviewed Stay. You may answer it in public.',
      link: `/property/${listing.id}`,
    });
    const answered = await kit.call('POST', `/api/reviews/${review.json().id}/response`, host.cookie, {
      text: 'Thank you, come again!',
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect((await kit.inbox(guest.cookie))[0]).toMatchObject({
      title: 'The host answered your review',
      body: 'Meena responded to your review of Reviewed Stay.',
      link: `/property/${listing.id}`,
    });
  });

  it("tells the owner of their listing's review", async () => {
    const owner = await chat.person('owner', 'Meena');
    const listing = await makeProperty(t.handle.db, {
      ownerId: owner.id,
      title: 'Under Review',
      status: 'pending',
    });
    const cookie = await adminCookie();
    const decide = (action: string, payload?: object) =>
      kit.call('POST', `/api/admin/properties/${listing.id}/${action}`, cookie, payload);
    expect((await decide('approve')).statusCode).toBe(200);
    expect((await decide('reject', { reason: 'The photos show another house.' })).statusCode).toBe(200);
    expect((await kit.inbox(owner.cookie)).map((n) => [n.title, n.body, n.link])).toEqual([
      [
        'Listing rejected',
        'Under Review is not approved: The photos show another house.',
        `/owner/property/${listing.id}`,
      ],
      ['Listing approved', 'Under Review is approved and shows in search.', `/owner/property/${listing.id}`],
    ]);
  });

  it('tells a user of each step of the ladder and its lifting; a ban tells the other side of their stays', async () => {
    const cookie = await adminCookie();
    const { host, guest, listing } = await parties('Ladder Lodge');
    await paidBooking(t.app, guest.cookie, stayBody(listing.id, ...stays()));
    const give = (body: object) => kit.call('POST', `/api/admin/users/${guest.id}/sanctions`, cookie, body);
    const lift = () =>
      kit.call('POST', `/api/admin/users/${guest.id}/reinstatement`, cookie, { reason: 'Appeal accepted' });
    expect((await give({ kind: 'warning', reason: 'Rude messages to a host' })).statusCode).toBe(201);
    expect((await give({ kind: 'suspension', days: 7, reason: 'Rude again' })).statusCode).toBe(201);
    expect((await lift()).statusCode).toBe(201);
    expect((await give({ kind: 'ban', reason: 'Payment fraud' })).statusCode).toBe(201);
    expect((await lift()).statusCode).toBe(201);
    // A suspended or banned user cannot sign in to read them: they wait in the list.
    const rows = (await notificationRows(t.handle.db, guest.id)).map((n) => [n.title, n.link]);
    expect(rows).toEqual([
      ['Ban lifted', '/'],
      ['Refund processed', '/payments'],
      ['Account banned', '/community-guidelines'],
      ['Booking cancelled by Basera', '/trips'],
      ['Suspension lifted', '/'],
      ['Account suspended', '/community-guidelines'],
      ['A warning from Basera', '/community-guidelines'],
      ['Booking confirmed', '/trips'],
    ]);
    expect((await kit.titles(host.cookie))[0]).toEqual([
      'Booking cancelled by Basera',
      '/reservations?tab=past',
    ]);
  });
});
