import { eq, type SQL, sql } from 'drizzle-orm';
import type { TakenRange } from '../../../domain/rules/night-availability.ts';
import type { Executor } from '../../db/client.ts';
import { viewingColumns } from '../../db/listing-visibility.ts';
import { properties } from '../../db/schema.ts';

/**
 * The ranges that take nights of [from, to) from this listing: pending and confirmed bookings (the
 * ones the no-overlap constraint covers, decision 2) and the host's blocked ranges; all half-open.
 * The viewer's own unpaid online holds do not count: a new request of theirs releases them.
 */
function takenRangesSql(propertyId: SQL | string, from: string, to: string, viewerId: string | null): SQL {
  const nights = sql`daterange(${from}::date, ${to}::date, '[)')`;
  return sql`
    select b.check_in::text as start, b.check_out::text as "end"
    from bookings b
    where b.property_id = ${propertyId} and b.status in ('pending', 'confirmed')
      and daterange(b.check_in, b.check_out, '[)') && ${nights}
      -- The viewer's own unpaid online hold gives way to their next request (decision 41).
      and not (b.guest_id is not distinct from ${viewerId}::uuid and b.status = 'pending' and b.payment_method = 'razorpay')
    union all
    select x.start_date::text, x.end_date::text
    from blocked_dates x
    where x.property_id = ${propertyId} and daterange(x.start_date, x.end_date, '[)') && ${nights}`;
}

/** takenRangesSql on its own (inside a transaction, what it sees). */
export async function takenRanges(
  db: Executor,
  propertyId: string,
  from: string,
  to: string,
  viewerId: string | null = null,
): Promise<TakenRange[]> {
  const result = await db.execute<TakenRange>(takenRangesSql(propertyId, from, to, viewerId));
  return result.rows.map((row) => ({ start: row.start, end: row.end }));
}

/**
 * The listing as deciding who sees it and pricing needs (listing-access.repository.ts), with the
 * ranges taking nights of [from, to) and the host's own prices among them (night -> rupees), in one
 * query: the calendar and the quote ask the database once.
 */
export async function listingCalendar(
  db: Executor,
  id: string,
  from: string,
  to: string,
  viewerId: string | null,
) {
  const listing = sql`"properties"."id"`;
  const [row] = await db
    .select({
      ...viewingColumns,
      taken: sql<TakenRange[]>`coalesce((
        select json_agg(json_build_object('start', t.start, 'end', t."end"))
        from (${takenRangesSql(listing, from, to, viewerId)}) t
      ), '[]'::json)`,
      overrides: sql<Record<string, string>>`coalesce((
        select json_object_agg(n.night::text, n.price::text) from nightly_prices n
        where n.property_id = ${listing} and n.night >= ${from}::date and n.night < ${to}::date
      ), '{}'::json)`,
    })
    .from(properties)
    .where(eq(properties.id, id));
  return row;
}
