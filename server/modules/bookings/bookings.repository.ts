import { and, eq, inArray, lt, type SQL } from 'drizzle-orm';
import { type Paise, paiseToRupees } from '../../../domain/money.ts';
import type { Executor, Transaction } from '../../db/client.ts';
import { viewingColumns } from '../../db/listing-visibility.ts';
import { bookings, properties } from '../../db/schema.ts';
import { endedStaySql, zoneOfListing } from '../../db/stay-clock.ts';

export type BookingRow = typeof bookings.$inferSelect;
export type NewBooking = typeof bookings.$inferInsert;
type Status = BookingRow['status'];
/** The states a booking holds its nights in, and leaves exactly once. */
export type ActiveStatus = 'pending' | 'confirmed';
export const ACTIVE: ActiveStatus[] = ['pending', 'confirmed'];
type Ending = Omit<Partial<NewBooking>, 'status'> & { status: Exclude<Status, ActiveStatus> };

/**
 * The listing a booking is being made for, its row locked until the transaction ends: a concurrent
 * change of its status, a host blocking nights or pricing them, and another booking of it wait. Claims
 * on one listing's nights take turns so that two overlapping ones are never checked by the exclusion
 * constraints at the same instant, where each would wait for the other (a deadlock, answered 500).
 */
export async function lockListingForBooking(tx: Transaction, id: string) {
  const [row] = await tx
    .select({ ...viewingColumns, houseRules: properties.houseRules })
    .from(properties)
    .where(eq(properties.id, id))
    .for('no key update');
  return row;
}
export type ListingForBooking = NonNullable<Awaited<ReturnType<typeof lockListingForBooking>>>;

/** Inserts the booking; the no-overlap constraint refuses it (23P01) when a night is taken. */
type MoneyColumns = 'nightPrices' | 'nightlyRate' | 'cleaningFee' | 'serviceFee' | 'totalAmount';
/** A booking to insert, its money in integer paise (numeric(12,2) rupees only in the table). */
export type NewStay = Omit<NewBooking, MoneyColumns> & {
  money: {
    nightPricesPaise: Paise[];
    nightlyRatePaise: Paise;
    cleaningFeePaise: Paise;
    serviceFeePaise: Paise;
    totalPaise: Paise;
  };
};

export async function insertBooking(
  tx: Transaction,
  { money, ...stay }: NewStay,
): Promise<BookingRow & { totalPaise: Paise }> {
  const [row] = await tx
    .insert(bookings)
    .values({
      ...stay,
      nightPrices: money.nightPricesPaise.map(paiseToRupees),
      nightlyRate: paiseToRupees(money.nightlyRatePaise),
      cleaningFee: paiseToRupees(money.cleaningFeePaise),
      serviceFee: paiseToRupees(money.serviceFeePaise),
      totalAmount: paiseToRupees(money.totalPaise),
    })
    .returning();
  return { ...row!, totalPaise: money.totalPaise };
}

export async function lockBooking(tx: Transaction, id: string): Promise<BookingRow | undefined> {
  const [row] = await tx.select().from(bookings).where(eq(bookings.id, id)).for('update');
  return row;
}

/** Changes a booking's other facts; its status changes only through `moveBookings`. */
export async function updateBooking(db: Executor, id: string, changes: Omit<Partial<NewBooking>, 'status'>) {
  await db
    .update(bookings)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(bookings.id, id));
}

/**
 * The one way a booking's status changes: the bookings matching `where` that are still in one of
 * the `from` states take `changes`, in a single conditional update. A racing change that committed
 * first is seen by the update (PostgreSQL checks the condition again on the newest row), so of two
 * callers only one moves a booking, and the other learns it lost and must change nothing else
 * (no refund, no mail). Returns the ids of the bookings this caller moved.
 */
export async function moveBookings(
  db: Executor,
  from: Status[],
  where: SQL | undefined,
  changes: Partial<NewBooking> & { status: Status },
): Promise<string[]> {
  const rows = await db
    .update(bookings)
    .set({ updatedAt: new Date(), ...changes })
    .where(and(inArray(bookings.status, from), where))
    .returning({ id: bookings.id });
  return rows.map((row) => row.id);
}

/** Ends booking `id` (cancelled, declined, expired, completed) if it is still in a `from` state; true if this call did. */
export async function endBooking(db: Executor, id: string, from: ActiveStatus[], ending: Ending) {
  return (await moveBookings(db, from, eq(bookings.id, id), ending)).length === 1;
}

/** Confirms booking `id` if it is still in a `from` state; true if this call did. */
export async function confirmBooking(
  db: Executor,
  id: string,
  from: Status[],
  changes: Omit<Partial<NewBooking>, 'status'> = {},
) {
  return (
    (await moveBookings(db, from, eq(bookings.id, id), { ...changes, status: 'confirmed' })).length === 1
  );
}

/** Online bookings whose hold has lapsed unpaid: expired, their nights free again. Returns their ids. */
export async function expireLapsedHolds(db: Executor, now: Date): Promise<string[]> {
  return moveBookings(
    db,
    ['pending'],
    and(eq(bookings.paymentMethod, 'razorpay'), lt(bookings.holdExpiresAt, now)),
    { status: 'expired', paymentStatus: 'failed', updatedAt: now },
  );
}

/**
 * Contact requests made before `madeBefore` and still unanswered become expired (their nights free
 * by trigger), found through bookings_request_idx. Returns their ids.
 */
export async function expireUnansweredRequests(tx: Transaction, madeBefore: Date, now: Date) {
  return moveBookings(
    tx,
    ['pending'],
    and(eq(bookings.paymentMethod, 'contact'), lt(bookings.createdAt, madeBefore)),
    { status: 'expired', updatedAt: now },
  );
}

/** Who may see this booking: its guest and its listing's owner (admins see every booking). */
export async function bookingParties(db: Executor, bookingId: string) {
  const [row] = await db
    .select({ guestId: bookings.guestId, ownerId: properties.ownerId })
    .from(bookings)
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .where(eq(bookings.id, bookingId));
  return row;
}

export async function bookingById(db: Executor, id: string): Promise<BookingRow | undefined> {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
  return row;
}

/**
 * The guest's own unpaid online holds on this listing give way to their new request (a checkout
 * cancelled and tried again, other dates chosen): expired, their nights free. A payment that still
 * arrives for one of them is settled as any late payment is.
 */
export async function releaseOwnHolds(tx: Transaction, guestId: string, propertyId: string, now: Date) {
  await moveBookings(
    tx,
    ['pending'],
    and(
      eq(bookings.guestId, guestId),
      eq(bookings.propertyId, propertyId),
      eq(bookings.paymentMethod, 'razorpay'),
    ),
    { status: 'expired', paymentStatus: 'failed', updatedAt: now },
  );
}

/**
 * Confirmed stays whose check-out date has passed where the listing is become completed.
 * Returns their ids.
 */
export async function completeEndedStays(db: Executor, now: Date): Promise<string[]> {
  return moveBookings(
    db,
    ['confirmed'],
    endedStaySql(now, bookings.checkOut, zoneOfListing(bookings.propertyId)),
    { status: 'completed', updatedAt: now },
  );
}
