import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { nightlyPrices } from '../../db/schema.ts';

/** Sets the host's price for each of these nights, in one statement. */
export async function upsertPrices(tx: Transaction, propertyId: string, nights: string[], price: string) {
  await tx
    .insert(nightlyPrices)
    .values(nights.map((night) => ({ propertyId, night, price })))
    .onConflictDoUpdate({
      target: [nightlyPrices.propertyId, nightlyPrices.night],
      set: { price: sql`excluded.price`, updatedAt: sql`now()` },
    });
}

/** Clears the host's price of these nights (back to the base price); how many had one. */
export async function deletePrices(tx: Transaction, propertyId: string, nights: string[]): Promise<number> {
  const rows = await tx
    .delete(nightlyPrices)
    .where(and(eq(nightlyPrices.propertyId, propertyId), inArray(nightlyPrices.night, nights)))
    .returning({ night: nightlyPrices.night });
  return rows.length;
}
