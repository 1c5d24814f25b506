import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../../../domain/rules/stay-dates.ts';
import type { PaymentOrder } from '../../../domain/schemas/bookings.ts';
import { paymentSignature } from '../../integrations/payments/razorpay-signature.ts';
import { runSweeps } from '../../jobs/sweeps.ts';
import { signedWebhook, stayBody } from '../../testing/booking-kit.ts';
import { bookingState } from '../../testing/booking-state.repository.ts';
import { makeProperty, makeSession, makeUser } from '../../testing/factories.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testEngines } from '../../testing/test-database.ts';

const day = (n: number) => addDays(todayIn('Asia/Kolkata'), n);
const MINUTE = 60_000;

describe.each(testEngines)('refunds through the provider on %s', (engine) => {
  let t: TestApp;
  let cookie: string;
  let listingId: string;
  let nextDay = 40;

  /** A paid two-night stay, cancelled at once (a full refund of 2 × ₹4,500 + 5% = ₹9,450 under Flexible). */
  const cancelledStay = async () => {
    nextDay += 3;
    const post = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, headers: { cookie }, payload });
    const order: PaymentOrder = (
      await post('/api/payment/create-order', stayBody(listingId, day(nextDay), day(nextDay + 2)))
    ).json();
    const paymentId = `pay_${order.orderId.slice(6)}`;
    await post('/api/payment/verify', {
      razorpay_order_id: order.orderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: paymentSignature(t.app.deps.payments.keySecret, order.orderId, paymentId),
    });
    const cancelled = await post(`/api/bookings/${order.bookingId}/cancel`, { expectedRefundPaise: 945_000 });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await t.app.deps.background.drain();
    return order.bookingId;
  };

  beforeAll(async () => {
    t = await startTestApp(engine, { RAZORPAY_WEBHOOK_SECRET: 'refund-webhooks' });
    const user = await makeUser(t.handle.db);
    cookie = (await makeSession(t.handle.db, user.id)).cookie;
    listingId = (await makeProperty(t.handle.db, { cancellationPolicy: 'Flexible' })).id;
  });
  afterAll(() => t.close());

  it('keeps a refund the provider refused, retries it five minutes later, and never drops it', async () => {
    const provider = t.app.deps.payments;
    const realRefund = provider.refund;
    provider.refund = async () => {
      throw new Error('gateway timeout');
    };
    try {
      const bookingId = await cancelledStay();
      let [refund] = (await bookingState(t.handle.db, bookingId)).refunds;
      expect(refund).toMatchObject({ status: 'pending', attempts: 1, lastError: 'Error: gateway timeout' });

      await runSweeps(t.app.deps, new Date(Date.now() + MINUTE)); // too soon for another attempt
      [refund] = (await bookingState(t.handle.db, bookingId)).refunds;
      expect(refund?.attempts).toBe(1);

      provider.refund = realRefund;
      await runSweeps(t.app.deps, new Date(Date.now() + 6 * MINUTE));
      [refund] = (await bookingState(t.handle.db, bookingId)).refunds;
      expect(refund).toMatchObject({
        status: 'processed',
        attempts: 2,
        providerRefundId: expect.stringMatching(/^rfnd_/),
      });
    } finally {
      provider.refund = realRefund;
    }
  });

  it('marks a refund failed after five refused attempts, for an admin to see', async () => {
    const provider = t.app.deps.payments;
    const realRefund = provider.refund;
    provider.refund = async () => {
      throw new Error('payment too old to refund');
    };
    try {
      const bookingId = await cancelledStay();
      for (let attempt = 2; attempt <= 5; attempt++)
        await runSweeps(t.app.deps, new Date(Date.now() + attempt * 6 * MINUTE));
      const [refund] = (await bookingState(t.handle.db, bookingId)).refunds;
      expect(refund).toMatchObject({ status: 'failed', attempts: 5 });
    } finally {
      provider.refund = realRefund;
    }
  });

  it("follows the provider's refund.failed and refund.processed webhooks", async () => {
    const bookingId = await cancelledStay();
    const [refund] = (await bookingState(t.handle.db, bookingId)).refunds;
    const send = (event: string, id: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/payment/webhook',
        ...signedWebhook(
          'refund-webhooks',
          { event, payload: { refund: { entity: { id: refund?.providerRefundId } } } },
          id,
        ),
      });
    expect((await send('refund.failed', 'evt_refund_failed')).json()).toEqual({ status: 'processed' });
    expect((await bookingState(t.handle.db, bookingId)).refunds[0]?.status).toBe('failed');
    await send('refund.processed', 'evt_refund_processed');
    expect((await bookingState(t.handle.db, bookingId)).refunds[0]?.status).toBe('processed');
  });
});
