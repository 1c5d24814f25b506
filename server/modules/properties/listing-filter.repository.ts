import { type SQL, sql } from 'drizzle-orm';
import type { MapBox } from '../../../domain/rules/map-grid.ts';

// The filters the list (property-search.repository.ts) and the map (property-map.repository.ts)
// share, as SQL over the listing aliased `p`: the same listings match in both.

/** What a search filters on; every part optional. Prices in rupees per night, inclusive. */
export type ListingFilter = {
  location?: string;
  stay?: { checkIn: string; checkOut: string };
  guests?: number;
  minPrice?: number;
  maxPrice?: number;
  propertyTypeId?: string;
  amenityIds?: string[];
  /** Only listings whose public position (rounded, decision 105) lies in the box, edges included. */
  box?: MapBox;
};

/** Conditions on the listing row itself: cheap, checked while walking the sort order. */
export function rowConditions(filter: ListingFilter): SQL[] {
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
  if (filter.box) where.push(inBox(filter.box));
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
export function freeFor(stay: { checkIn: string; checkOut: string }): SQL {
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

/** `text` matched literally inside a LIKE pattern (its %, _ and \\ escaped). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * The listing's public position inside the box, corners included: `<@` on the GiST index of
 * migration 0027 (partial on approved listings, as every search is).
 */
export function inBox({ minLng, minLat, maxLng, maxLat }: MapBox): SQL {
  return sql`p.public_position <@ box(point(${minLng}::float8, ${minLat}::float8), point(${maxLng}::float8, ${maxLat}::float8))`;
}
