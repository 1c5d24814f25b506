import { and, eq, gte, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { nightlyPrices } from '../../db/schema.ts';

/** The host's own prices for the nights of [from, to) of a listing: night → rupees. */
export async function priceOverrides(
  db: Executor,
  propertyId: string,
  from: string,
  to: string,
): Promise<Map<string, string>> {
  const rows = await db
    .select({ night: nightlyPrices.night, price: nightlyPrices.price })
    .from(nightlyPrices)
    .where(
      and(
        eq(nightlyPrices.propertyId, propertyId),
        gte(nightlyPrices.night, from),
        lt(nightlyPrices.night, to),
      ),
    );
  return new Map(rows.map((row) => [row.night, row.price]));
}
