import { QUERY_FIELDS, stayDatesRefusal } from '../../../domain/rules/stay-checks.ts';
import { INDIA_TIME_ZONE, listingToday } from '../../../domain/rules/stay-clock.ts';
import type { PropertySearchQuery } from '../../../domain/schemas/properties.ts';
import type { AppDeps } from '../../app-deps.ts';
import { badRequest } from '../../http/http-error.ts';
import { decodeCursor, encodeCursor } from '../../http/search-cursor.ts';
import { searchListings } from './property-search.repository.ts';

/** A page of cards as JSON text (an array, built by PostgreSQL), and the next page's cursor. */
export type SearchPage = { cardsJson: string; nextCursor: string | null };

/** One page of approved listings matching the query, and the cursor of the next page (null on the last). */
export async function searchProperties(
  deps: Pick<AppDeps, 'db'>,
  query: PropertySearchQuery,
  now = new Date(),
): Promise<SearchPage> {
  const { checkIn, checkOut, sort, limit } = query;
  if (checkIn && checkOut) {
    // Search spans many listings: its dates are checked against today in India, where they are.
    const refusal = stayDatesRefusal({ checkIn, checkOut }, listingToday(INDIA_TIME_ZONE, now), QUERY_FIELDS);
    if (refusal) throw badRequest(refusal.message);
  }
  const after = query.cursor ? decodeCursor(query.cursor, sort) : undefined;
  const rows = await searchListings(deps.db, {
    filter: {
      location: query.location || undefined,
      stay: checkIn && checkOut ? { checkIn, checkOut } : undefined,
      guests: query.guests,
      minPrice: query.minPrice,
      maxPrice: query.maxPrice,
      propertyTypeId: query.propertyTypeId,
      amenityIds: query.amenityIds,
    },
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
