import { nightsToPrice } from '../../../domain/rules/night-prices.ts';
import type { AppDeps } from '../../app-deps.ts';
import { inTransaction } from '../../db/transaction.ts';
import { ownersListing, refusePast } from './host-calendar.service.ts';
import * as repo from './nightly-prices.repository.ts';

type PriceChange = {
  startDate: string;
  endDate: string;
  price: number | string | null;
  days: 'all' | 'weekends';
};

/**
 * PUT /api/owner/properties/{id}/nightly-prices: the host's price for the nights of [startDate,
 * endDate) (all of them, or only Friday and Saturday nights), or `null` to go back to the base
 * price. Bookings already made keep the prices they were charged.
 */
export async function setNightlyPrices(
  deps: Pick<AppDeps, 'db' | 'log'>,
  ownerId: string,
  id: string,
  change: PriceChange,
  now = new Date(),
): Promise<{ nights: number }> {
  return inTransaction(deps, async (tx) => {
    // Locked: a booking prices its nights wholly before or wholly after the change.
    const listing = await ownersListing(tx, ownerId, id, true);
    refusePast(listing, change.startDate, now);
    const nights = nightsToPrice(change.startDate, change.endDate, change.days);
    if (nights.length === 0) return { nights: 0 };
    if (change.price === null) return { nights: await repo.deletePrices(tx, id, nights) };
    await repo.upsertPrices(tx, id, nights, String(change.price).trim());
    return { nights: nights.length };
  });
}
