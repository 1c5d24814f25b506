import type { BookingStatus, PaymentStatus } from '../../../domain/schemas/bookings.ts';
import { bookingPaymentBadge } from '../../lib/payment-words.ts';
import { StatusBadge } from '../ui/status-badge.tsx';
import { bookingStatusBadge, paymentStatusLabel, paymentStatusTone } from './booking-status.ts';

/** A booking's status as a pill: confirmed green, pending yellow, anything else grey. */
export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  return <StatusBadge {...bookingStatusBadge(status)} />;
}

/** A booking's payment as a pill: paid green, pending yellow, "Not paid" once it ended unpaid, else grey. */
export function BookingPaymentBadge({
  booking,
}: {
  booking: { status: BookingStatus; paymentStatus: PaymentStatus };
}) {
  return <StatusBadge {...bookingPaymentBadge(booking)} />;
}

/** A payment status alone as a pill: paid green, pending yellow, anything else grey. */
export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  return <StatusBadge tone={paymentStatusTone(status)} label={paymentStatusLabel(status)} />;
}
