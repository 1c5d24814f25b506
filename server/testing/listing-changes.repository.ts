import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { properties, wishlistEntries, wishlists } from '../db/schema.ts';

// For tests only: changes to listings that no route makes yet (admin approval and
// listing deletion come with later issues), and a look at the stored entries.

export async function setListingStatus(
  db: Executor,
  propertyId: string,
  status: 'draft' | 'pending' | 'approved' | 'rejected',
) {
  await db.update(properties).set({ status }).where(eq(properties.id, propertyId));
}

/** A host's edit as the database sees it, without the wizard. */
export async function setListingTitle(db: Executor, propertyId: string, title: string) {
  await db.update(properties).set({ title }).where(eq(properties.id, propertyId));
}

export async function deleteListing(db: Executor, propertyId: string) {
  await db.delete(properties).where(eq(properties.id, propertyId));
}

export function entriesOfListing(db: Executor, propertyId: string) {
  return db.select().from(wishlistEntries).where(eq(wishlistEntries.propertyId, propertyId));
}

/** Every entry in any list of the user. */
export function entriesOfUser(db: Executor, userId: string) {
  return db
    .select({ wishlistId: wishlistEntries.wishlistId, propertyId: wishlistEntries.propertyId })
    .from(wishlistEntries)
    .innerJoin(wishlists, eq(wishlists.id, wishlistEntries.wishlistId))
    .where(eq(wishlists.userId, userId));
}
