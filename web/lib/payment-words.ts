import { m } from '#i18n/messages.js';
import type { BookingStatus, PaymentStatus } from '../../domain/schemas/bookings.ts';

// The one vocabulary for money on the traveller's screens (issue 29): the trip card, the receipt,
// the confirmation page and /payments say the same word for the same state. Green: money moved;
// yellow: money still expected; grey: anything else.

export type MoneyTone = 'green' | 'yellow' | 'grey';
export type MoneyBadge = { label: string; tone: MoneyTone };

const bookingPaymentWords: Record<PaymentStatus, () => string> = {
  pending: m.booking_payment_status_pending,
  paid: m.booking_payment_status_paid,
  failed: m.booking_payment_status_failed,
  refunded: m.booking_payment_status_refunded,
  partially_refunded: m.booking_payment_status_partially_refunded,
};

/** A payment's (or a refund's) status as the server stores it, beyond a booking's own: created, processed. */
const recordWords: Record<string, () => string> = {
  ...bookingPaymentWords,
  created: m.booking_payment_status_pending,
};

const refundWords: Record<string, () => string> = {
  pending: m.booking_refund_status_pending,
  processed: m.booking_refund_status_processed,
  failed: m.booking_refund_status_failed,
};

/** An unknown status as the server wrote it, readable: "on_hold" -> "On hold". */
function asWritten(status: string): string {
  const words = status.replaceAll('_', ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : '';
}

const wordOf = (words: Record<string, () => string>, status: string) =>
  Object.hasOwn(words, status) ? words[status]!() : asWritten(status);

/** "Payment pending", "Paid", "Partially refunded", …: a booking's payment status in words. */
export const paymentStatusLabel = (status: PaymentStatus): string => wordOf(bookingPaymentWords, status);

/** Paid green, pending yellow, anything else grey. */
export function paymentStatusTone(status: PaymentStatus): MoneyTone {
  return status === 'paid' ? 'green' : status === 'pending' ? 'yellow' : 'grey';
}

/** A stay that never went ahead (cancelled, lapsed, declined): nothing is still due on it. */
const endedStatuses: ReadonlySet<BookingStatus> = new Set(['cancelled', 'expired', 'declined']);

/**
 * A booking's payment badge: "Payment pending" (yellow) while money is expected, but a stay that
 * ended unpaid is "Not paid" (grey), never still pending.
 */
export function bookingPaymentBadge(booking: {
  status: BookingStatus;
  paymentStatus: PaymentStatus;
}): MoneyBadge {
  if (endedStatuses.has(booking.status) && booking.paymentStatus === 'pending')
    return { label: m.booking_payment_status_not_paid(), tone: 'grey' };
  return { label: paymentStatusLabel(booking.paymentStatus), tone: paymentStatusTone(booking.paymentStatus) };
}

/** A refund's status: "Refund pending" yellow, "Refunded" green, "Refund failed, being retried" grey. */
export function refundBadge(status: string): MoneyBadge {
  const tone: MoneyTone = status === 'processed' ? 'green' : status === 'pending' ? 'yellow' : 'grey';
  return { label: wordOf(refundWords, status), tone };
}

/** A line on /payments: a payment in the booking's words, a refund in the refund's. */
export function moneyRecordBadge(entry: { kind: 'payment' | 'refund'; status: string }): MoneyBadge {
  if (entry.kind === 'refund') return refundBadge(entry.status);
  const tone: MoneyTone = entry.status === 'paid' ? 'green' : entry.status === 'created' ? 'yellow' : 'grey';
  return { label: wordOf(recordWords, entry.status), tone };
}
