import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { addDays, todayIn } from '../../domain/rules/stay-dates.ts';
import type { PaymentOrder } from '../../domain/schemas/bookings.ts';
import type { Executor } from '../db/client.ts';
import { paymentSignature, webhookSignature } from '../integrations/payments/razorpay-signature.ts';
import { makeSession, makeUser } from './factories.ts';

/**
 * Two-night stays from `fromDay` days ahead (in India), each three days after the last, so that
 * the tests of a file do not share nights.
 */
export function freshStays(fromDay: number) {
  const today = todayIn('Asia/Kolkata');
  let next = fromDay;
  return () => {
    next += 3;
    return [addDays(today, next), addDays(today, next + 2)] as const;
  };
}

/**
 * A new user, signed in: their id and the Cookie header of their session. They never sign in with a
 * password, so none is hashed (argon2 is the slow part of making users by the score).
 */
export async function signedInUser(db: Executor) {
  const user = await makeUser(db, { passwordHash: null });
  return { id: user.id, cookie: (await makeSession(db, user.id)).cookie };
}

/** Billing details as the confirm dialog sends them (issue 24 §3). */
export const GUEST_BILLING = { name: 'Asha Rao', state: 'Karnataka', pincode: '560001' };

/**
 * A booking request body (traveller §3) for a stay of a listing at 4,500 a night without fees, in
 * Goa: 5% GST on each night (₹225), so ₹4,725 a night in all; with the guest's billing details.
 */
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
    totalAmount: `${nights * 4725}.00`,
    specialRequests: '',
    billing: GUEST_BILLING,
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

/** What the checkout hands the page for `paymentId` of an order, signed with the app's key secret. */
export function checkoutResult(app: FastifyInstance, orderId: string, paymentId = `pay_${orderId.slice(6)}`) {
  return {
    razorpay_order_id: orderId,
    razorpay_payment_id: paymentId,
    razorpay_signature: paymentSignature(app.deps.payments.keySecret, orderId, paymentId),
  };
}

/** POST /api/payment/create-order as `cookie`; throws unless it answers 201. */
export async function createOrder(app: FastifyInstance, cookie: string, body: Record<string, unknown>) {
  const created = await app.inject({
    method: 'POST',
    url: '/api/payment/create-order',
    headers: { cookie },
    payload: body,
  });
  if (created.statusCode !== 201) throw new Error(`create-order: ${created.statusCode} ${created.body}`);
  return created.json() as PaymentOrder;
}

/** Books a stay online as `cookie` and pays it through the simulated gateway; returns the booking id. */
export async function paidBooking(app: FastifyInstance, cookie: string, body: Record<string, unknown>) {
  const order = await createOrder(app, cookie, body);
  const verified = await app.inject({
    method: 'POST',
    url: '/api/payment/verify',
    headers: { cookie },
    payload: checkoutResult(app, order.orderId),
  });
  if (verified.statusCode !== 200) throw new Error(`verify: ${verified.statusCode} ${verified.body}`);
  return order.bookingId;
}

/** The guest cancels at the refund they were quoted; throws unless it answers 200. Returns the quote. */
export async function cancelAsGuest(app: FastifyInstance, bookingId: string, cookie: string) {
  const quote = (
    await app.inject({ method: 'GET', url: `/api/bookings/${bookingId}/cancellation`, headers: { cookie } })
  ).json() as { refundPaise: number };
  const res = await app.inject({
    method: 'POST',
    url: `/api/bookings/${bookingId}/cancel`,
    headers: { cookie },
    payload: { expectedRefundPaise: quote.refundPaise },
  });
  if (res.statusCode !== 200) throw new Error(`cancel: ${res.statusCode} ${res.body}`);
  return quote;
}
