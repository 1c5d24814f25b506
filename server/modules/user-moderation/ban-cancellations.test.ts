import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingState } from '../../testing/booking-state.repository.ts';
import { makeBooking, makePayment, makeProperty, makeUser } from '../../testing/factories.ts';
import { type Caller, moderationKit } from '../../testing/moderation-test-kit.ts';
import { day } from '../../testing/reservation-test-kit.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testEngines } from '../../testing/test-database.ts';
import { CLOSED_ACCOUNT_REASON } from './ban-cancellations.service.ts';

describe.each(testEngines)('a ban and the stays to come on %s', (engine) => {
  let t: TestApp;
  let kit: ReturnType<typeof moderationKit>;
  let admin: Caller;

  const free = async (listingId: string, from: string, to: string) => {
    const res = await kit.call('GET', `/api/properties/${listingId}/availability?from=${from}&to=${to}`);
    return (res.json() as { nights: { available: boolean }[] }).nights.every((n) => n.available);
  };
  const statusOf = async (id: string) => (await bookingState(t.handle.db, id)).booking.status;

  beforeAll(async () => {
    t = await startTestApp(engine);
    kit = moderationKit(t);
    admin = await kit.signedIn('admin');
  });
  afterAll(() => t.close());

  it("cancels a banned host's stays to come for Basera, refunds what was paid and tells each guest why", async () => {
    const { db } = t.handle;
    const host = await makeUser(db, { role: 'owner' });
    const guest = await makeUser(db, { firstName: 'Ishaan', email: 'ishaan.guest@example.in' });
    const listing = await makeProperty(db, { ownerId: host.id, title: 'Closed Host Villa' });
    const stay = { propertyId: listing.id, guestId: guest.id };
    const paid = await makeBooking(db, {
      ...stay,
      checkIn: day(10),
      checkOut: day(13),
      paymentMethod: 'razorpay',
      paymentStatus: 'paid',
      // 3 nights at ₹4,500 + cleaning + service: ₹15,000, all of it back when Basera cancels.
      cleaningFee: '500.00',
      serviceFee: '1000.00',
      totalAmount: '15000.00',
    });
    const payment = await makePayment(db, { bookingId: paid.id, amountPaise: 1_500_000, status: 'paid' });
    const request = await makeBooking(db, {
      ...stay,
      checkIn: day(20),
      checkOut: day(22),
      status: 'pending',
    });
    const begun = await makeBooking(db, { ...stay, checkIn: day(-1), checkOut: day(2) });
    const past = await makeBooking(db, { ...stay, checkIn: day(-9), checkOut: day(-7), status: 'completed' });

    const banned = await kit.sanction(admin, host.id, { kind: 'ban', reason: 'Fake listings' });
    expect(banned.statusCode, banned.body).toBe(201);

    for (const id of [paid.id, request.id]) {
      const { booking } = await bookingState(db, id);
      expect(booking).toMatchObject({
        status: 'cancelled',
        cancelledBy: 'basera',
        cancellationReason: CLOSED_ACCOUNT_REASON,
      });
    }
    const money = await bookingState(db, paid.id);
    expect(money.booking.paymentStatus).toBe('refunded');
    expect(money.refunds.map((r) => [r.paymentId, r.amountPaise])).toEqual([[payment.id, 1_500_000]]);
    expect(await statusOf(begun.id)).toBe('confirmed');
    expect(await statusOf(past.id)).toBe('completed');

    const mails = await kit.mailsTo('ishaan.guest@example.in');
    expect(mails.map((m) => m.subject)).toEqual([
      'Booking cancelled by Basera: Closed Host Villa',
      'Booking cancelled by Basera: Closed Host Villa',
    ]);
    expect(mails[0]?.text).toContain('because the host can no longer host on Basera');
    expect(mails[0]?.text).toContain('You get back everything you paid: ₹15,000');
    expect(mails[1]?.text).toContain('Nothing was paid through Basera');
  });

  it("cancels a banned guest's stays to come and frees the nights; the host is told", async () => {
    const { db } = t.handle;
    const host = await makeUser(db, { role: 'owner', email: 'kept.host@example.in' });
    const guest = await makeUser(db);
    const listing = await makeProperty(db, { ownerId: host.id, title: 'Kept Host Cottage' });
    const booking = await makeBooking(db, {
      propertyId: listing.id,
      guestId: guest.id,
      checkIn: day(30),
      checkOut: day(33),
    });
    expect(await free(listing.id, day(30), day(33))).toBe(false);

    expect((await kit.sanction(admin, guest.id, { kind: 'ban', reason: 'Stolen cards' })).statusCode).toBe(
      201,
    );
    expect(await statusOf(booking.id)).toBe('cancelled');
    expect(await free(listing.id, day(30), day(33))).toBe(true);
    const [mail] = await kit.mailsTo('kept.host@example.in');
    expect(mail?.subject).toMatch(/^Booking cancelled by Basera: Kept Host Cottage, /);
    expect(mail?.text).toContain("because the guest's account was closed under our community guidelines");
  });

  it('leaves the stays of a suspended user as they are', async () => {
    const { db } = t.handle;
    const guest = await makeUser(db);
    const booking = await makeBooking(db, { guestId: guest.id, checkIn: day(40), checkOut: day(42) });
    const suspended = await kit.sanction(admin, guest.id, { kind: 'suspension', days: 7, reason: 'Rude' });
    expect(suspended.statusCode).toBe(201);
    expect(await statusOf(booking.id)).toBe('confirmed');
  });
});
