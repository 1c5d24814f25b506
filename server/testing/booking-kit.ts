import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { PaymentOrder } from '../../domain/schemas/bookings.ts';
import { paymentSignature, webhookSignature } from '../integrations/payments/razorpay-signature.ts';

/** A booking request body (traveller §3) for a stay of a listing at 4,500 a night without fees. */
export function stayBody(
  propertyId: string,
  checkInDate: string,
  checkOutDate: string,
  fields: Record<string, unknown> = {},
) {
  const nights = (Date.parse(checkOutDate) - Date.parse(checkInDate)) / 86_400_000;
  return {
    propertyId,
    checkInDate,
    checkOutDate,
    adults: 2,
    children: 0,
    infants: 0,
    pets: 0,
    totalAmount: `${nights * 4500}.00`,
    specialRequests: '',
    ...fields,
  };
}

/** A Razorpay webhook for `event`, signed with `secret` as Razorpay signs it. */
export function signedWebhook(
  secret: string,
  event: Record<string, unknown>,
  eventId = `evt_${randomUUID()}`,
) {
  const payload = JSON.stringify({ entity: 'event', account_id: 'acc_test', created_at: 1, ...event });
  return {
    headers: {
      'content-type': 'application/json',
      'x-razorpay-event-id': eventId,
      'x-razorpay-signature': webhookSignature(secret, payload),
    },
    payload,
  };
}

export const capturedEvent = (orderId: string, paymentId: string, amount: number) => ({
  event: 'payment.captured',
  contains: ['payment'],
  payload: { payment: { entity: { id: paymentId, order_id: orderId, amount, status: 'captured' } } },
});

/** Books a stay online as `cookie` and pays it through the simulated gateway; returns the booking id. */
export async function paidBooking(app: FastifyInstance, cookie: string, body: Record<string, unknown>) {
  const post = (url: string, payload: object) =>
    app.inject({ method: 'POST', url, headers: { cookie }, payload });
  const created = await post('/api/payment/create-order', body);
  if (created.statusCode !== 201) throw new Error(`create-order: ${created.statusCode} ${created.body}`);
  const order: PaymentOrder = created.json();
  const paymentId = `pay_${order.orderId.slice(6)}`;
  const verified = await post('/api/payment/verify', {
    razorpay_order_id: order.orderId,
    razorpay_payment_id: paymentId,
    razorpay_signature: paymentSignature(app.deps.payments.keySecret, order.orderId, paymentId),
  });
  if (verified.statusCode !== 200) throw new Error(`verify: ${verified.statusCode} ${verified.body}`);
  return order.bookingId;
}
