import { stayTotalOf } from '../../../domain/rules/stay-total.ts';
import type { PropertySearchQuery } from '../../../domain/schemas/properties.ts';
import type { AppDeps } from '../../app-deps.ts';
import { decodeCursor, encodeCursor } from '../../http/search-cursor.ts';
import { listingFilterOf } from './listing-filter.service.ts';
import { type SearchRow, searchListings } from './property-search.repository.ts';
import { matchedPlace } from './search-places.repository.ts';
import { stayPricingOf } from './stay-totals.repository.ts';

/**
 * A page of cards as JSON text (an array, built by PostgreSQL), the next page's cursor, and on the
 * first page of a search by place the place it found (null otherwise).
 */
export type SearchPage = { cardsJson: string; nextCursor: string | null; matchedPlace: string | null };

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
  const cards = filter.stay ? await withStayTotals(deps, page, filter.stay) : page.map((row) => row.card);
  return {
    cardsJson: `[${cards.join(',')}]`,
    nextCursor: rows.length > limit && last ? encodeCursor({ sort, keys: last.keys }) : null,
    matchedPlace: filter.location && !after ? await matchedPlace(deps.db, filter.location) : null,
  };
}

/**
 * Each card with `stayTotal`: what the stay searched for would cost there, priced by the quote's own
 * rule (domain/rules/stay-total.ts), the page's listings in one query. The card stays JSON text.
 */
async function withStayTotals(
  deps: Pick<AppDeps, 'db'>,
  rows: SearchRow[],
  stay: { checkIn: string; checkOut: string },
): Promise<string[]> {
  const pricing = new Map(
    (
      await stayPricingOf(
        deps.db,
        rows.map((row) => row.id),
        stay,
      )
    ).map((listing) => [listing.id, listing]),
  );
  return rows.map((row) => {
    const listing = pricing.get(row.id);
    const total = listing ? stayTotalOf(listing, new Map(Object.entries(listing.overrides)), stay) : null;
    // The card's object closes with its last `}`: the total goes in just before it.
    return `${row.card.slice(0, -1)}, "stayTotal" : ${JSON.stringify(total)}}`;
  });
}
