import type { BookingStatus, PaymentStatus } from '../../../domain/schemas/bookings.ts';
import type { BadgeTone } from '../ui/status-badge.tsx';

// A booking's status and its payment's in words and colour (traveller §4), the same on trips,
// receipts and the owner's pages. The host's reservations word a waiting request and the payment
// from the host's side (host/reservations/reservation-labels.ts) and fall back on these.

const bookingStatusWords: Record<BookingStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  cancelled: 'Cancelled',
  completed: 'Completed',
  expired: 'Expired',
  declined: 'Declined',
};

const paymentStatusWords: Record<PaymentStatus, string> = {
  pending: 'Payment pending',
  paid: 'Paid',
  failed: 'Payment failed',
  refunded: 'Refunded',
  partially_refunded: 'Partially refunded',
};

/** "Confirmed", "Cancelled", …; a status this app does not know reads as the server wrote it. */
export const bookingStatusLabel = (status: BookingStatus) => bookingStatusWords[status] ?? status;

/** Confirmed green, pending yellow, anything else grey. */
export function bookingStatusTone(status: BookingStatus): BadgeTone {
  return status === 'confirmed' ? 'green' : status === 'pending' ? 'yellow' : 'grey';
}

export const bookingStatusBadge = (status: BookingStatus) => ({
  label: bookingStatusLabel(status),
  tone: bookingStatusTone(status),
});

/** "Payment pending", "Paid", "Partially refunded", …. */
export const paymentStatusLabel = (status: PaymentStatus) => paymentStatusWords[status] ?? status;

/** Paid green, pending yellow, anything else grey. */
export function paymentStatusTone(status: PaymentStatus): BadgeTone {
  return status === 'paid' ? 'green' : status === 'pending' ? 'yellow' : 'grey';
}
