import { m } from '#i18n/messages.js';
import { nightAvailability } from '../../../domain/rules/night-availability.ts';
import { nightPricesOf } from '../../../domain/rules/night-prices.ts';
import { daysBetween, todayIn } from '../../../domain/rules/stay-dates.ts';
import { type Availability, MAX_AVAILABILITY_NIGHTS } from '../../../domain/schemas/properties.ts';
import type { AppDeps } from '../../app-deps.ts';
import type { Executor } from '../../db/client.ts';
import { badRequest, notFound } from '../../http/http-error.ts';
import type { Viewer } from '../../http/request-identity.ts';
import type { ListingForViewing } from '../listings/index.ts';
import { mayView } from '../listings/index.ts';
import { nightPrices } from './night-price.service.ts';
import * as repo from './stay-availability.repository.ts';

export type PricedNight = Availability['nights'][number];

/**
 * Each night of [from, to) of this listing: free unless a pending or confirmed booking or a blocked
 * range takes it, or it is before today in the listing's time zone; with its price. Inside a
 * transaction (`{ db: tx }`) it reads what that transaction sees.
 */
export async function listingNights(
  deps: { db: Executor },
  listing: ListingForViewing,
  { from, to }: { from: string; to: string },
  now: Date,
  viewerId: string | null = null,
): Promise<PricedNight[]> {
  const taken = await repo.takenRanges(deps.db, listing.id, from, to, viewerId);
  const nights = nightAvailability({ from, to, taken, today: todayIn(listing.timeZone, now) });
  const prices = await nightPrices(
    deps,
    listing,
    nights.map((n) => n.date),
  );
  return nights.map((night, i) => ({ ...night, price: prices[i]! }));
}

/**
 * The listing (404 unless this viewer may see it) and each night of [from, to) priced, as
 * listingNights gives them, in one query.
 */
export async function visibleListingNights(
  { db }: Pick<AppDeps, 'db'>,
  id: string,
  viewer: Viewer,
  { from, to }: { from: string; to: string },
  now: Date,
): Promise<{ listing: ListingForViewing; nights: PricedNight[] }> {
  const row = await repo.listingCalendar(db, id, from, to, viewer.userId);
  if (!row || !mayView(row, viewer)) throw notFound(m.server_property_not_found());
  const { taken, overrides, ...listing } = row;
  const nights = nightAvailability({ from, to, taken, today: todayIn(listing.timeZone, now) });
  const dates = nights.map((n) => n.date);
  const prices = nightPricesOf(listing.basePrice, new Map(Object.entries(overrides)), dates);
  return { listing, nights: nights.map((night, i) => ({ ...night, price: prices[i]! })) };
}

/** The calendar of a listing this viewer may see (404 otherwise), at most 400 nights at a time. */
export async function availabilityOf(
  deps: Pick<AppDeps, 'db'>,
  id: string,
  viewer: Viewer,
  range: { from: string; to: string },
  now = new Date(),
): Promise<Availability> {
  if (daysBetween(range.from, range.to) > MAX_AVAILABILITY_NIGHTS)
    throw badRequest(`to: ${m.server_availability_too_long({ max: MAX_AVAILABILITY_NIGHTS })}`);
  return { nights: (await visibleListingNights(deps, id, viewer, range, now)).nights };
}
