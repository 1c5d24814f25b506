import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';

// What tests read of a listing's calendar straight from the tables, not through the app's queries.

type Claim = { id: string; kind: 'booking' | 'block'; start: string; end: string };

/** The listing's pending and confirmed bookings and its blocks, each [start, end). */
export async function claimsOf(db: Executor, propertyId: string): Promise<Claim[]> {
  const result = await db.execute<Claim>(sql`
    select id, 'booking' as kind, check_in::text as start, check_out::text as "end" from bookings
    where property_id = ${propertyId} and status in ('pending', 'confirmed')
    union all
    select id, 'block', start_date::text, end_date::text from blocked_dates where property_id = ${propertyId}
  `);
  return result.rows;
}

/** Pairs of those claims that share a night: none, if the calendar holds. */
export async function overlappingClaims(db: Executor, propertyId: string) {
  const result = await db.execute<{ a: string; b: string }>(sql`
    with claims as (
      select id, daterange(check_in, check_out, '[)') as nights from bookings
      where property_id = ${propertyId} and status in ('pending', 'confirmed')
      union all
      select id, daterange(start_date, end_date, '[)') from blocked_dates where property_id = ${propertyId}
    )
    select x.id as a, y.id as b from claims x join claims y on x.id < y.id and x.nights && y.nights
  `);
  return result.rows;
}

/** The bookings a calendar feed's clashes were told of. */
export async function clashesOf(db: Executor, importId: string): Promise<string[]> {
  const result = await db.execute<{ booking_id: string }>(
    sql`select booking_id from calendar_import_clashes where import_id = ${importId}`,
  );
  return result.rows.map((row) => row.booking_id);
}
