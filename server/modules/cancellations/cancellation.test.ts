import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../../../domain/rules/stay-dates.ts';
import type { CancellationQuote } from '../../../domain/schemas/after-booking.ts';
import type { PaymentOrder, TripListItem } from '../../../domain/schemas/bookings.ts';
import { paymentSignature } from '../../integrations/payments/razorpay-signature.ts';
import { runSweeps } from '../../jobs/sweeps.ts';
import { stayBody } from '../../testing/booking-kit.ts';
import { bookingState } from '../../testing/booking-state.repository.ts';
import { makeBooking, makeProperty, makeSession, makeUser } from '../../testing/factories.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testEngines } from '../../testing/test-database.ts';

const today = todayIn('Asia/Kolkata');
const day = (n: number) => addDays(today, n);

describe.each(testEngines)('cancelling a booking on %s', (engine) => {
  let t: TestApp;
  let guest: { id: string; cookie: string };
  let nextDay = 30;
  const freshStay = () => {
    nextDay += 3;
    return [day(nextDay), day(nextDay + 2)] as const;
  };
  const signedIn = async () => {
    const user = await makeUser(t.handle.db);
    return { id: user.id, cookie: (await makeSession(t.handle.db, user.id)).cookie };
  };
  const call = (method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload && { payload }) });
  const quoteOf = async (id: string, cookie = guest.cookie): Promise<CancellationQuote> => {
    const res = await call('GET', `/api/bookings/${id}/cancellation`, cookie);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  /** A stay paid online through the simulated gateway: 2 nights at ₹4,500 + fees of the listing + GST. */
  const paidStay = async (propertyId: string, total: string, dates = freshStay()) => {
    const res = await call('POST', '/api/payment/create-order', guest.cookie, {
      ...stayBody(propertyId, ...dates),
      totalAmount: total,
    });
    expect(res.statusCode, res.body).toBe(201);
    const order: PaymentOrder = res.json();
    const paymentId = `pay_${order.orderId.slice(6)}`;
    const verified = await call('POST', '/api/payment/verify', guest.cookie, {
      razorpay_order_id: order.orderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: paymentSignature(t.app.deps.payments.keySecret, order.orderId, paymentId),
    });
    expect(verified.statusCode, verified.body).toBe(200);
    return { bookingId: order.bookingId, dates };
  };

  beforeAll(async () => {
    t = await startTestApp(engine);
    guest = await signedIn();
  });
  afterAll(() => t.close());

  it('quotes, cancels, refunds through the provider, frees the nights at once and tells both', async () => {
    const listing = await makeProperty(t.handle.db, {
      title: 'River House',
      cancellationPolicy: 'Moderate',
      cleaningFee: '800.00',
      serviceFee: '1200.00',
      checkInTime: '14:00',
    });
    // ₹9,000 + ₹800 + ₹1,200 = ₹11,000; GST: 5% of ₹9,800 (₹4,900 a night) = ₹490 and 18% of
    // ₹1,200 = ₹216, so ₹706: ₹11,706 paid, all of it back.
    const { bookingId, dates } = await paidStay(listing.id, '11706.00');
    const quote = await quoteOf(bookingId);
    expect(quote).toMatchObject({
      policy: 'Moderate',
      rule: 'Moderate',
      deadline: `${dates[0]}T14:00:00.000+05:30`,
      timeZone: 'Asia/Kolkata',
      refundPaise: 1_170_600,
      refund: '11706.00',
      breakdown: { nights: '9000.00', cleaningFee: '800.00', serviceFee: '1200.00', taxes: '706.00' },
      paid: '11706.00',
    });

    const res = await call('POST', `/api/bookings/${bookingId}/cancel`, guest.cookie, {
      expectedRefundPaise: 1_170_600,
      reason: 'Plans changed',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().booking).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    await t.deliverMail();
    const state = await bookingState(t.handle.db, bookingId);
    expect(state.booking).toMatchObject({ cancelledBy: 'guest', cancellationReason: 'Plans changed' });
    expect(state.refunds).toMatchObject([
      { amountPaise: 1_170_600, status: 'processed', providerRefundId: expect.stringMatching(/^rfnd_/) },
    ]);
    expect(state.payments[0]).toMatchObject({ status: 'refunded', refundedPaise: 1_170_600 });
    // The trips list says it too, so the card needs no call of its own.
    const trips = (await call('GET', '/api/bookings', guest.cookie)).json() as TripListItem[];
    expect(trips.find((trip) => trip.booking.id === bookingId)).toMatchObject({
      refunded: '11706.00',
      refunds: [{ amount: '11706.00', status: 'processed' }],
      declineMessage: null,
    });

    const other = await signedIn();
    const rebook = await call('POST', '/api/bookings', other.cookie, {
      ...stayBody(listing.id, ...dates),
      totalAmount: '11706.00',
      paymentMethod: 'contact',
    });
    expect(rebook.statusCode, rebook.body).toBe(201);
    const subjects = t.mail.sent.map((m) => m.subject);
    expect(subjects).toContain('Booking cancelled: River House');
    expect(t.mail.sent.find((m) => m.subject === 'Booking cancelled: River House')?.text).toContain(
      'Refunds take 5-10 business days.',
    );
    expect(subjects.some((s) => s.startsWith('Booking cancelled: River House, '))).toBe(true);
  });

  it('refunds half the nights under Strict more than 7 days out, and marks the payment partly refunded', async () => {
    const listing = await makeProperty(t.handle.db, {
      cancellationPolicy: 'Strict',
      cleaningFee: '500.00',
      serviceFee: '1000.00',
    });
    // ₹9,000 + ₹500 + ₹1,000 = ₹10,500; GST 5% of ₹9,500 = ₹475 and 18% of ₹1,000 = ₹180: ₹11,155.
    const { bookingId } = await paidStay(listing.id, '11155.00');
    const quote = await quoteOf(bookingId);
    // Half the nights and the cleaning fee back: ₹5,000 of the ₹9,500 at 5%, its GST ₹125 + ₹125.
    expect(quote.breakdown).toEqual({
      nights: '4500.00',
      cleaningFee: '500.00',
      serviceFee: '0.00',
      taxes: '250.00',
    });
    const res = await call('POST', `/api/bookings/${bookingId}/cancel`, guest.cookie, {
      expectedRefundPaise: quote.refundPaise,
    });
    expect(res.json().booking.paymentStatus).toBe('partially_refunded');
    expect(res.json().refunds.map((r: { amount: string }) => r.amount)).toEqual(['5250.00']);
  });

  it('refuses a refund that is no longer the one shown, answers the new quote, and changes nothing', async () => {
    const listing = await makeProperty(t.handle.db, { cancellationPolicy: 'Flexible' });
    const { bookingId } = await paidStay(listing.id, '9450.00'); // 2 × ₹4,500 + 5%
    const res = await call('POST', `/api/bookings/${bookingId}/cancel`, guest.cookie, {
      expectedRefundPaise: 12_345,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      message: 'The refund for cancelling has changed since it was shown. Please check the new amount.',
      quote: { refundPaise: 945_000 },
    });
    const state = await bookingState(t.handle.db, bookingId);
    expect(state.booking.status).toBe('confirmed');
    expect(state.refunds).toEqual([]);
  });

  it('cancels once: a second cancel changes nothing', async () => {
    const listing = await makeProperty(t.handle.db);
    const { bookingId } = await paidStay(listing.id, '9450.00'); // 2 × ₹4,500 + 5%
    const first = await call('POST', `/api/bookings/${bookingId}/cancel`, guest.cookie, {
      expectedRefundPaise: 945_000,
    });
    const second = await call('POST', `/api/bookings/${bookingId}/cancel`, guest.cookie, {
      expectedRefundPaise: 945_000,
    });
    expect(second.statusCode).toBe(200);
    // The same booking; only the refund moved on (pending when first answered, issued since).
    expect(second.json().booking).toEqual(first.json().booking);
    expect((await bookingState(t.handle.db, bookingId)).refunds).toHaveLength(1);
    const quote = await call('GET', `/api/bookings/${bookingId}/cancellation`, guest.cookie);
    expect(quote.statusCode).toBe(409);
    expect(quote.json().message).toBe('This booking can no longer be cancelled');
  });

  it('cancels a contact request that was never paid with nothing to refund', async () => {
    const listing = await makeProperty(t.handle.db);
    const request = await call('POST', '/api/bookings', guest.cookie, {
      ...stayBody(listing.id, ...freshStay()),
      paymentMethod: 'contact',
    });
    const id = request.json().booking.id;
    const quote = await quoteOf(id);
    expect(quote).toMatchObject({
      refundPaise: 0,
      refund: '0.00',
      paid: '0.00',
      breakdown: { nights: '0.00', cleaningFee: '0.00', serviceFee: '0.00', taxes: '0.00' },
    });
    const res = await call('POST', `/api/bookings/${id}/cancel`, guest.cookie, { expectedRefundPaise: 0 });
    expect(res.json().booking).toMatchObject({ status: 'cancelled', paymentStatus: 'pending' });
    expect((await bookingState(t.handle.db, id)).refunds).toEqual([]);
  });

  it('lets nobody else quote or cancel (404), and lets an admin cancel for Basera with everything back', async () => {
    const listing = await makeProperty(t.handle.db, { cancellationPolicy: 'Strict', serviceFee: '1000.00' });
    // ₹9,000 + 5% (₹450) + ₹1,000 + 18% (₹180) = ₹10,630.
    const { bookingId } = await paidStay(listing.id, '10630.00', [day(2), day(4)]);
    const stranger = await signedIn();
    expect((await call('GET', `/api/bookings/${bookingId}/cancellation`, stranger.cookie)).statusCode).toBe(
      404,
    );
    const refused = await call('POST', `/api/bookings/${bookingId}/cancel`, stranger.cookie, {
      expectedRefundPaise: 0,
    });
    expect(refused.statusCode).toBe(404);
    const host = await makeSession(t.handle.db, listing.ownerId);
    expect(
      (await call('POST', `/api/bookings/${bookingId}/cancel`, host.cookie, { expectedRefundPaise: 0 }))
        .statusCode,
    ).toBe(404);
    expect((await quoteOf(bookingId)).refundPaise).toBe(0); // Strict, 7 days or less: nothing for the guest

    const admin = await makeUser(t.handle.db, { role: 'admin' });
    const adminCookie = (await makeSession(t.handle.db, admin.id, { scope: 'admin' })).cookie;
    const adminQuote = await quoteOf(bookingId, adminCookie);
    expect(adminQuote.refundPaise).toBe(1_063_000);
    const res = await call('POST', `/api/bookings/${bookingId}/cancel`, adminCookie, {
      expectedRefundPaise: 1_063_000,
    });
    expect(res.json().booking.paymentStatus).toBe('refunded');
    expect((await bookingState(t.handle.db, bookingId)).booking.cancelledBy).toBe('basera');
  });

  it('completes stays whose check-out has passed in the listing zone, and invites the guest to review', async () => {
    const listing = await makeProperty(t.handle.db, { title: 'Tea Estate Bungalow' });
    const ended = await makeBooking(t.handle.db, {
      propertyId: listing.id,
      guestId: guest.id,
      checkIn: day(-4),
      checkOut: day(-1),
    });
    const leavingToday = await makeBooking(t.handle.db, {
      propertyId: listing.id,
      guestId: guest.id,
      checkIn: day(-1),
      checkOut: day(0),
    });
    await runSweeps(t.app.deps);
    await t.deliverMail();
    expect((await bookingState(t.handle.db, ended.id)).booking.status).toBe('completed');
    expect((await bookingState(t.handle.db, leavingToday.id)).booking.status).toBe('confirmed');
    expect(t.mail.sent.filter((m) => m.subject === 'How was your stay at Tea Estate Bungalow?')).toHaveLength(
      1,
    );
  });
});
