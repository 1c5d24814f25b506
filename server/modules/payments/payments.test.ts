import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paise } from '../../../domain/money.ts';
import { addDays, todayIn } from '../../../domain/rules/stay-dates.ts';
import { paymentSignature } from '../../integrations/payments/razorpay-signature.ts';
import { runSweeps } from '../../jobs/sweeps.ts';
import {
  capturedEvent,
  checkoutResult,
  createOrder,
  freshStays,
  signedInUser,
  signedWebhook,
  stayBody,
} from '../../testing/booking-kit.ts';
import { bookingState } from '../../testing/booking-state.repository.ts';
import { makeBooking, makePayment, makeProperty } from '../../testing/factories.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testEngines } from '../../testing/test-database.ts';
import { bookingReference } from '../bookings/index.ts';

const today = todayIn('Asia/Kolkata');
const day = (n: number) => addDays(today, n);
// Razorpay's published example (issue 8): this key secret signs this order and payment so.
const EXAMPLE = {
  secret: 'EnLs21M47BllR3X8PSFtjtbd',
  order: 'order_IEIaMR65cu6nz3',
  payment: 'pay_IH4NVgf4Dreq1l',
  signature: '0d4e745a1838664ad6c9c9902212a32d627d68e917290b0ad5f08ff4561bc50f',
};
const WEBHOOK_SECRET = 'test-webhook-secret';

describe.each(testEngines)('paying online on %s', (engine) => {
  let t: TestApp;
  let guest: { id: string; cookie: string };
  let listingId: string;
  const freshStay = freshStays(10);
  const post = (url: string, payload: unknown, cookie = guest.cookie) =>
    t.app.inject({ method: 'POST', url, headers: { cookie }, payload: payload as object });
  const order = (cookie = guest.cookie, dates = freshStay()) =>
    createOrder(t.app, cookie, stayBody(listingId, ...dates));
  const verifyBody = (o: { orderId: string }, paymentId?: string) =>
    checkoutResult(t.app, o.orderId, paymentId);
  const webhook = (event: Record<string, unknown>, eventId?: string, secret = WEBHOOK_SECRET) =>
    t.app.inject({ method: 'POST', url: '/api/payment/webhook', ...signedWebhook(secret, event, eventId) });
  const signedIn = () => signedInUser(t.handle.db);

  beforeAll(async () => {
    t = await startTestApp(engine, {
      RAZORPAY_KEY_SECRET: EXAMPLE.secret,
      RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
    });
    guest = await signedIn();
    listingId = (await makeProperty(t.handle.db, { title: 'Hilltop Cabin' })).id;
  });
  afterAll(() => t.close());

  it('holds the nights for 15 minutes and answers the order in paise', async () => {
    const before = Date.now();
    const o = await order();
    // 2 nights × ₹4,500 = ₹9,000 + 5% GST in Goa (₹450): ₹9,450 charged.
    expect(o).toMatchObject({ keyId: 'rzp_test_simulated', amount: 945_000, currency: 'INR' });
    expect(o.orderId).toMatch(/^order_[A-Za-z0-9]{14}$/);
    const holdMs = Date.parse(o.holdExpiresAt) - before;
    expect(holdMs).toBeGreaterThanOrEqual(15 * 60_000 - 1000);
    expect(holdMs).toBeLessThanOrEqual(15 * 60_000 + 5000);
    const state = await bookingState(t.handle.db, o.bookingId);
    expect(state.booking).toMatchObject({
      status: 'pending',
      paymentStatus: 'pending',
      paymentMethod: 'razorpay',
    });
    expect(state.payments).toMatchObject([
      { providerOrderId: o.orderId, amountPaise: 945_000, status: 'created' },
    ]);
  });

  it('refuses a total that is not the quote, and holds nothing', async () => {
    const res = await post('/api/payment/create-order', {
      ...stayBody(listingId, ...freshStay()),
      totalAmount: '9449.99',
    });
    expect(res.statusCode).toBe(400);
    // 2 × ₹4,500 + 5% = ₹9,450; a paisa less is not it.
    expect(res.json().message).toBe(
      'totalAmount: the total for this stay is ₹9,450, not ₹9,449.99; refresh the price and try again',
    );
  });

  it('verifies the signature, confirms and marks paid exactly once, and mails guest and host', async () => {
    const o = await order();
    const body = verifyBody(o);
    const first = await post('/api/payment/verify', body);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().booking).toMatchObject({
      id: o.bookingId,
      status: 'confirmed',
      paymentStatus: 'paid',
    });
    expect(first.json().host).not.toBeNull();
    await t.deliverMail();
    const mailsAfterFirst = t.mail.sent.length;
    expect(
      t.mail.sent.filter((m) => m.text.includes(first.json().booking.reference)).map((m) => m.subject),
    ).toEqual([
      expect.stringMatching(/^Booking confirmed: Hilltop Cabin/),
      expect.stringMatching(/^New booking: Hilltop Cabin/),
    ]);

    const replay = await post('/api/payment/verify', body);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(first.json());
    await t.deliverMail();
    expect(t.mail.sent.length).toBe(mailsAfterFirst);
    expect((await bookingState(t.handle.db, o.bookingId)).payments).toMatchObject([
      { status: 'paid', providerPaymentId: body.razorpay_payment_id },
    ]);
  });

  it("accepts Razorpay's published example signature", async () => {
    const booking = await makeBooking(t.handle.db, {
      propertyId: listingId,
      guestId: guest.id,
      checkIn: day(200),
      checkOut: day(201),
      status: 'pending',
      paymentStatus: 'pending',
      paymentMethod: 'razorpay',
      holdExpiresAt: new Date(Date.now() + 600_000),
    });
    await makePayment(t.handle.db, {
      bookingId: booking.id,
      providerOrderId: EXAMPLE.order,
      amountPaise: paise(450_000),
    });
    const res = await post('/api/payment/verify', {
      razorpay_order_id: EXAMPLE.order,
      razorpay_payment_id: EXAMPLE.payment,
      razorpay_signature: EXAMPLE.signature,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().booking.status).toBe('confirmed');
  });

  it('refuses a tampered signature and changes nothing', async () => {
    const o = await order();
    const body = verifyBody(o);
    const tampered = {
      ...body,
      razorpay_signature: body.razorpay_signature.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')),
    };
    const res = await post('/api/payment/verify', tampered);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'Payment verification failed: the signature does not match this order and payment',
    );
    const otherPayment = await post('/api/payment/verify', {
      ...body,
      razorpay_payment_id: 'pay_Other00000000',
    });
    expect(otherPayment.statusCode).toBe(400);
    const state = await bookingState(t.handle.db, o.bookingId);
    expect(state.booking).toMatchObject({ status: 'pending', paymentStatus: 'pending' });
    expect(state.payments[0]?.status).toBe('created');
  });

  it("answers 404 for someone else's order, and for their booking's order", async () => {
    const o = await order();
    const stranger = await signedIn();
    const res = await post('/api/payment/verify', verifyBody(o), stranger.cookie);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Payment order not found');
    const resume = await t.app.inject({
      method: 'GET',
      url: `/api/bookings/${o.bookingId}/payment-order`,
      headers: { cookie: stranger.cookie },
    });
    expect(resume.statusCode).toBe(404);
    expect((await bookingState(t.handle.db, o.bookingId)).booking.status).toBe('pending');
  });

  it('gives the same order again while the hold lasts, and not once paid', async () => {
    const o = await order();
    const url = `/api/bookings/${o.bookingId}/payment-order`;
    const again = await t.app.inject({ method: 'GET', url, headers: { cookie: guest.cookie } });
    expect(again.json()).toEqual(o);
    await post('/api/payment/verify', verifyBody(o));
    const paid = await t.app.inject({ method: 'GET', url, headers: { cookie: guest.cookie } });
    expect(paid.statusCode).toBe(409);
    expect(paid.json().message).toBe('This booking is no longer waiting for payment');
  });

  it('lets a guest who cancelled the checkout pay for the same nights again', async () => {
    const dates = freshStay();
    const first = await order(guest.cookie, dates);
    // Their own hold does not take the nights from them (others still see them taken).
    const quoteUrl = `/api/properties/${listingId}/quote?checkIn=${dates[0]}&checkOut=${dates[1]}`;
    const own = await t.app.inject({ method: 'GET', url: quoteUrl, headers: { cookie: guest.cookie } });
    expect(own.statusCode, own.body).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: quoteUrl })).statusCode).toBe(409);
    const second = await order(guest.cookie, dates);
    expect(second.orderId).not.toBe(first.orderId);
    expect((await bookingState(t.handle.db, first.bookingId)).booking.status).toBe('expired');
    expect((await bookingState(t.handle.db, second.bookingId)).booking.status).toBe('pending');
    // The abandoned hold never became a trip.
    const trips = await t.app.inject({
      method: 'GET',
      url: '/api/bookings',
      headers: { cookie: guest.cookie },
    });
    const ids = trips.json().map((trip: { booking: { id: string } }) => trip.booking.id);
    expect(ids).toContain(second.bookingId);
    expect(ids).not.toContain(first.bookingId);
  });

  it('confirms from the webhook alone, refuses a wrong signature, and ignores a repeated event', async () => {
    const o = await order();
    const event = capturedEvent(o.orderId, 'pay_WebhookOnly0001', o.amount);
    const forged = await webhook(event, 'evt_forged', 'not-the-secret');
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe('Invalid webhook signature');
    expect((await bookingState(t.handle.db, o.bookingId)).booking.status).toBe('pending');

    const delivered = await webhook(event, 'evt_captured_1');
    expect(delivered.json()).toEqual({ status: 'processed' });
    expect((await bookingState(t.handle.db, o.bookingId)).booking).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'paid',
    });
    const repeated = await webhook(event, 'evt_captured_1');
    expect(repeated.json()).toEqual({ status: 'duplicate' });
    // The browser's verify that comes later answers the same confirmed booking.
    const verify = await post('/api/payment/verify', verifyBody(o, 'pay_WebhookOnly0001'));
    expect(verify.json().booking.status).toBe('confirmed');
  });

  it('marks a failed attempt and keeps the hold (the order stays payable)', async () => {
    const o = await order();
    const res = await webhook({
      event: 'payment.failed',
      payload: {
        payment: {
          entity: { id: 'pay_Failed00000001', order_id: o.orderId, error_description: 'Card declined' },
        },
      },
    });
    expect(res.json()).toEqual({ status: 'processed' });
    const state = await bookingState(t.handle.db, o.bookingId);
    expect(state.booking.status).toBe('pending');
    expect(state.payments[0]).toMatchObject({ status: 'failed', failureReason: 'Card declined' });
    expect((await post('/api/payment/verify', verifyBody(o))).json().booking.status).toBe('confirmed');
  });

  it('expires an unpaid hold after 15 minutes, frees its nights and tells the guest once', async () => {
    const dates = freshStay();
    const o = await order(guest.cookie, dates);
    const lapseMails = async () => {
      await t.deliverMail();
      return t.mail.sent.filter(
        (m) => m.subject.startsWith('Booking not completed') && m.text.includes(reference),
      );
    };
    const reference = bookingReference(o.bookingId);
    await runSweeps(t.app.deps, new Date(Date.now() + 14 * 60_000));
    expect((await bookingState(t.handle.db, o.bookingId)).booking.status).toBe('pending');
    expect(await lapseMails()).toEqual([]);
    await runSweeps(t.app.deps, new Date(Date.now() + 16 * 60_000));
    await runSweeps(t.app.deps, new Date(Date.now() + 17 * 60_000)); // again: nothing more
    expect((await bookingState(t.handle.db, o.bookingId)).booking).toMatchObject({
      status: 'expired',
      paymentStatus: 'failed',
    });
    const [mail, ...more] = await lapseMails();
    expect(more).toEqual([]);
    expect(mail!.text).toContain(
      `Your booking ${reference} was not paid within 15 minutes, so its dates were released. Nothing was charged.`,
    );
    const quote = await t.app.inject({
      method: 'GET',
      url: `/api/properties/${listingId}/quote?checkIn=${dates[0]}&checkOut=${dates[1]}`,
    });
    expect(quote.statusCode).toBe(200);
  });

  it('confirms a late payment when the nights are still free', async () => {
    const o = await order();
    await runSweeps(t.app.deps, new Date(Date.now() + 16 * 60_000));
    const res = await post('/api/payment/verify', verifyBody(o));
    expect(res.statusCode).toBe(200);
    expect(res.json().booking).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
  });

  it('refunds a late payment in full when the nights were taken, and tells the guest', async () => {
    const dates = freshStay();
    const o = await order(guest.cookie, dates);
    await runSweeps(t.app.deps, new Date(Date.now() + 16 * 60_000));
    const other = await signedIn();
    const taken = await post(
      '/api/bookings',
      { ...stayBody(listingId, ...dates), paymentMethod: 'contact' },
      other.cookie,
    );
    expect(taken.statusCode).toBe(201);

    const res = await post('/api/payment/verify', verifyBody(o));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'Your payment arrived after the hold on these dates ended, and they were booked meanwhile. The full amount has been refunded.',
    );
    await t.deliverMail();
    const state = await bookingState(t.handle.db, o.bookingId);
    expect(state.booking).toMatchObject({ status: 'expired', paymentStatus: 'refunded' });
    expect(state.payments[0]).toMatchObject({ status: 'refunded', refundedPaise: o.amount });
    expect(state.refunds).toMatchObject([
      { amountPaise: o.amount, status: 'processed', providerRefundId: expect.stringMatching(/^rfnd_/) },
    ]);
    expect(t.mail.sent.some((m) => m.subject === 'Refund of ₹9,450: Hilltop Cabin')).toBe(true);
    // Still exactly one active booking of those nights: the other guest's.
    expect((await bookingState(t.handle.db, taken.json().booking.id)).booking.status).toBe('pending');

    const payments = await t.app.inject({
      method: 'GET',
      url: '/api/payments',
      headers: { cookie: guest.cookie },
    });
    const entries = payments.json().filter((e: { bookingId: string }) => e.bookingId === o.bookingId);
    // The GST in it (5% of 2 × ₹4,500 = ₹450) goes back with it; no invoice was issued for it.
    type Entry = { kind: string; amount: string; taxes: string };
    expect(entries.map((e: Entry) => [e.kind, e.amount, e.taxes]).sort()).toEqual([
      ['payment', '9450.00', '450.00'],
      ['refund', '9450.00', '450.00'],
    ]);
    // Nothing was supplied, so nothing was invoiced.
    const invoices = await t.app.inject({
      method: 'GET',
      url: `/api/bookings/${o.bookingId}/invoices`,
      headers: { cookie: guest.cookie },
    });
    expect([invoices.statusCode, invoices.json()]).toEqual([200, []]);
  });

  it('pays through the simulated checkout, whose webhook confirms even if the browser never verifies', async () => {
    const o = await order();
    const res = await post('/api/payment/simulated/pay', { orderId: o.orderId, outcome: 'success' });
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json();
    expect(result.razorpay_signature).toBe(
      paymentSignature(EXAMPLE.secret, o.orderId, result.razorpay_payment_id),
    );
    await t.app.deps.background.drain();
    expect((await bookingState(t.handle.db, o.bookingId)).booking).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'paid',
    });
    const declined = await post('/api/payment/simulated/pay', {
      orderId: (await order()).orderId,
      outcome: 'failure',
    });
    expect(declined.json().error.description).toBe(
      'Your payment was declined by the simulated bank. No money was taken.',
    );
  });
});
