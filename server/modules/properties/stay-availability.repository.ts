import { sql } from 'drizzle-orm';
import type { TakenRange } from '../../../domain/rules/night-availability.ts';
import type { Executor } from '../../db/client.ts';

/**
 * The ranges that take nights of [from, to) from this listing: pending and confirmed bookings (the
 * ones the no-overlap constraint covers, decision 2) and the host's blocked ranges; all half-open.
 * The viewer's own unpaid online holds do not count: a new request of theirs releases them.
 */
export async function takenRanges(
  db: Executor,
  propertyId: string,
  from: string,
  to: string,
  viewerId: string | null = null,
): Promise<TakenRange[]> {
  const nights = sql`daterange(${from}::date, ${to}::date, '[)')`;
  const result = await db.execute<TakenRange>(sql`
    select b.check_in::text as start, b.check_out::text as "end"
    from bookings b
    where b.property_id = ${propertyId} and b.status in ('pending', 'confirmed')
      and daterange(b.check_in, b.check_out, '[)') && ${nights}
      -- The viewer's own unpaid online hold gives way to their next request (decision 41).
      and not (b.guest_id is not distinct from ${viewerId}::uuid and b.status = 'pending' and b.payment_method = 'razorpay')
    union all
    select x.start_date::text, x.end_date::text
    from blocked_dates x
    where x.property_id = ${propertyId} and daterange(x.start_date, x.end_date, '[)') && ${nights}
  `);
  return result.rows.map((row) => ({ start: row.start, end: row.end }));
}
