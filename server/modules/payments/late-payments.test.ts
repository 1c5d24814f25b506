import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PaymentOrder } from '../../../domain/schemas/bookings.ts';
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
import { makeProperty } from '../../testing/factories.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testEngines } from '../../testing/test-database.ts';

// Issue 22, item 5: a payment that cannot buy the stay never reads as confirmed, whoever settled it.
const WEBHOOK_SECRET = 'late-payment-webhooks';
const HOLD_LAPSED =
  'Your payment arrived after the hold on these dates ended, and they were booked meanwhile. The full amount has been refunded.';
const CANCELLED =
  'Your payment arrived after this booking had been cancelled. The full amount has been refunded.';
const DUPLICATE = 'This booking had already been paid, so this second payment has been refunded in full.';

describe.each(testEngines)('payments that cannot buy the stay on %s', (engine) => {
  let t: TestApp;
  let guest: { id: string; cookie: string };
  let listingId: string;
  const freshStay = freshStays(60);
  const post = (url: string, payload: object, cookie = guest.cookie) =>
    t.app.inject({ method: 'POST', url, headers: { cookie }, payload });
  const signedIn = () => signedInUser(t.handle.db);
  const order = (dates = freshStay()) => createOrder(t.app, guest.cookie, stayBody(listingId, ...dates));
  const verify = (o: PaymentOrder, paymentId: string) =>
    post('/api/payment/verify', checkoutResult(t.app, o.orderId, paymentId));
  const captured = async (o: PaymentOrder, paymentId: string, amount = o.amount) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payment/webhook',
      ...signedWebhook(WEBHOOK_SECRET, capturedEvent(o.orderId, paymentId, amount)),
    });
    expect(res.statusCode, res.body).toBe(200);
    await t.app.deps.background.drain();
  };
  /** An order whose hold lapsed and whose nights another guest then asked for. */
  const lapsedAndTaken = async () => {
    const dates = freshStay();
    const o = await order(dates);
    await runSweeps(t.app.deps, new Date(Date.now() + 16 * 60_000));
    const other = await signedIn();
    const taken = await post(
      '/api/bookings',
      { ...stayBody(listingId, ...dates), paymentMethod: 'contact' },
      other.cookie,
    );
    expect(taken.statusCode, taken.body).toBe(201);
    return o;
  };
  const cancelledUnpaid = async () => {
    const o = await order();
    const res = await post(`/api/bookings/${o.bookingId}/cancel`, { expectedRefundPaise: 0 });
    expect(res.statusCode, res.body).toBe(200);
    return o;
  };

  beforeAll(async () => {
    t = await startTestApp(engine, { RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET });
    guest = await signedIn();
    listingId = (await makeProperty(t.handle.db, { title: 'Lakeside Loft' })).id;
  });
  afterAll(() => t.close());

  it('answers 409 to verify when the webhook already refunded a payment for a lapsed hold', async () => {
    const o = await lapsedAndTaken();
    await captured(o, 'pay_LateWebhook0001');
    expect((await bookingState(t.handle.db, o.bookingId)).booking.paymentStatus).toBe('refunded');
    const res = await verify(o, 'pay_LateWebhook0001');
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toBe(HOLD_LAPSED);
    expect((await bookingState(t.handle.db, o.bookingId)).refunds).toHaveLength(1);
  });

  it('says the booking was cancelled, whether verify or the webhook settles first', async () => {
    const verifyFirst = await cancelledUnpaid();
    const first = await verify(verifyFirst, 'pay_CancelVerify01');
    expect(first.statusCode, first.body).toBe(409);
    expect(first.json().message).toBe(CANCELLED);
    await captured(verifyFirst, 'pay_CancelVerify01');

    const webhookFirst = await cancelledUnpaid();
    await captured(webhookFirst, 'pay_CancelHook0001');
    const later = await verify(webhookFirst, 'pay_CancelHook0001');
    expect(later.statusCode, later.body).toBe(409);
    expect(later.json().message).toBe(CANCELLED);

    for (const o of [verifyFirst, webhookFirst]) {
      const state = await bookingState(t.handle.db, o.bookingId);
      expect(state.booking).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
      expect(state.refunds).toMatchObject([{ amountPaise: o.amount, reason: expect.any(String) }]);
    }
  });

  it('refunds a second captured payment of an order already paid, and keeps the booking', async () => {
    const o = await order();
    expect((await verify(o, 'pay_FirstCapture01')).statusCode).toBe(200);
    await captured(o, 'pay_SecondCapture1');
    await captured(o, 'pay_SecondCapture1'); // Razorpay's order.paid or a redelivery: still one refund
    await t.deliverMail();

    const state = await bookingState(t.handle.db, o.bookingId);
    expect(state.booking).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    const first = state.payments.find((p) => p.providerPaymentId === 'pay_FirstCapture01');
    const second = state.payments.find((p) => p.providerPaymentId === 'pay_SecondCapture1');
    expect(first).toMatchObject({ status: 'paid', refundedPaise: 0 });
    expect(second).toMatchObject({ status: 'refunded', amountPaise: o.amount, refundedPaise: o.amount });
    expect(state.refunds).toMatchObject([
      { paymentId: second?.id, amountPaise: o.amount, status: 'processed' },
    ]);
    expect(
      t.mail.sent.filter((m) => m.subject === 'Refund of ₹9,450: Lakeside Loft' && m.text.includes('second')),
    ).toHaveLength(1);

    const res = await verify(o, 'pay_SecondCapture1');
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toBe(DUPLICATE);
    expect((await verify(o, 'pay_FirstCapture01')).statusCode).toBe(200);
  });

  it('refunds a second payment that verify reports first', async () => {
    const o = await order();
    await captured(o, 'pay_HookFirst00001');
    const res = await verify(o, 'pay_VerifySecond01');
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toBe(DUPLICATE);
    const state = await bookingState(t.handle.db, o.bookingId);
    expect(state.booking.status).toBe('confirmed');
    expect(state.refunds).toHaveLength(1);
  });

  it('does not confirm a capture whose amount differs from the order, and logs the mismatch', async () => {
    const o = await order();
    const warn = vi.spyOn(t.app.deps.log, 'warn');
    try {
      await captured(o, 'pay_ShortAmount001', o.amount - 100_000);
      expect(warn).toHaveBeenCalledWith(
        expect.objectContaining({
          orderId: o.orderId,
          expectedPaise: o.amount,
          capturedPaise: o.amount - 100_000,
        }),
        expect.stringContaining('mismatch'),
      );
    } finally {
      warn.mockRestore();
    }
    const state = await bookingState(t.handle.db, o.bookingId);
    expect(state.booking).toMatchObject({ status: 'pending', paymentStatus: 'pending' });
    expect(state.payments).toMatchObject([
      { status: 'failed', failureReason: expect.stringContaining('mismatch') },
    ]);
    expect(state.refunds).toEqual([]);
  });
});
