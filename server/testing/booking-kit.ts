import { randomUUID } from 'node:crypto';
import { webhookSignature } from '../integrations/payments/razorpay-signature.ts';

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
