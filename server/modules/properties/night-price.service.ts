import { type NightPriceOverrides, nightPricesOf } from '../../../domain/rules/night-prices.ts';
import { addDays } from '../../../domain/rules/stay-dates.ts';
import type { Executor } from '../../db/client.ts';
import * as repo from './night-price.repository.ts';

/** The host's own prices among these nights (consecutive, in date order), in one query. */
export async function nightPriceOverrides(
  deps: { db: Executor },
  propertyId: string,
  nights: string[],
): Promise<NightPriceOverrides> {
  if (nights.length === 0) return new Map();
  return repo.priceOverrides(deps.db, propertyId, nights[0]!, addDays(nights.at(-1)!, 1));
}

/**
 * The price of each of these nights (consecutive, in date order), as rupee strings: the host's
 * override, else the base price (domain/rules/night-prices.ts). The quote, the amount charged, the
 * availability call and the host's calendar all price nights here. Inside a transaction it reads
 * what that transaction sees.
 */
export async function nightPrices(
  deps: { db: Executor },
  listing: { id: string; basePrice: string },
  nights: string[],
): Promise<string[]> {
  return nightPricesOf(listing.basePrice, await nightPriceOverrides(deps, listing.id, nights), nights);
}
