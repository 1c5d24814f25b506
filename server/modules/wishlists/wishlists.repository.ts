import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { isPublicListing } from '../../db/listing-visibility.ts';
import { properties, wishlistEntries } from '../../db/schema.ts';

/** Whether this listing is public: approved, listed, owner not banned (the only listings a traveller can save). */
export async function isApprovedListing(db: Executor, propertyId: string): Promise<boolean> {
  const rows = await db
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.id, propertyId), isPublicListing))
    .limit(1);
  return rows.length > 0;
}

/** Saves a listing; saving it again keeps the first entry and its date. */
export async function addEntry(db: Executor, userId: string, propertyId: string): Promise<void> {
  await db.insert(wishlistEntries).values({ userId, propertyId }).onConflictDoNothing();
}

/** Removes a listing from the wishlist; removing one that is not there changes nothing. */
export async function removeEntry(db: Executor, userId: string, propertyId: string): Promise<void> {
  await db
    .delete(wishlistEntries)
    .where(and(eq(wishlistEntries.userId, userId), eq(wishlistEntries.propertyId, propertyId)));
}

/** Ids of the user's saved listings that are public now, newest saved first. */
export async function savedApprovedListingIds(db: Executor, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: wishlistEntries.propertyId })
    .from(wishlistEntries)
    .innerJoin(properties, eq(properties.id, wishlistEntries.propertyId))
    .where(and(eq(wishlistEntries.userId, userId), isPublicListing))
    .orderBy(desc(wishlistEntries.createdAt), desc(wishlistEntries.propertyId));
  return rows.map((row) => row.id);
}
