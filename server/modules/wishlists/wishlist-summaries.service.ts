import { byLastUsed, lastUsedAt } from '../../../domain/rules/wishlists.ts';
import type { WishlistSummary } from '../../../domain/schemas/wishlists.ts';
import type { Executor } from '../../db/client.ts';
import { cardsByIds } from '../properties/index.ts';
import { type ListRow, listRows } from './wishlist-lists.repository.ts';

/** The user's lists (or just `wishlistId`, if theirs) as the API answers them, last used first. */
export async function summariesOf(
  db: Executor,
  userId: string,
  wishlistId?: string,
): Promise<WishlistSummary[]> {
  const rows = await listRows(db, userId, wishlistId);
  const coverIds = rows.flatMap((row) => (row.coverPropertyId ? [row.coverPropertyId] : []));
  const covers = new Map((await cardsByIds({ db }, coverIds)).map((card) => [card.id, card.photos[0]?.url]));
  return byLastUsed(rows.map((row) => summaryOf(row, covers)));
}

function summaryOf(row: ListRow, covers: Map<string, string | undefined>): WishlistSummary {
  return {
    id: row.id,
    name: row.name,
    count: row.count,
    coverPhotoUrl: (row.coverPropertyId && covers.get(row.coverPropertyId)) || null,
    lastUsedAt: lastUsedAt(row).toISOString(),
  };
}
