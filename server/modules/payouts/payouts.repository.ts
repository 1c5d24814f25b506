import { and, asc, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { type Paise, paiseFromDatabase } from '../../../domain/money.ts';
import { PAYOUT_AMOUNT_KEYS, type PayoutSplit } from '../../../domain/rules/payouts/payout-split.ts';
import type { Executor, Transaction } from '../../db/client.ts';
import { bookings, invoices, payments, payoutEvents, payouts, properties, users } from '../../db/schema.ts';

export type PayoutRow = typeof payouts.$inferSelect;
export type NewPayout = typeof payouts.$inferInsert;
export type PayoutEventRow = typeof payoutEvents.$inferSelect;

const AMOUNTS = PAYOUT_AMOUNT_KEYS;

/** bigint columns come back as strings from some drivers: read them into paise once. */
export const withPaise = <T extends Pick<PayoutRow, (typeof AMOUNTS)[number]>>(row: T): T => {
  const read = { ...row };
  for (const key of AMOUNTS) read[key] = paiseFromDatabase(row[key]) as T[typeof key];
  return read;
};

/** What a payout is computed from: the booking's stay, taxes, listing's clock and host. */
export async function bookingToPay(db: Executor, bookingId: string) {
  const [row] = await db
    .select({
      checkIn: bookings.checkIn,
      nightPrices: bookings.nightPrices,
      cleaningFee: bookings.cleaningFee,
      taxes: bookings.taxes,
      hostId: properties.ownerId,
      checkInTime: properties.checkInTime,
      timeZone: properties.timeZone,
    })
    .from(bookings)
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .where(eq(bookings.id, bookingId));
  return row;
}

/** Whether the booking's accommodation invoice was issued by Basera under section 9(5); undefined without one. */
export async function accommodationSection95(db: Executor, bookingId: string) {
  const [row] = await db
    .select({ section95: invoices.section95 })
    .from(invoices)
    .where(
      and(
        eq(invoices.bookingId, bookingId),
        eq(invoices.kind, 'invoice'),
        eq(invoices.supply, 'accommodation'),
      ),
    );
  return row?.section95;
}

export async function insertPayout(tx: Transaction, payout: NewPayout): Promise<PayoutRow> {
  const [row] = await tx.insert(payouts).values(payout).returning();
  return withPaise(row!);
}

export async function insertPayoutEvent(
  tx: Transaction,
  event: {
    payoutId: string;
    kind: string;
    amountPaise?: Paise;
    detail?: string;
    providerEventId?: string;
    /** The payout's amounts after the event, on those that set them (decision 94). */
    split?: PayoutSplit;
    at: Date;
  },
): Promise<boolean> {
  const rows = await tx
    .insert(payoutEvents)
    .values(event)
    .onConflictDoNothing()
    .returning({ id: payoutEvents.id });
  return rows.length > 0;
}

/** A host's payouts with their stay, newest check-in first. */
export async function payoutsOfHost(db: Executor, hostId: string) {
  const rows = await db
    .select({
      payout: payouts,
      propertyTitle: properties.title,
      checkInDate: bookings.checkIn,
    })
    .from(payouts)
    .innerJoin(bookings, eq(bookings.id, payouts.bookingId))
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .where(eq(payouts.hostId, hostId))
    .orderBy(desc(bookings.checkIn), desc(payouts.createdAt));
  return rows.map((row) => ({ ...row, payout: withPaise(row.payout) }));
}

/** The events of these payouts, oldest first. */
export async function eventsOfPayouts(db: Executor, payoutIds: string[]): Promise<PayoutEventRow[]> {
  if (payoutIds.length === 0) return [];
  const rows = await db
    .select()
    .from(payoutEvents)
    .where(inArray(payoutEvents.payoutId, payoutIds))
    .orderBy(asc(payoutEvents.seq));
  return rows.map((row) => ({
    ...row,
    amountPaise: row.amountPaise === null ? null : paiseFromDatabase(row.amountPaise),
  }));
}

export async function userExists(db: Executor, userId: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  return row !== undefined;
}

/** Held payouts whose release time has come, oldest first. */
export async function duePayoutIds(db: Executor, now: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: payouts.id })
    .from(payouts)
    .where(and(eq(payouts.status, 'on_hold'), lte(payouts.releaseAt, now)))
    .orderBy(asc(payouts.releaseAt))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Takes a due held payout for release (one caller wins); undefined when it is not due or taken. */
export async function claimForRelease(tx: Transaction, id: string, now: Date) {
  const [row] = await tx
    .update(payouts)
    .set({ status: 'released', transferId: null, updatedAt: now })
    .where(and(eq(payouts.id, id), eq(payouts.status, 'on_hold'), lte(payouts.releaseAt, now)))
    .returning();
  return row && withPaise(row);
}

export async function setPayoutStatus(tx: Executor, id: string, status: PayoutRow['status'], now: Date) {
  await tx.update(payouts).set({ status, updatedAt: now }).where(eq(payouts.id, id));
}

/** The transfer made for a released payout (a webhook may have named it first: the first stays). */
export async function recordTransferId(db: Executor, id: string, transferId: string, now: Date) {
  await db
    .update(payouts)
    .set({ transferId: sql`coalesce(${payouts.transferId}, ${transferId})`, updatedAt: now })
    .where(eq(payouts.id, id));
}

/** The gateway's id of the payment the stay was paid with (not a refunded second capture). */
export async function capturedPaymentOf(db: Executor, bookingId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ providerPaymentId: payments.providerPaymentId })
    .from(payments)
    .where(
      and(
        eq(payments.bookingId, bookingId),
        inArray(payments.status, ['paid', 'refunded']),
        isNull(payments.duplicateOf),
      ),
    );
  return row?.providerPaymentId ?? undefined;
}

/** How often a payout was released (the transfer's attempt number, its idempotency key's part). */
export async function releaseCount(db: Executor, payoutId: string): Promise<number> {
  return db.$count(payoutEvents, and(eq(payoutEvents.payoutId, payoutId), eq(payoutEvents.kind, 'released')));
}

/** The payout a Route webhook is about, locked: by its transfer, else by the payout id in its notes. */
export async function lockPayoutOfTransfer(
  tx: Transaction,
  transferId: string,
  payoutId: string | undefined,
) {
  const byTransfer = await tx.select().from(payouts).where(eq(payouts.transferId, transferId)).for('update');
  const [row] = byTransfer.length
    ? byTransfer
    : payoutId
      ? await tx.select().from(payouts).where(eq(payouts.id, payoutId)).for('update')
      : [];
  return row && withPaise(row);
}

/** A host's payouts that wait for a (working) account, back on hold: released once due. */
export async function requeueHostPayouts(tx: Transaction, hostId: string, now: Date) {
  return tx
    .update(payouts)
    .set({ status: 'on_hold', transferId: null, updatedAt: now })
    .where(and(eq(payouts.hostId, hostId), inArray(payouts.status, ['awaiting_account', 'failed'])))
    .returning({ id: payouts.id, status: payouts.status });
}

export async function hostOfPayout(db: Executor, hostId: string) {
  const [row] = await db
    .select({ email: users.email, firstName: users.firstName, language: users.language })
    .from(users)
    .where(eq(users.id, hostId));
  return row;
}

/** A booking's payout, locked for a refund to change it. */
export async function lockPayoutOfBooking(tx: Transaction, bookingId: string) {
  const [row] = await tx.select().from(payouts).where(eq(payouts.bookingId, bookingId)).for('update');
  return row && withPaise(row);
}

/** The payout's amounts and status after a refund (the CHECK holds the identity). */
export async function changePayout(
  tx: Transaction,
  id: string,
  change: Pick<NewPayout, (typeof AMOUNTS)[number] | 'status'>,
  now: Date,
) {
  await tx
    .update(payouts)
    .set({ ...change, updatedAt: now })
    .where(eq(payouts.id, id));
}
