import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';

/** What pricing a stay at a listing needs: its prices and state, and the host's own nightly prices. */
export type ListingStayPricing = {
  id: string;
  basePrice: string;
  cleaningFee: string;
  serviceFee: string;
  state: string | null;
  /** The host's prices for nights of the stay: date → rupees. */
  overrides: Record<string, string>;
};

/**
 * The pricing of these listings for the nights of [checkIn, checkOut), in one query: a page of
 * search cards is priced together, not one query a card.
 */
export async function stayPricingOf(
  db: Executor,
  ids: string[],
  stay: { checkIn: string; checkOut: string },
): Promise<ListingStayPricing[]> {
  if (ids.length === 0) return [];
  const result = await db.execute<ListingStayPricing>(sql`
    select p.id, p.base_price::text as "basePrice", p.cleaning_fee::text as "cleaningFee",
      p.service_fee::text as "serviceFee", p.state,
      coalesce((
        select json_object_agg(n.night::text, n.price::text)
        from nightly_prices n
        where n.property_id = p.id and n.night >= ${stay.checkIn}::date and n.night < ${stay.checkOut}::date
      ), '{}'::json) as overrides
    from properties p
    where p.id in (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})
  `);
  return result.rows;
}
