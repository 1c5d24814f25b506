import type { BookingDetail, PaymentVerification } from '../../../domain/schemas/bookings.ts';
import { sendJson } from '../api-client.ts';

/** POST /api/payment/verify: the checkout's signed answer; the server confirms the booking. */
export function verifyPayment(response: PaymentVerification) {
  return sendJson<BookingDetail>('POST', '/api/payment/verify', response);
}
