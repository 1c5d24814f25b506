import type { Executor } from '../../db/client.ts';

/**
 * The price of each of these nights, in order, as rupee strings. For now every night costs the
 * listing's base price; per-night prices (a later issue) plug in here and only here.
 */
export async function nightPrices(
  _deps: { db: Executor },
  listing: { id: string; basePrice: string },
  nights: string[],
): Promise<string[]> {
  return nights.map(() => listing.basePrice);
}
