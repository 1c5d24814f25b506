import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Paise } from '../../../domain/money.ts';
import type { Executor, Transaction } from '../../db/client.ts';
import { bookings, payments, refunds, webhookEvents } from '../../db/schema.ts';

export type PaymentRow = typeof payments.$inferSelect;

export async function insertPayment(tx: Transaction, values: typeof payments.$inferInsert) {
  await tx.insert(payments).values(values);
}

/** The order's own payment row, not a duplicate capture of it (decision 70). */
const ownPaymentOf = (providerOrderId: string) =>
  and(eq(payments.providerOrderId, providerOrderId), isNull(payments.duplicateOf));

/** The payment of a provider order with its booking's guest, locked until the transaction ends. */
export async function lockPaymentByOrder(tx: Transaction, providerOrderId: string) {
  const [row] = await tx
    .select({ payment: payments, guestId: bookings.guestId })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .where(ownPaymentOf(providerOrderId))
    .for('update', { of: payments });
  return row;
}

/** The payment row of a provider payment id (an order's own, or a duplicate capture). */
export async function paymentByProviderId(tx: Transaction, providerPaymentId: string) {
  const [row] = await tx.select().from(payments).where(eq(payments.providerPaymentId, providerPaymentId));
  return row;
}

/** A second capture of an order `original` already paid, recorded as paid (to be refunded). */
export async function insertDuplicateCapture(
  tx: Transaction,
  original: PaymentRow,
  providerPaymentId: string,
  now: Date,
): Promise<PaymentRow> {
  const [row] = await tx
    .insert(payments)
    .values({
      bookingId: original.bookingId,
      provider: original.provider,
      providerOrderId: original.providerOrderId,
      providerPaymentId,
      amountPaise: original.amountPaise,
      currency: original.currency,
      status: 'paid',
      duplicateOf: original.id,
      paidAt: now,
    })
    .returning();
  return row!;
}

/** The latest provider order of a booking (the one its checkout pays). */
export async function latestPaymentOf(db: Executor, bookingId: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.bookingId, bookingId), isNull(payments.duplicateOf)))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return row;
}

export async function markPaymentPaid(tx: Transaction, id: string, providerPaymentId: string, now: Date) {
  await tx
    .update(payments)
    .set({ status: 'paid', providerPaymentId, paidAt: now, failureReason: null, updatedAt: now })
    .where(eq(payments.id, id));
}

/** A failed attempt: the order stays payable while the hold lasts, so nothing else changes. */
export async function markPaymentAttemptFailed(tx: Transaction, id: string, reason: string, now: Date) {
  await tx
    .update(payments)
    .set({ status: 'failed', failureReason: reason.slice(0, 500), updatedAt: now })
    .where(and(eq(payments.id, id), or(eq(payments.status, 'created'), eq(payments.status, 'failed'))));
}

/** Records a webhook event once; false when its id was recorded before (a repeated delivery). */
export async function recordEvent(
  tx: Transaction,
  event: { provider: string; eventId: string; type: string; payload: unknown },
  now: Date,
): Promise<boolean> {
  const rows = await tx
    .insert(webhookEvents)
    .values({ ...event, processedAt: now })
    .onConflictDoNothing({ target: webhookEvents.eventId })
    .returning({ id: webhookEvents.id });
  return rows.length > 0;
}

/**
 * Records money going back: a pending refund, and the payment's refunded total raised (the
 * payment's check constraint refuses refunding more than was paid). Returns the refund's id.
 */
export async function insertRefund(
  tx: Transaction,
  refund: { bookingId: string; paymentId: string; amountPaise: Paise; taxesPaise?: Paise; reason: string },
  now: Date,
): Promise<string> {
  const [row] = await tx.insert(refunds).values(refund).returning({ id: refunds.id });
  await tx
    .update(payments)
    .set({
      refundedPaise: sql`${payments.refundedPaise} + ${refund.amountPaise}`,
      status: sql`case when ${payments.refundedPaise} + ${refund.amountPaise} = ${payments.amountPaise} then 'refunded' else ${payments.status} end`,
      updatedAt: now,
    })
    .where(eq(payments.id, refund.paymentId));
  return row!.id;
}

/**
 * Claims a pending refund for one attempt at the provider: not tried yet, or last tried before
 * `staleBefore`. Undefined when another process holds it or it is settled.
 */
export async function claimRefund(db: Executor, id: string, now: Date, staleBefore: Date) {
  const [row] = await db
    .update(refunds)
    .set({ attempts: sql`${refunds.attempts} + 1`, lastAttemptAt: now })
    .where(
      and(
        eq(refunds.id, id),
        eq(refunds.status, 'pending'),
        or(isNull(refunds.lastAttemptAt), lt(refunds.lastAttemptAt, staleBefore)),
      ),
    )
    .returning();
  if (!row) return undefined;
  const [payment] = await db
    .select({ providerPaymentId: payments.providerPaymentId })
    .from(payments)
    .where(eq(payments.id, row.paymentId));
  return { ...row, providerPaymentId: payment?.providerPaymentId ?? null };
}

export async function markRefundIssued(db: Executor, id: string, providerRefundId: string, now: Date) {
  await db
    .update(refunds)
    .set({ providerRefundId, status: 'processed', processedAt: now, lastError: null })
    .where(eq(refunds.id, id));
}

export async function markRefundAttemptFailed(
  db: Executor,
  id: string,
  finalAttempt: boolean,
  error: string,
) {
  await db
    .update(refunds)
    .set({ status: finalAttempt ? 'failed' : 'pending', lastError: error.slice(0, 500) })
    .where(eq(refunds.id, id));
}

/** Pending refunds due another attempt (never tried, or last tried before `staleBefore`). */
export async function dueRefundIds(db: Executor, staleBefore: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: refunds.id })
    .from(refunds)
    .where(
      and(
        eq(refunds.status, 'pending'),
        or(isNull(refunds.lastAttemptAt), lt(refunds.lastAttemptAt, staleBefore)),
      ),
    )
    .orderBy(refunds.createdAt)
    .limit(limit);
  return rows.map((row) => row.id);
}

/** The provider's word on a refund (refund.processed / refund.failed webhooks). */
export async function settleRefundByProviderId(
  db: Executor,
  providerRefundId: string,
  status: 'processed' | 'failed',
  now: Date,
) {
  await db
    .update(refunds)
    .set({ status, processedAt: status === 'processed' ? now : null })
    .where(eq(refunds.providerRefundId, providerRefundId));
}

/** The payment of a provider order with its booking's guest (no lock). */
export async function paymentOfOrder(db: Executor, providerOrderId: string) {
  const [row] = await db
    .select({ status: payments.status, amountPaise: payments.amountPaise, guestId: bookings.guestId })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .where(ownPaymentOf(providerOrderId));
  return row;
}
