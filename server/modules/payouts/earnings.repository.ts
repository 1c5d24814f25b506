import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import { paiseFromDatabase } from '../../../domain/money.ts';
import type { Executor } from '../../db/client.ts';
import { bookings, payouts, properties, users } from '../../db/schema.ts';
import { withPaise } from './payouts.repository.ts';

/** A host's payouts due within [from, to), with their stay, newest release first. */
export async function payoutsDueBetween(db: Executor, hostId: string, from: Date, to: Date) {
  const rows = await db
    .select({
      payout: payouts,
      propertyTitle: properties.title,
      checkInDate: bookings.checkIn,
      checkOutDate: bookings.checkOut,
    })
    .from(payouts)
    .innerJoin(bookings, eq(bookings.id, payouts.bookingId))
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .where(and(eq(payouts.hostId, hostId), gte(payouts.releaseAt, from), lt(payouts.releaseAt, to)))
    .orderBy(desc(payouts.releaseAt), desc(payouts.createdAt));
  return rows.map((row) => ({ ...row, payout: withPaise(row.payout) }));
}

/** When each of the host's payouts is due (what financial years they have figures in). */
export async function releaseTimesOfHost(db: Executor, hostId: string): Promise<Date[]> {
  const rows = await db
    .selectDistinct({ releaseAt: payouts.releaseAt })
    .from(payouts)
    .where(eq(payouts.hostId, hostId));
  return rows.map((row) => row.releaseAt);
}

/**
 * The nets of the host's payouts whose stays check in within [firstDay, nextFirstDay) (dates of the
 * listing's calendar): what each stay is finally worth to the host, after any refund.
 */
export async function netOfCheckInsBetween(
  db: Executor,
  hostId: string,
  firstDay: string,
  nextFirstDay: string,
) {
  const [row] = await db
    .select({ net: sql<string | number>`coalesce(sum(${payouts.netPaise}), 0)::bigint` })
    .from(payouts)
    .innerJoin(bookings, eq(bookings.id, payouts.bookingId))
    .where(
      and(eq(payouts.hostId, hostId), gte(bookings.checkIn, firstDay), lt(bookings.checkIn, nextFirstDay)),
    );
  return paiseFromDatabase(row!.net);
}

/** Who the statement is for: the host's name and PAN as given when they became an owner. */
export async function deducteeOf(db: Executor, hostId: string) {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, panNumber: users.panNumber })
    .from(users)
    .where(eq(users.id, hostId));
  return row;
}
