import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Razorpay's checkout signature: hex HMAC-SHA256 of `order_id|payment_id` with the key secret.
 * The order id is the one the server stored, never one taken from the client alone.
 */
export function paymentSignature(keySecret: string, orderId: string, paymentId: string): string {
  return createHmac('sha256', keySecret).update(`${orderId}|${paymentId}`).digest('hex');
}

/** Razorpay's webhook signature: hex HMAC-SHA256 of the raw body with the webhook secret. */
export function webhookSignature(webhookSecret: string, rawBody: string | Buffer): string {
  return createHmac('sha256', webhookSecret).update(rawBody).digest('hex');
}

/** Compares in constant time (for equal lengths; a length mismatch is no match). */
export function signaturesMatch(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}
