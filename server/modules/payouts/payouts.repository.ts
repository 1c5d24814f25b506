import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { type Paise, paiseFromDatabase } from '../../../domain/money.ts';
import type { Executor, Transaction } from '../../db/client.ts';
import { bookings, invoices, payoutEvents, payouts, properties, users } from '../../db/schema.ts';

export type PayoutRow = typeof payouts.$inferSelect;
export type NewPayout = typeof payouts.$inferInsert;
export type PayoutEventRow = typeof payoutEvents.$inferSelect;

const AMOUNTS = [
  'grossPaise',
  'gstPassedPaise',
  'commissionPaise',
  'commissionGstPaise',
  'tdsPaise',
  'tcsPaise',
  'netPaise',
] as const;

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
    .orderBy(asc(payoutEvents.at), asc(payoutEvents.id));
  return rows.map((row) => ({
    ...row,
    amountPaise: row.amountPaise === null ? null : paiseFromDatabase(row.amountPaise),
  }));
}

export async function userExists(db: Executor, userId: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  return row !== undefined;
}
