import { type SQL, sql } from 'drizzle-orm';
import type { PropertySort } from '../../../domain/schemas/properties.ts';
import type { Executor } from '../../db/client.ts';
import { cardJson } from './property-cards.repository.ts';

/** What a search filters on; every part optional. Prices in rupees per night, inclusive. */
export type ListingFilter = {
  location?: string;
  stay?: { checkIn: string; checkOut: string };
  guests?: number;
  minPrice?: number;
  maxPrice?: number;
  propertyTypeId?: string;
  amenityIds?: string[];
};

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

/** Conditions on the listing row itself: cheap, checked while walking the sort order. */
function rowConditions(filter: ListingFilter): SQL[] {
  // Public listings only: approved, listed (the partial indexes cover status = 'approved'), and
  // not of a banned owner (a probe on the owner's primary key).
  const where: SQL[] = [
    sql`p.status = 'approved' and p.is_listed`,
    sql`not exists (select 1 from users o where o.id = p.owner_id and o.banned_at is not null)`,
  ];
  if (filter.location) {
    // Typo-tolerant (pg_trgm word similarity): "Manli" finds Manali. The destination's name counts too.
    // `= any(array(…))` (not `in (…)`) lets the planner combine the three in one bitmap.
    const text = filter.location.toLowerCase();
    where.push(sql`(
      p.search_text %> ${text}
      or p.search_text like ${`%${escapeLike(text)}%`}
      or p.destination_id = any(array(
        select d.id from destinations d
        where lower(d.name || ' ' || d.city || ' ' || d.state) %> ${text}
      ))
    )`);
  }
  if (filter.guests !== undefined) where.push(sql`p.max_guests >= ${filter.guests}`);
  if (filter.minPrice !== undefined) where.push(sql`p.base_price >= ${filter.minPrice}`);
  if (filter.maxPrice !== undefined) where.push(sql`p.base_price <= ${filter.maxPrice}`);
  if (filter.propertyTypeId) where.push(sql`p.property_type_id = ${filter.propertyTypeId}::uuid`);
  if (filter.amenityIds?.length) {
    const ids = [...new Set(filter.amenityIds)];
    where.push(sql`(
      select count(*) from property_amenities pa
      where pa.property_id = p.id
        and pa.amenity_id in (${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})
    ) = ${ids.length}`);
  }
  return where;
}

/**
 * Free on every night of the stay: no pending or confirmed booking and no blocked range overlaps
 * [checkIn, checkOut) (half-open, so a stay ending on the check-in day does not count). A probe per
 * listing on (property_id, check_in) / (property_id, start_date).
 */
function freeFor(stay: { checkIn: string; checkOut: string }): SQL {
  return sql`not exists (
      select 1 from bookings b
      where b.property_id = p.id and b.status in ('pending', 'confirmed')
        and b.check_in < ${stay.checkOut}::date and b.check_out > ${stay.checkIn}::date
    )
    and not exists (
      select 1 from blocked_dates x
      where x.property_id = p.id and x.start_date < ${stay.checkOut}::date and x.end_date > ${stay.checkIn}::date
    )`;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

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
