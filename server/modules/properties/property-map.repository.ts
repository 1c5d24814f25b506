import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { freeFor, type ListingFilter, rowConditions } from './listing-filter.repository.ts';

/**
 * The matching listings inside the filter's box, grouped by the cell of the map's grid their public
 * position falls in (cells of `cellDegrees`, column floor(lng / side), row floor(lat / side), as
 * domain/rules/map-grid.ts computes them), as a JSON array built by PostgreSQL: per cell the mean
 * position, the count, the cheapest base price in paise and, for a cell of one listing, its id; for
 * more, the box its listings lie in.
 * Each listing is in exactly one cell; the listings are those the list search gives for the filter.
 */
export async function mapClustersJson(
  db: Executor,
  {
    filter,
    cellDegrees,
  }: { filter: ListingFilter & { box: NonNullable<ListingFilter['box']> }; cellDegrees: number },
): Promise<string> {
  const where = rowConditions(filter);
  if (filter.stay) where.push(freeFor(filter.stay));
  const side = sql`${cellDegrees}::float8`;
  const result = await db.execute<{ clusters: string }>(sql`
    select coalesce(json_agg(c.cluster order by c.count desc, c.row desc, c.col), '[]')::text as clusters
    from (
      select floor(p.public_position[1] / ${side}) as row, floor(p.public_position[0] / ${side}) as col,
             count(*) as count,
             json_strip_nulls(json_build_object(
               'lat', avg(p.public_position[1]),
               'lng', avg(p.public_position[0]),
               'count', count(*),
               'minPricePaise', (min(p.base_price) * 100)::bigint,
               'propertyId', case when count(*) = 1 then min(p.id::text) end,
               'bounds', case when count(*) > 1 then json_build_object(
                 'minLat', min(p.public_position[1]), 'minLng', min(p.public_position[0]),
                 'maxLat', max(p.public_position[1]), 'maxLng', max(p.public_position[0])
               ) end
             )) as cluster
      from properties p
      where ${sql.join(where, sql` and `)}
      group by 1, 2
    ) c`);
  return result.rows[0]?.clusters ?? '[]';
}
