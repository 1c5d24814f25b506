import { formatRupees, type Paise } from '../../../domain/money.ts';
import type { AppDeps } from '../../app-deps.ts';
import type { Transaction } from '../../db/client.ts';
import type { AfterCommit } from '../../db/transaction.ts';
import { appUrl } from '../../http/app-url.ts';
import {
  bookingFacts,
  confirmPaidBooking,
  guestConfirmationMail,
  hostNewBookingMail,
  lockBookingForChange,
} from '../bookings/index.ts';
import { issueStayInvoices } from '../invoices/index.ts';
import { createStayPayout } from '../payouts/index.ts';
import { type RefundCause, refundCapture, refundCauseOf } from './capture-refund.service.ts';
import * as repo from './payments.repository.ts';

export type { RefundCause } from './capture-refund.service.ts';

/**
 * What a capture came to: it bought the stay, it was refunded in full and why, its amount was not
 * the order's (nothing confirmed, nothing refunded: logged and recorded for a person to look at),
 * or it was settled before and the booking has changed since (cancelled after it was paid).
 */
export type Settlement =
  | { kind: 'confirmed' }
  | { kind: 'refunded'; cause: RefundCause }
  | { kind: 'amount mismatch' }
  | { kind: 'settled before' };

/** A captured payment as verify or a webhook reports it; verify knows no amount (the order's). */
export type Capture = { providerPaymentId: string; amountPaise?: Paise };

const captured = (payment: repo.PaymentRow) =>
  payment.providerPaymentId !== null && (payment.status === 'paid' || payment.status === 'refunded');

/**
 * A captured payment of a provider order (from verify or a webhook), inside the caller's
 * transaction with the order's payment row locked. Exactly once, the booking becomes confirmed and
 * paid; a payment that cannot buy the stay (the hold lapsed and the nights were taken, the booking
 * was cancelled, or the order was paid already) is recorded and refunded in full: never lost,
 * never double-booked. A repeat, in whichever order verify and webhooks come, answers the same.
 */
export async function settlePayment(
  deps: AppDeps,
  tx: Transaction,
  afterCommit: AfterCommit,
  payment: repo.PaymentRow,
  capture: Capture,
  now: Date,
): Promise<Settlement> {
  if (capture.amountPaise !== undefined && capture.amountPaise !== payment.amountPaise)
    return amountMismatch(deps, tx, payment, capture, now);
  if (captured(payment)) {
    if (payment.providerPaymentId === capture.providerPaymentId) return settledBefore(tx, payment);
    return duplicateCapture(deps, tx, afterCommit, payment, capture.providerPaymentId, now);
  }
  await repo.markPaymentPaid(tx, payment.id, capture.providerPaymentId, now);
  const booking = await lockBookingForChange(tx, payment.bookingId);
  if (
    booking &&
    (booking.status === 'pending' || booking.status === 'expired') &&
    (await confirmPaidBooking(tx, booking.id))
  ) {
    // The stay is sold: its tax invoices and the host's payout are made with the capture, or not at all.
    await issueStayInvoices(deps, tx, booking.id, now);
    await createStayPayout(deps, tx, booking.id, now);
    const { detail, hostEmail, languages } = await bookingFacts(tx, booking.id);
    const url = appUrl(deps.config);
    await deps.outbox.enqueue(tx, guestConfirmationMail(url, detail, hostEmail, languages.guest));
    await deps.outbox.enqueue(tx, hostNewBookingMail(url, detail, hostEmail, languages.host));
    afterCommit(deps.outbox.kick);
    return { kind: 'confirmed' };
  }
  const cause: RefundCause = booking?.status === 'expired' ? 'hold lapsed' : 'cancelled';
  await refundCapture(deps, tx, afterCommit, { payment, cause, now });
  return { kind: 'refunded', cause };
}

/** The same capture again: what it came to then, read from the booking as it is now. */
async function settledBefore(tx: Transaction, payment: repo.PaymentRow): Promise<Settlement> {
  const booking = await lockBookingForChange(tx, payment.bookingId);
  if (booking?.status === 'confirmed' || booking?.status === 'completed') return { kind: 'confirmed' };
  const cause = booking && refundCauseOf(booking, payment);
  return cause ? { kind: 'refunded', cause } : { kind: 'settled before' };
}

/** A second capture of an order already paid: its own payment row, refunded in full at once. */
async function duplicateCapture(
  deps: AppDeps,
  tx: Transaction,
  afterCommit: AfterCommit,
  original: repo.PaymentRow,
  providerPaymentId: string,
  now: Date,
): Promise<Settlement> {
  const known = await repo.paymentByProviderId(tx, providerPaymentId);
  if (!known) {
    const payment = await repo.insertDuplicateCapture(tx, original, providerPaymentId, now);
    await refundCapture(deps, tx, afterCommit, { payment, cause: 'duplicate', now });
  }
  return { kind: 'refunded', cause: 'duplicate' };
}

/**
 * The provider captured another amount than the order's: an anomaly for a person, not a rule to
 * guess at. Nothing is confirmed or refunded; a warning is logged and, while the order is unpaid,
 * its payment row keeps the mismatch as the failed attempt's reason (the hold lapses as usual).
 */
async function amountMismatch(
  deps: AppDeps,
  tx: Transaction,
  payment: repo.PaymentRow,
  capture: Capture,
  now: Date,
): Promise<Settlement> {
  const capturedPaise = capture.amountPaise ?? payment.amountPaise;
  deps.log.warn(
    {
      orderId: payment.providerOrderId,
      paymentId: capture.providerPaymentId,
      expectedPaise: payment.amountPaise,
      capturedPaise,
    },
    'payment amount mismatch: the capture does not confirm the booking',
  );
  const reason = `Amount mismatch: ${capture.providerPaymentId} captured ${formatRupees(capturedPaise)}; the order is for ${formatRupees(payment.amountPaise)}`;
  if (!captured(payment)) await repo.markPaymentAttemptFailed(tx, payment.id, reason, now);
  return { kind: 'amount mismatch' };
}
