import { m } from '#i18n/messages.js';
import type { BookingStatus } from '../../../domain/schemas/bookings.ts';
import type { BadgeTone } from '../ui/status-badge.tsx';

// A booking's status in words and colour (traveller §4), the same on trips, receipts and the
// owner's pages; its payment's words are lib/payment-words.ts. The host's reservations word a
// waiting request and the payment from the host's side (host/reservations/reservation-labels.ts)
// and fall back on these.

const bookingStatusWords: Record<BookingStatus, string> = {
  pending: m.booking_status_pending(),
  confirmed: m.booking_status_confirmed(),
  cancelled: m.booking_status_cancelled(),
  completed: m.booking_status_completed(),
  expired: m.booking_status_expired(),
  declined: m.booking_status_declined(),
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

// A payment's words and colour live with the rest of the money vocabulary (lib/payment-words.ts).
export { paymentStatusLabel, paymentStatusTone } from '../../lib/payment-words.ts';
