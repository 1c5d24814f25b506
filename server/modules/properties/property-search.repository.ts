import { type SQL, sql } from 'drizzle-orm';
import type { PropertySort } from '../../../domain/schemas/properties.ts';
import type { Executor } from '../../db/client.ts';
import { freeFor, inBox, type ListingFilter, rowConditions } from './listing-filter.repository.ts';
import { cardJson } from './property-cards.repository.ts';

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

export type SearchRow = { id: string; keys: string[]; card: string };

/** How many listings in the sort order a box search reads before it gathers the box's instead. */
export const BOX_WALK_BUDGET = 2000;

/**
 * One page of matching listings in `sort` order, after the cursor's keys when given: each row its
 * sort keys and its card as JSON text, in one query (PostgreSQL builds the JSON; see cardJson).
 *
 * Shapes. Without a location or a box the order's index is walked and each listing checked as it
 * comes (availability last), stopping at `limit`. With a location its matches are gathered first
 * through the trigram and destination indexes, sorted, and only then checked for availability until
 * `limit` are found; walking the whole order for a place that sits late in it read 40,000 rows
 * (bench). A box alone is either: PostgreSQL estimates every box to hold 0.1% of the listings (it
 * keeps no statistics of points), so it would gather all of India through the GiST index and sort it
 * (200 ms at 50,000 listings). So the order is walked first for BOX_WALK_BUDGET listings, the box
 * checked on each; a box that fills the page there (most of a country) is answered by that walk,
 * and one that does not (a city) is gathered through the GiST index (decision 105).
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
  const keys = sql`array[${sql.join(order.keys, sql`, `)}]`;
  const free = filter.stay ? freeFor(filter.stay) : sql`true`;
  const conditions = (f: ListingFilter) => {
    const where = rowConditions(f);
    if (after) where.push(order.after(after));
    return sql.join(where, sql` and `);
  };
  // Matches gathered through an index (trigram, destination, GiST), sorted, then checked for dates.
  // The keys are text made after the sort, for the page only (timestamptz to text is not cheap).
  const gathered = () => sql`
    select p.id, ${keys} as keys, ${cardJson} as card
    from (
      select p.* from properties p
      where ${conditions(filter)}
      order by ${order.orderBy}
      offset 0
    ) p
    where ${free}
    order by ${order.orderBy}
    limit ${limit}`;
  const run = async (query: SQL) => {
    const result = await db.execute<SearchRow>(query);
    return result.rows.map((row) => ({ id: row.id, keys: row.keys, card: row.card }));
  };

  if (filter.location) return run(gathered());
  if (filter.box) {
    // The first BOX_WALK_BUDGET listings of the order (the box left out of the inner query, so the
    // planner walks the order's index), then the box and the dates on each, in order, until `limit`.
    const walked = await run(sql`
      select p.id, ${keys} as keys, ${cardJson} as card
      from (
        select p.* from properties p
        where ${conditions({ ...filter, box: undefined })}
        order by ${order.orderBy}
        limit ${BOX_WALK_BUDGET}
      ) p
      where ${inBox(filter.box)} and ${free}
      order by ${order.orderBy}
      limit ${limit}`);
    return walked.length === limit ? walked : run(gathered());
  }
  return run(sql`
    select p.id, ${keys} as keys, ${cardJson} as card
    from properties p
    where ${conditions(filter)} and ${free}
    order by ${order.orderBy}
    limit ${limit}`);
}
