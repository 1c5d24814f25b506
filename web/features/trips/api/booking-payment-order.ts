import type { PaymentOrder } from '../../../../domain/schemas/bookings.ts';
import { getJson } from '../../../lib/api-client.ts';

/**
 * GET /api/bookings/{id}/payment-order: the same Razorpay order again for a pending online booking
 * whose hold lasts (Complete payment); 409 with the reason once it cannot be paid.
 */
export function fetchBookingPaymentOrder(bookingId: string) {
  return getJson<PaymentOrder>(`/api/bookings/${encodeURIComponent(bookingId)}/payment-order`);
}
