import { type SQL, sql } from 'drizzle-orm';
import type { PropertySort } from '../../../domain/schemas/properties.ts';
import type { Executor } from '../../db/client.ts';
import { cardJson } from './property-cards.repository.ts';
import { freeFor, type ListingFilter, rowConditions } from './listing-filter.repository.ts';

// Each sort: its keys (text, as the cursor carries them), the order, and the comparison with a cursor.
// The orders match the partial indexes of migration 0006 exactly, so a page is an index range scan
// however deep it is (keyset pagination, never OFFSET).
const SORTS: Record<PropertySort, { keys: SQL[]; orderBy: SQL; after: (keys: string[]) => SQL }> = {
  recommended: {
    keys: [sql`p.recommend_score::text`, sql`p.created_at::text`, sql`p.id::text`],
    orderBy: sql`p.recommend_score desc nulls last, p.created_at desc nulls last, p.id desc nulls last`,
    after: ([score, at, id]) =>
      sql`(p.recommend_score, p.created_at, p.id) < (${score}::numeric, ${at}::timestamptz, ${id}::uuid)`,
  },
  newest: {
    keys: [sql`p.created_at::text`, sql`p.id::text`],
    orderBy: sql`p.created_at desc nulls last, p.id desc nulls last`,
    after: ([at, id]) => sql`(p.created_at, p.id) < (${at}::timestamptz, ${id}::uuid)`,
  },
  price_asc: {
    keys: [sql`p.base_price::text`, sql`p.id::text`],
    orderBy: sql`p.base_price asc, p.id asc`,
    after: ([price, id]) => sql`(p.base_price, p.id) > (${price}::numeric, ${id}::uuid)`,
  },
  price_desc: {
    keys: [sql`p.base_price::text`, sql`p.id::text`],
    orderBy: sql`p.base_price desc, p.id desc`,
    after: ([price, id]) => sql`(p.base_price, p.id) < (${price}::numeric, ${id}::uuid)`,
  },
  rating: {
    keys: [sql`coalesce(p.average_rating, 0)::text`, sql`p.total_reviews::text`, sql`p.id::text`],
    orderBy: sql`coalesce(p.average_rating, 0) desc nulls last, p.total_reviews desc nulls last, p.id desc nulls last`,
    after: ([rating, reviews, id]) =>
      sql`(coalesce(p.average_rating, 0), p.total_reviews, p.id) < (${rating}::numeric, ${reviews}::int, ${id}::uuid)`,
  },
};

export type SearchRow = { keys: string[]; card: string };

/**
 * One page of matching listings in `sort` order, after the cursor's keys when given: each row its
 * sort keys and its card as JSON text, in one query (PostgreSQL builds the JSON; see cardJson).
 *
 * Two shapes. Without a location the order's index is walked and each listing checked as it comes
 * (availability last), stopping at `limit`. With a location its matches are gathered first through
 * the trigram and destination indexes, sorted, and only then checked for availability until `limit`
 * are found; walking the whole order for a place that sits late in it read 40,000 rows (bench).
 */
export async function searchListings(
  db: Executor,
  {
    filter,
    sort,
    after,
    limit,
  }: { filter: ListingFilter; sort: PropertySort; after?: string[]; limit: number },
): Promise<SearchRow[]> {
  const order = SORTS[sort];
  const where = rowConditions(filter);
  if (after) where.push(order.after(after));
  const keys = sql`array[${sql.join(order.keys, sql`, `)}]`;
  const free = filter.stay ? freeFor(filter.stay) : sql`true`;
  const query = filter.location
    ? sql`
      select p.keys, ${cardJson} as card
      from (
        select p.*, ${keys} as keys from properties p
        where ${sql.join(where, sql` and `)}
        order by ${order.orderBy}
        offset 0
      ) p
      where ${free}
      order by ${order.orderBy}
      limit ${limit}`
    : sql`
      select ${keys} as keys, ${cardJson} as card
      from properties p
      where ${sql.join([...where, free], sql` and `)}
      order by ${order.orderBy}
      limit ${limit}`;
  const result = await db.execute<SearchRow>(query);
  return result.rows.map((row) => ({ keys: row.keys, card: row.card }));
}
