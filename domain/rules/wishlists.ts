/** The rules of named wishlists (decision 115), shared by the server and the heart's chooser. */

/** A list's name is 1 to 50 characters once trimmed (the database checks it too). */
export const MAX_WISHLIST_NAME = 50;

type Used = { createdAt: Date; lastSavedAt: Date | null };

/** A list was last used when it was made or when a stay was last saved into it, whichever is later. */
export function lastUsedAt({ createdAt, lastSavedAt }: Used): Date {
  return lastSavedAt && lastSavedAt > createdAt ? lastSavedAt : createdAt;
}

type Summary = { id: string; name: string; lastUsedAt: string };

/** Lists in the order people look for them: the last used first; equal times by name. */
export function byLastUsed<T extends Summary>(lists: readonly T[]): T[] {
  return [...lists].sort(
    (a, b) =>
      Date.parse(b.lastUsedAt) - Date.parse(a.lastUsedAt) ||
      a.name.localeCompare(b.name) ||
      a.id.localeCompare(b.id),
  );
}

/**
 * The list a save goes to unless the traveller picks another: the last used one. Null when there are
 * no lists yet (the chooser then asks for a name; the one-tap save makes a default list).
 */
export function preselectedWishlist<T extends Summary>(lists: readonly T[]): T | null {
  return byLastUsed(lists)[0] ?? null;
}
