import { m } from '#i18n/messages.js';
import type { BookingStatus, PaymentStatus } from '../../../domain/schemas/bookings.ts';
import type { BadgeTone } from '../ui/status-badge.tsx';

// A booking's status and its payment's in words and colour (traveller §4), the same on trips,
// receipts and the owner's pages. The host's reservations word a waiting request and the payment
// from the host's side (host/reservations/reservation-labels.ts) and fall back on these.

const bookingStatusWords: Record<BookingStatus, string> = {
  pending: m.booking_status_pending(),
  confirmed: m.booking_status_confirmed(),
  cancelled: m.booking_status_cancelled(),
  completed: m.booking_status_completed(),
  expired: m.booking_status_expired(),
  declined: m.booking_status_declined(),
};

const paymentStatusWords: Record<PaymentStatus, string> = {
  pending: m.booking_payment_status_pending(),
  paid: m.booking_payment_status_paid(),
  failed: m.booking_payment_status_failed(),
  refunded: m.booking_payment_status_refunded(),
  partially_refunded: m.booking_payment_status_partially_refunded(),
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
