import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSweeps } from '../../jobs/sweeps.ts';
import { paidBooking, stayBody } from '../../testing/booking-kit.ts';
import { bookingState } from '../../testing/booking-state.repository.ts';
import { makeBooking, makeProperty } from '../../testing/factories.ts';
import { type Caller, day, HOUR, reservationKit } from '../../testing/reservation-test-kit.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testEngines } from '../../testing/test-database.ts';

describe.each(testEngines)('requests expiring and hosts cancelling on %s', (engine) => {
  let t: TestApp;
  let kit: ReturnType<typeof reservationKit>;
  let host: Caller;
  let guest: Caller;

  const cancel = (id: string, payload: object) =>
    kit.call('POST', `/api/owner/reservations/${id}/cancel`, host.cookie, payload);

  beforeAll(async () => {
    t = await startTestApp(engine);
    kit = reservationKit(t);
    host = await kit.signedIn('owner');
    guest = await kit.signedIn();
  });
  afterAll(() => t.close());

  it('expires a request unanswered for 48 hours: its nights free, guest and host told, once', async () => {
    const listing = await makeProperty(t.handle.db, { ownerId: host.id, title: 'Banyan Court' });
    const asked = await kit.ask(guest.cookie, listing.id, day(10), day(12));
    const { id, createdAt } = asked.json().booking;
    const made = Date.parse(createdAt);

    await runSweeps(t.app.deps, new Date(made + 47 * HOUR));
    expect((await bookingState(t.handle.db, id)).booking.status).toBe('pending');
    expect(await kit.mailsAbout(id, 'Request expired')).toEqual([]);

    await runSweeps(t.app.deps, new Date(made + 48 * HOUR + 60_000));
    expect((await bookingState(t.handle.db, id)).booking.status).toBe('expired');
    expect(await kit.free(listing.id, day(10), day(12))).toBe(true);
    const mails = await kit.mailsAbout(id, 'Request expired: Banyan Court');
    expect(mails.map((m) => m.to).sort()).toEqual([guest.email, host.email].sort());
    expect(mails.find((m) => m.to === guest.email)?.text).toContain(
      'was not answered within 48 hours, so it has expired. Nothing was charged.',
    );

    await runSweeps(t.app.deps, new Date(made + 49 * HOUR));
    expect(await kit.mailsAbout(id, 'Request expired')).toHaveLength(2);
    const accept = await kit.call('POST', `/api/owner/reservations/${id}/accept`, host.cookie);
    expect(accept.statusCode).toBe(409);
    expect(accept.json().message).toBe('This request has expired');
    const listed = (await kit.call('GET', '/api/owner/reservations?tab=past', host.cookie)).json()
      .reservations;
    expect(listed.map((r: { id: string; status: string }) => [r.id, r.status])).toEqual([[id, 'expired']]);
  });

  it('refuses to answer a request past its 48 hours (the sweep expires it)', async () => {
    const listing = await makeProperty(t.handle.db, { ownerId: host.id });
    const late = await makeBooking(t.handle.db, {
      propertyId: listing.id,
      status: 'pending',
      paymentMethod: 'contact',
      createdAt: new Date(Date.now() - 48 * HOUR - 60_000),
      checkIn: day(100),
      checkOut: day(101),
    });
    for (const action of ['accept', 'decline'] as const) {
      const res = await kit.call('POST', `/api/owner/reservations/${late.id}/${action}`, host.cookie, {});
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('This request has expired');
    }
    expect((await bookingState(t.handle.db, late.id)).booking.status).toBe('pending');
  });

  it('cancels a confirmed stay only with a reason, refunds everything paid and tells the guest', async () => {
    const listing = await makeProperty(t.handle.db, {
      ownerId: host.id,
      title: 'Stone Cottage',
      cancellationPolicy: 'Strict',
      cleaningFee: '500.00',
      serviceFee: '1000.00',
    });
    const dates = [day(3), day(5)] as const;
    const id = await paidBooking(t.app, guest.cookie, {
      // ₹9,000 + ₹500 + ₹1,000 = ₹10,500; GST 5% of ₹9,500 (₹475) + 18% of ₹1,000 (₹180): ₹11,155.
      ...stayBody(listing.id, ...dates),
      totalAmount: '11155.00',
    });
    // Strict, within 7 days: a guest cancelling gets the cleaning fee back (₹500 + 5% = ₹525); the
    // host's cancelling, all of it.
    expect((await kit.call('GET', `/api/bookings/${id}/cancellation`, guest.cookie)).json().refundPaise).toBe(
      52_500,
    );

    const missing = await cancel(id, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('reason: is required: tell the guest why');
    const blank = await cancel(id, { reason: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('reason: must not be empty');
    expect((await bookingState(t.handle.db, id)).booking.status).toBe('confirmed');

    const res = await cancel(id, { reason: 'A pipe burst; the cottage is flooded.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refunded',
      cancelledBy: 'host',
      cancellationReason: 'A pipe burst; the cottage is flooded.',
    });
    const state = await bookingState(t.handle.db, id);
    expect(state.booking.cancelledAt).toBeInstanceOf(Date);
    expect(state.refunds).toMatchObject([
      { amountPaise: 1_115_500, status: 'processed', reason: 'Cancelled by the host' },
    ]);
    expect(state.payments[0]).toMatchObject({ status: 'refunded', refundedPaise: 1_115_500 });
    expect(await kit.free(listing.id, ...dates)).toBe(true);
    const [mail, ...more] = await kit.mailsAbout(id, 'Booking cancelled by your host: Stone Cottage');
    expect(more).toEqual([]);
    expect(mail?.to).toBe(guest.email);
    expect(mail?.text).toContain('Their reason:\nA pipe burst; the cottage is flooded.');
    expect(mail?.text).toContain('Everything you paid, ₹11,155, comes back');
    const trip = (await kit.call('GET', `/api/bookings/${id}`, guest.cookie)).json();
    expect(trip.booking).toMatchObject({ status: 'cancelled', cancelledBy: 'host' });

    const again = await cancel(id, { reason: 'Again' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(res.json());
    expect((await bookingState(t.handle.db, id)).refunds).toHaveLength(1);
    expect(await kit.mailsAbout(id, 'Booking cancelled by your host')).toHaveLength(1);
  });

  it('refuses to cancel a request (decline it) or an ended stay; a stay agreed by contact refunds nothing', async () => {
    const listing = await makeProperty(t.handle.db, { ownerId: host.id, title: 'Mango Orchard' });
    const b = (fields: Partial<Parameters<typeof makeBooking>[1]> & { checkIn: string; checkOut: string }) =>
      makeBooking(t.handle.db, { propertyId: listing.id, guestId: guest.id, ...fields });
    const request = await b({
      status: 'pending',
      paymentMethod: 'contact',
      checkIn: day(20),
      checkOut: day(22),
    });
    const ended = await b({ status: 'completed', checkIn: day(-5), checkOut: day(-3) });
    for (const [booking, message] of [
      [request, 'Decline a request instead of cancelling it'],
      [ended, 'This stay has already ended'],
    ] as const) {
      const res = await cancel(booking.id, { reason: 'Changed my mind' });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(message);
      expect((await bookingState(t.handle.db, booking.id)).booking.status).toBe(booking.status);
    }
    const agreed = await b({ checkIn: day(30), checkOut: day(32) });
    const res = await cancel(agreed.id, { reason: 'Selling the house' });
    expect(res.json()).toMatchObject({ status: 'cancelled', cancelledBy: 'host', paymentStatus: 'pending' });
    expect((await bookingState(t.handle.db, agreed.id)).refunds).toEqual([]);
    const [mail] = await kit.mailsAbout(agreed.id, 'Booking cancelled by your host: Mango Orchard');
    expect(mail?.text).toContain('Nothing was paid through Basera, so there is nothing to refund.');
    const another = await b({ checkIn: day(40), checkOut: day(42) });
    expect((await cancel(another.id, { reason: 'Selling the house' })).statusCode).toBe(200);
  });

  it('shows admins, and only admins, how often each listing’s host cancelled, most first', async () => {
    const admin = await kit.signedIn('admin');
    const res = await kit.call('GET', '/api/admin/host-cancellations', admin.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const counts = res.json() as {
      title: string;
      hostCancellations: number;
      ownerEmail: string;
      lastCancelledAt: string;
    }[];
    expect(counts.map((c) => [c.title, c.hostCancellations])).toEqual([
      ['Mango Orchard', 2],
      ['Stone Cottage', 1],
    ]);
    expect(counts[0]?.ownerEmail).toBe(host.email);
    expect(Date.parse(counts[0]!.lastCancelledAt)).toBeGreaterThan(Date.parse(counts[1]!.lastCancelledAt));

    expect((await kit.call('GET', '/api/admin/host-cancellations', host.cookie)).statusCode).toBe(401);
    expect((await kit.call('GET', '/api/admin/host-cancellations')).statusCode).toBe(401);
  });
});
