import { count, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bookings, properties, propertyDrafts } from '../../db/schema.ts';
import { upcomingStaySql, zoneOfListing } from '../../db/stay-clock.ts';

/** How many of the owner's listings are in each status. */
export function listingCountsByStatus(db: Executor, ownerId: string) {
  return db
    .select({ status: properties.status, count: count() })
    .from(properties)
    .where(eq(properties.ownerId, ownerId))
    .groupBy(properties.status);
}

export async function hasDraftInProgress(db: Executor, ownerId: string): Promise<boolean> {
  return (await db.$count(propertyDrafts, eq(propertyDrafts.ownerId, ownerId))) > 0;
}

const ownedBy = (ownerId: string) =>
  inArray(
    bookings.propertyId,
    sql`(select ${properties.id} from ${properties} where ${properties.ownerId} = ${ownerId})`,
  );

/**
 * What the owner dashboard counts on the owner's listings, read from the bookings table
 * (schema/bookings.ts):
 * - upcoming reservations: status `confirmed` (a contact request the host accepted, or an online
 *   booking paid) with check-out today or later where the listing is (domain/rules/stay-clock.ts); the completion sweep turns a confirmed stay
 *   `completed` only once its check-out date has passed.
 * - pending requests: status `pending` with payment method `contact`: a request waiting for the
 *   host (a `pending` online booking is a guest's payment hold, not the host's to answer).
 * (The earnings figure is the payouts', read through the payouts module: decision 95.)
 */
export async function bookingCounts(db: Executor, ownerId: string, now: Date) {
  const [row] = await db
    .select({
      upcoming: sql<number>`(count(*) filter (where ${bookings.status} = 'confirmed' and ${upcomingStaySql(now, bookings.checkOut, zoneOfListing(bookings.propertyId))}))::int`,
      pendingRequests: sql<number>`(count(*) filter (where ${bookings.status} = 'pending' and ${bookings.paymentMethod} = 'contact'))::int`,
    })
    .from(bookings)
    .where(ownedBy(ownerId));
  return row!;
}
