import type { AppDeps } from '../../app-deps.ts';
import type { Transaction } from '../../db/client.ts';
import { EXCLUSION_VIOLATION, sqlState } from '../../db/db-errors.ts';
import type { AfterCommit } from '../../db/transaction.ts';
import { appUrl } from '../../http/app-url.ts';
import { guestConfirmationMail, hostNewBookingMail, paymentRefundedMail } from './booking-mail.ts';
import * as bookingRepo from './bookings.repository.ts';
import * as repo from './payments.repository.ts';
import { issueRefund } from './refunds.service.ts';
import { bookingFacts } from './trips.service.ts';

export type Settlement = 'confirmed' | 'refunded' | 'already settled';

export const LATE_PAYMENT_REFUNDED =
  'Your payment arrived after the hold on these dates ended, and they were booked meanwhile. The full amount has been refunded.';

/**
 * A captured payment of a provider order (from verify or a webhook), inside the caller's
 * transaction with the payment row locked: exactly once, the booking becomes confirmed and paid.
 * A payment for a booking that can no longer be confirmed (its hold lapsed and the nights were
 * taken, or it was cancelled) is recorded and refunded in full: never lost, never double-booked.
 */
export async function settlePayment(
  deps: AppDeps,
  tx: Transaction,
  afterCommit: AfterCommit,
  payment: repo.PaymentRow,
  providerPaymentId: string,
  now: Date,
): Promise<Settlement> {
  if (payment.status === 'paid' || payment.status === 'refunded') return 'already settled';
  await repo.markPaymentPaid(tx, payment.id, providerPaymentId, now);
  const booking = await bookingRepo.lockBooking(tx, payment.bookingId);
  if (
    booking &&
    (booking.status === 'pending' || booking.status === 'expired') &&
    (await confirm(tx, booking.id))
  ) {
    const { detail, hostEmail } = await bookingFacts(tx, booking.id);
    await deps.outbox.enqueue(tx, guestConfirmationMail(appUrl(deps.config), detail, hostEmail));
    await deps.outbox.enqueue(tx, hostNewBookingMail(appUrl(deps.config), detail, hostEmail));
    afterCommit(deps.outbox.kick);
    return 'confirmed';
  }
  const why =
    booking?.status === 'expired'
      ? 'Your payment reached us after the 15-minute hold on these dates had ended, and the nights were booked by someone else meanwhile.'
      : 'Your payment reached us after this booking had been cancelled.';
  await refundInFull(deps, tx, afterCommit, payment, why, now);
  return 'refunded';
}

/**
 * Confirms in a savepoint: an expired booking whose nights were taken meanwhile is refused by the
 * no-overlap constraint, which undoes only this step. False too if it is no longer pending or expired.
 */
async function confirm(tx: Transaction, bookingId: string): Promise<boolean> {
  try {
    return await tx.transaction((step) =>
      bookingRepo.confirmBooking(step, bookingId, ['pending', 'expired'], { paymentStatus: 'paid' }),
    );
  } catch (err) {
    if (sqlState(err) === EXCLUSION_VIOLATION) return false;
    throw err;
  }
}

async function refundInFull(
  deps: AppDeps,
  tx: Transaction,
  afterCommit: AfterCommit,
  payment: repo.PaymentRow,
  why: string,
  now: Date,
) {
  const refundId = await repo.insertRefund(
    tx,
    {
      bookingId: payment.bookingId,
      paymentId: payment.id,
      amountPaise: payment.amountPaise,
      reason: why,
    },
    now,
  );
  await bookingRepo.updateBooking(tx, payment.bookingId, { paymentStatus: 'refunded' });
  const { detail } = await bookingFacts(tx, payment.bookingId);
  const amount = detail.payments.find((p) => p.id === payment.id)?.amount ?? '0.00';
  await deps.outbox.enqueue(tx, paymentRefundedMail(appUrl(deps.config), detail, amount, why));
  afterCommit(deps.outbox.kick);
  afterCommit(() => issueRefund(deps, refundId));
}
