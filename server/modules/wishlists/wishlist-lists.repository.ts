import { and, count, eq, max, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { isPublicListing } from '../../db/listing-visibility.ts';
import { properties, wishlistEntries, wishlists } from '../../db/schema.ts';

export type ListRow = {
  id: string;
  name: string;
  createdAt: Date;
  /** When a stay was last saved into it (any stay, shown or not); null if none is in it. */
  lastSavedAt: Date | null;
  /** Stays in it that are public now. */
  count: number;
  /** The public stay saved into it last: its photo is the list's cover. */
  coverPropertyId: string | null;
};

/** The user's lists (or the one list `wishlistId`, if it is theirs), with counts and cover stays. */
export async function listRows(db: Executor, userId: string, wishlistId?: string): Promise<ListRow[]> {
  const rows = await db
    .select({
      id: wishlists.id,
      name: wishlists.name,
      createdAt: wishlists.createdAt,
      lastSavedAt: max(wishlistEntries.createdAt),
      count: count(properties.id),
      // The newest saved public stay: entries of hidden stays have no joined property.
      coverPropertyId: sql<
        string | null
      >`(array_agg(${properties.id} order by ${wishlistEntries.createdAt} desc, ${properties.id} desc) filter (where ${properties.id} is not null))[1]`,
    })
    .from(wishlists)
    .leftJoin(wishlistEntries, eq(wishlistEntries.wishlistId, wishlists.id))
    .leftJoin(properties, and(eq(properties.id, wishlistEntries.propertyId), isPublicListing))
    .where(and(eq(wishlists.userId, userId), wishlistId ? eq(wishlists.id, wishlistId) : undefined))
    .groupBy(wishlists.id);
  return rows.map((row) => ({ ...row, lastSavedAt: row.lastSavedAt ? new Date(row.lastSavedAt) : null }));
}

/** Whether the list exists and is the user's; locks it for the rest of the transaction. */
export async function ownsList(db: Executor, userId: string, wishlistId: string): Promise<boolean> {
  const rows = await db
    .select({ id: wishlists.id })
    .from(wishlists)
    .where(and(eq(wishlists.id, wishlistId), eq(wishlists.userId, userId)))
    .for('update');
  return rows.length > 0;
}

export async function insertList(db: Executor, userId: string, name: string): Promise<string> {
  const [row] = await db.insert(wishlists).values({ userId, name }).returning({ id: wishlists.id });
  return row!.id;
}

/** Renames the user's list; false when there is no such list of theirs. */
export async function renameList(db: Executor, userId: string, wishlistId: string, name: string) {
  const rows = await db
    .update(wishlists)
    .set({ name, updatedAt: sql`now()` })
    .where(and(eq(wishlists.id, wishlistId), eq(wishlists.userId, userId)))
    .returning({ id: wishlists.id });
  return rows.length > 0;
}

/** Deletes the user's list and (by the foreign key) its entries; false when there is no such list of theirs. */
export async function deleteList(db: Executor, userId: string, wishlistId: string) {
  const rows = await db
    .delete(wishlists)
    .where(and(eq(wishlists.id, wishlistId), eq(wishlists.userId, userId)))
    .returning({ id: wishlists.id });
  return rows.length > 0;
}
