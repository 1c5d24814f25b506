import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bookings, properties, propertyPhotos, users } from '../../db/schema.ts';
import { upcomingStaySql, zoneOfListing } from '../../db/stay-clock.ts';

/** The owner's listings, newest first, each with its photos (the cover first, then in order). */
export async function listingsOfOwner(db: Executor, ownerId: string) {
  const rows = await db
    .select()
    .from(properties)
    .where(eq(properties.ownerId, ownerId))
    .orderBy(desc(properties.createdAt), desc(properties.id));
  if (rows.length === 0) return [];
  const photos = await db
    .select({
      propertyId: propertyPhotos.propertyId,
      url: propertyPhotos.url,
      isMainPhoto: propertyPhotos.isMainPhoto,
    })
    .from(propertyPhotos)
    .where(
      inArray(
        propertyPhotos.propertyId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(desc(propertyPhotos.isMainPhoto), asc(propertyPhotos.sortOrder), asc(propertyPhotos.id));
  return rows.map((row) => ({
    ...row,
    photos: photos
      .filter((photo) => photo.propertyId === row.id)
      .map(({ url, isMainPhoto }) => ({ url, isMainPhoto })),
  }));
}

/** The listing when this owner owns it. */
export async function ownersListing(db: Executor, id: string, ownerId: string) {
  const [row] = await db
    .select()
    .from(properties)
    .where(and(eq(properties.id, id), eq(properties.ownerId, ownerId)));
  return row;
}

/** Any owner's listing (for an admin's edit). */
export async function listingById(db: Executor, id: string) {
  const [row] = await db.select().from(properties).where(eq(properties.id, id));
  return row;
}

/** Pending and confirmed upcoming bookings of the listing (domain/rules/stay-clock.ts), soonest first. */
export function upcomingBookings(db: Executor, propertyId: string, now: Date) {
  return db
    .select({
      id: bookings.id,
      firstName: users.firstName,
      lastName: users.lastName,
      checkIn: bookings.checkIn,
      checkOut: bookings.checkOut,
      guests: sql<number>`(${bookings.adults} + ${bookings.children})::int`,
      totalAmount: bookings.totalAmount,
      status: bookings.status,
      paymentStatus: bookings.paymentStatus,
    })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.guestId))
    .where(
      and(
        eq(bookings.propertyId, propertyId),
        inArray(bookings.status, ['pending', 'confirmed']),
        upcomingStaySql(now, bookings.checkOut, zoneOfListing(bookings.propertyId)),
      ),
    )
    .orderBy(asc(bookings.checkIn), asc(bookings.id));
}

/** Lists or unlists the owner's listing; undefined when it is not theirs. */
export async function setListed(db: Executor, id: string, ownerId: string, isListed: boolean) {
  const [row] = await db
    .update(properties)
    .set({ isListed, updatedAt: sql`now()` })
    .where(and(eq(properties.id, id), eq(properties.ownerId, ownerId)))
    .returning({ id: properties.id, status: properties.status, isListed: properties.isListed });
  return row;
}
