import { and, desc, eq, inArray, max, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { isPublicListing } from '../../db/listing-visibility.ts';
import { properties, wishlistEntries, wishlists } from '../../db/schema.ts';

/** Whether this listing is public: approved, listed, owner not banned (the only listings a traveller can save). */
export async function isApprovedListing(db: Executor, propertyId: string): Promise<boolean> {
  const rows = await db
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.id, propertyId), isPublicListing))
    .limit(1);
  return rows.length > 0;
}

/** The user's lists, as a subquery of their ids. */
const listIdsOf = (db: Executor, userId: string) =>
  db.select({ id: wishlists.id }).from(wishlists).where(eq(wishlists.userId, userId));

/** Whether any of the user's lists holds the listing. */
export async function isSavedAnywhere(db: Executor, userId: string, propertyId: string): Promise<boolean> {
  const rows = await db
    .select({ id: wishlistEntries.propertyId })
    .from(wishlistEntries)
    .where(
      and(
        inArray(wishlistEntries.wishlistId, listIdsOf(db, userId)),
        eq(wishlistEntries.propertyId, propertyId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Saves a listing into a list; saving it again keeps the first entry and its date. */
export async function addEntry(db: Executor, wishlistId: string, propertyId: string): Promise<void> {
  await db.insert(wishlistEntries).values({ wishlistId, propertyId }).onConflictDoNothing();
}

/** Removes a listing from one list; removing one that is not there changes nothing. */
export async function removeEntry(db: Executor, wishlistId: string, propertyId: string): Promise<void> {
  await db
    .delete(wishlistEntries)
    .where(and(eq(wishlistEntries.wishlistId, wishlistId), eq(wishlistEntries.propertyId, propertyId)));
}

/** Removes a listing from every list of the user. */
export async function removeEverywhere(db: Executor, userId: string, propertyId: string): Promise<void> {
  await db
    .delete(wishlistEntries)
    .where(
      and(
        inArray(wishlistEntries.wishlistId, listIdsOf(db, userId)),
        eq(wishlistEntries.propertyId, propertyId),
      ),
    );
}

/** Ids of the listings public now in any of the user's lists (each once), newest saved first. */
export async function savedApprovedListingIds(db: Executor, userId: string): Promise<string[]> {
  const savedAt = max(wishlistEntries.createdAt);
  const rows = await db
    .select({ id: wishlistEntries.propertyId })
    .from(wishlistEntries)
    .innerJoin(wishlists, eq(wishlists.id, wishlistEntries.wishlistId))
    .innerJoin(properties, eq(properties.id, wishlistEntries.propertyId))
    .where(and(eq(wishlists.userId, userId), isPublicListing))
    .groupBy(wishlistEntries.propertyId)
    .orderBy(desc(savedAt), desc(wishlistEntries.propertyId));
  return rows.map((row) => row.id);
}

/** Ids of the listings public now in one list, newest saved first. */
export async function approvedIdsInList(db: Executor, wishlistId: string): Promise<string[]> {
  const rows = await db
    .select({ id: wishlistEntries.propertyId })
    .from(wishlistEntries)
    .innerJoin(properties, eq(properties.id, wishlistEntries.propertyId))
    .where(and(eq(wishlistEntries.wishlistId, wishlistId), isPublicListing))
    .orderBy(desc(wishlistEntries.createdAt), desc(wishlistEntries.propertyId));
  return rows.map((row) => row.id);
}

/** Marks a list changed now (a save, a removal, a new name). */
export async function touchList(db: Executor, wishlistId: string): Promise<void> {
  await db.update(wishlists).set({ updatedAt: sql`now()` }).where(eq(wishlists.id, wishlistId));
}
