import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { bookings, payments, refunds } from '../db/schema.ts';

// What tests read of bookings and their money, straight from the database.

/** What a booking and its money look like in the database now. */
export async function bookingState(db: Executor, bookingId: string) {
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  const paid = await db.select().from(payments).where(eq(payments.bookingId, bookingId));
  const back = await db.select().from(refunds).where(eq(refunds.bookingId, bookingId));
  return { booking: booking!, payments: paid, refunds: back };
}

export async function countBookings(db: Executor, propertyId: string) {
  return (await db.select({ id: bookings.id }).from(bookings).where(eq(bookings.propertyId, propertyId)))
    .length;
}

/** Bookings of a listing that hold nights (pending or confirmed). */
export async function activeBookingCount(db: Executor, propertyId: string) {
  const rows = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.propertyId, propertyId), inArray(bookings.status, ['pending', 'confirmed'])));
  return rows.length;
}
