import type { PropertySearchQuery } from '../../../domain/schemas/properties.ts';
import type { AppDeps } from '../../app-deps.ts';
import { decodeCursor, encodeCursor } from '../../http/search-cursor.ts';
import { listingFilterOf } from './listing-filter.service.ts';
import { searchListings } from './property-search.repository.ts';

/** A page of cards as JSON text (an array, built by PostgreSQL), and the next page's cursor. */
export type SearchPage = { cardsJson: string; nextCursor: string | null };

/** One page of approved listings matching the query, and the cursor of the next page (null on the last). */
export async function searchProperties(
  deps: Pick<AppDeps, 'db'>,
  query: PropertySearchQuery,
  now = new Date(),
): Promise<SearchPage> {
  const { sort, limit } = query;
  const filter = listingFilterOf(query, now);
  const after = query.cursor ? decodeCursor(query.cursor, sort) : undefined;
  const rows = await searchListings(deps.db, {
    filter,
    sort,
    after,
    limit: limit + 1,
  });
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    cardsJson: `[${page.map((row) => row.card).join(',')}]`,
    nextCursor: rows.length > limit && last ? encodeCursor({ sort, keys: last.keys }) : null,
  };
}
