import { and, count, desc, eq, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { PropertyStatus } from '../../../domain/schemas/properties.ts';
import type { Executor } from '../../db/client.ts';
import { bookings, destinations, properties, propertyTypes, users } from '../../db/schema.ts';
import { upcomingStaySql, zoneOfListing } from '../../db/stay-clock.ts';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const ownerName = sql<string>`trim(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, ''))`;

const rowColumns = {
  id: properties.id,
  title: properties.title,
  maxGuests: properties.maxGuests,
  bedrooms: properties.bedrooms,
  bathrooms: properties.bathrooms,
  propertyTypeName: propertyTypes.name,
  destinationName: destinations.name,
  city: properties.city,
  state: properties.state,
  basePrice: properties.basePrice,
  status: properties.status,
  isListed: properties.isListed,
  rejectionReason: properties.rejectionReason,
  hostCancellations: sql<number>`(
    select count(*)::int from ${bookings}
    where ${bookings.propertyId} = ${properties.id} and ${bookings.cancelledBy} = 'host'
  )`,
  ownerId: users.id,
  ownerFirstName: users.firstName,
  ownerName,
  ownerEmail: users.email,
  /** The language the owner reads mail in (decision 110). */
  ownerLanguage: users.language,
  ownerBanned: sql<boolean>`${users.bannedAt} is not null`,
  createdAt: properties.createdAt,
};

function rowsQuery(db: Executor, where: SQL | undefined) {
  return db
    .select(rowColumns)
    .from(properties)
    .innerJoin(users, eq(users.id, properties.ownerId))
    .leftJoin(propertyTypes, eq(propertyTypes.id, properties.propertyTypeId))
    .leftJoin(destinations, eq(destinations.id, properties.destinationId))
    .where(where);
}

/**
 * Listings for the admin's table, newest first: of `status` (without one, all but drafts), whose
 * title, city, state, owner's name or owner's email contains `q` (any case).
 */
export function adminListings(db: Executor, filter: { status?: PropertyStatus; q?: string }) {
  const pattern = filter.q ? `%${escapeLike(filter.q)}%` : null;
  return rowsQuery(
    db,
    and(
      filter.status ? eq(properties.status, filter.status) : ne(properties.status, 'draft'),
      pattern
        ? or(
            ilike(properties.title, pattern),
            ilike(properties.city, pattern),
            ilike(properties.state, pattern),
            ilike(users.email, pattern),
            sql`${ownerName} ilike ${pattern}`,
          )
        : undefined,
    ),
  ).orderBy(desc(properties.createdAt), desc(properties.id));
}

export type AdminListingRow = Awaited<ReturnType<typeof adminListings>>[number];

/** One listing as the admin's table shows it. */
export async function adminListing(db: Executor, id: string): Promise<AdminListingRow | undefined> {
  const [row] = await rowsQuery(db, eq(properties.id, id));
  return row;
}

/** How many listings there are in each status. */
export async function countsByStatus(db: Executor): Promise<Partial<Record<PropertyStatus, number>>> {
  const rows = await db
    .select({ status: properties.status, count: count() })
    .from(properties)
    .groupBy(properties.status);
  return Object.fromEntries(rows.map((row) => [row.status, row.count]));
}

/** The listing's review state, its row locked until the transaction ends (one change at a time). */
export async function lockForReview(db: Executor, id: string) {
  const [row] = await db
    .select({ id: properties.id, status: properties.status, rejectionReason: properties.rejectionReason })
    .from(properties)
    .where(eq(properties.id, id))
    .for('update');
  return row;
}

export async function setReview(
  db: Executor,
  id: string,
  review: { status: 'approved' | 'rejected'; rejectionReason: string | null },
) {
  await db
    .update(properties)
    .set({ ...review, updatedAt: sql`now()` })
    .where(eq(properties.id, id));
}

/** The listing's bookings: all of them, and those pending or confirmed still upcoming at `now`. */
export async function bookingCounts(db: Executor, propertyId: string, now: Date) {
  const [row] = await db
    .select({
      total: count(),
      upcoming: sql<number>`(count(*) filter (where ${and(
        inArray(bookings.status, ['pending', 'confirmed']),
        upcomingStaySql(now, bookings.checkOut, zoneOfListing(bookings.propertyId)),
      )}))::int`,
    })
    .from(bookings)
    .where(eq(bookings.propertyId, propertyId));
  return { total: row?.total ?? 0, upcoming: row?.upcoming ?? 0 };
}

/** Deletes the listing; its photos, amenities, badges, calendar, prices, wishlist entries and reviews go with it. */
export async function deleteListing(db: Executor, id: string): Promise<void> {
  await db.delete(properties).where(eq(properties.id, id));
}
