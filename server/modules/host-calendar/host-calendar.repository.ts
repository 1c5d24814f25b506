import { and, asc, eq, gt, inArray, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { blockedDates, bookings, properties } from '../../db/schema.ts';

/**
 * What the calendar needs of a listing, when this owner owns it. `lock` holds the row until the
 * transaction ends, as a booking being placed does (bookings.repository.ts lockListingForBooking).
 */
export async function ownedListing(db: Executor, id: string, ownerId: string, lock = false) {
  const query = db
    .select({
      id: properties.id,
      title: properties.title,
      timeZone: properties.timeZone,
      basePrice: properties.basePrice,
      calendarToken: properties.calendarToken,
    })
    .from(properties)
    .where(and(eq(properties.id, id), eq(properties.ownerId, ownerId)));
  const [row] = await (lock ? query.for('no key update') : query);
  return row;
}
export type OwnedListing = NonNullable<Awaited<ReturnType<typeof ownedListing>>>;

/** Bookings that hold or held nights: a request or payment in progress, a stay booked or done. */
const CALENDAR_STATUSES = ['pending', 'confirmed', 'completed'] as const;

/**
 * The bookings (pending, confirmed, completed) and the blocks (the host's, and those of calendar
 * feeds: importId set) with a night in [from, to), each half-open, soonest first.
 */
export async function claimsBetween(db: Executor, propertyId: string, from: string, to: string) {
  const [stays, blocks] = await Promise.all([
    db
      .select({ id: bookings.id, start: bookings.checkIn, end: bookings.checkOut, status: bookings.status })
      .from(bookings)
      .where(
        and(
          eq(bookings.propertyId, propertyId),
          inArray(bookings.status, [...CALENDAR_STATUSES]),
          lt(bookings.checkIn, to),
          gt(bookings.checkOut, from),
        ),
      )
      .orderBy(asc(bookings.checkIn), asc(bookings.id)),
    db
      .select({
        id: blockedDates.id,
        start: blockedDates.startDate,
        end: blockedDates.endDate,
        reason: blockedDates.reason,
        // An imported block's reason is its feed's name.
        importId: blockedDates.importId,
      })
      .from(blockedDates)
      .where(
        and(
          eq(blockedDates.propertyId, propertyId),
          lt(blockedDates.startDate, to),
          gt(blockedDates.endDate, from),
        ),
      )
      .orderBy(asc(blockedDates.startDate), asc(blockedDates.id)),
  ]);
  return { stays, blocks };
}
export type Claims = Awaited<ReturnType<typeof claimsBetween>>;
