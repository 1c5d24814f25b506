import { type SQL, sql } from 'drizzle-orm';
import type { PropertySort } from '../../../domain/schemas/properties.ts';
import type { Executor } from '../../db/client.ts';

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

function conditions(filter: ListingFilter): SQL[] {
  const where: SQL[] = [sql`p.status = 'approved'`];
  if (filter.location) {
    // Typo-tolerant (pg_trgm word similarity): "Manli" finds Manali. The destination's name counts too.
    const text = filter.location.toLowerCase();
    where.push(sql`(
      p.search_text %> ${text}
      or p.search_text like ${`%${escapeLike(text)}%`}
      or p.destination_id in (
        select d.id from destinations d
        where lower(d.name || ' ' || d.city || ' ' || d.state) %> ${text}
      )
    )`);
  }
  if (filter.stay) {
    // Half-open ranges: a stay ending on the check-in day does not overlap.
    const nights = sql`daterange(${filter.stay.checkIn}::date, ${filter.stay.checkOut}::date, '[)')`;
    where.push(sql`not exists (
      select 1 from bookings b
      where b.property_id = p.id and b.status in ('pending', 'confirmed')
        and daterange(b.check_in, b.check_out, '[)') && ${nights}
    )`);
    where.push(sql`not exists (
      select 1 from blocked_dates x
      where x.property_id = p.id and daterange(x.start_date, x.end_date, '[)') && ${nights}
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

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export type SearchRow = { id: string; keys: string[] };

/** One page of matching listing ids in `sort` order, after the cursor's keys when given. */
export async function searchListingIds(
  db: Executor,
  {
    filter,
    sort,
    after,
    limit,
  }: { filter: ListingFilter; sort: PropertySort; after?: string[]; limit: number },
): Promise<SearchRow[]> {
  const order = SORTS[sort];
  const where = conditions(filter);
  if (after) where.push(order.after(after));
  const result = await db.execute<{ id: string; keys: string[] }>(sql`
    select p.id, array[${sql.join(order.keys, sql`, `)}] as keys
    from properties p
    where ${sql.join(where, sql` and `)}
    order by ${order.orderBy}
    limit ${limit}
  `);
  return result.rows.map((row) => ({ id: row.id, keys: row.keys }));
}
