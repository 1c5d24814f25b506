import { m } from '#i18n/messages.js';
import { nightsOf, todayIn } from '../../../domain/rules/stay-dates.ts';
import type { HostCalendar } from '../../../domain/schemas/host-operations.ts';
import type { AppDeps } from '../../app-deps.ts';
import type { Executor } from '../../db/client.ts';
import { badRequest, notFound } from '../../http/http-error.ts';
import { nightPriceOverrides } from '../properties/index.ts';
import { calendarNights } from './calendar-nights.ts';
import { calendarAddressOf } from './calendar-token.service.ts';
import * as repo from './host-calendar.repository.ts';

/**
 * This owner's listing; another owner's is "Property not found", as on the owner's listing routes.
 * A change to its nights locks it (`lock`, inside a transaction) so that it and the bookings being
 * placed take turns: the exclusion constraint still decides, but two overlapping claims checked at
 * the same instant would each wait for the other (a deadlock, answered 500) instead of one losing.
 */
export async function ownersListing(
  db: Executor,
  ownerId: string,
  id: string,
  lock = false,
): Promise<repo.OwnedListing> {
  const listing = await repo.ownedListing(db, id, ownerId, lock);
  if (!listing) throw notFound(m.server_property_not_found());
  return listing;
}

/** A change to nights before today (in the listing's zone) is refused: those nights are gone. */
export function refusePast(listing: { timeZone: string }, startDate: string, now: Date) {
  if (startDate < todayIn(listing.timeZone, now))
    throw badRequest(`startDate: ${m.server_start_date_past()}`);
}

/**
 * GET /api/owner/properties/{id}/calendar: each night of [from, to) as its owner sees it, with its
 * price, and the listing's secret calendar address (made on first read).
 */
export async function calendarOf(
  deps: Pick<AppDeps, 'db' | 'config'>,
  ownerId: string,
  id: string,
  range: { from: string; to: string },
  now = new Date(),
): Promise<HostCalendar> {
  const listing = await ownersListing(deps.db, ownerId, id);
  const [claims, overrides, icsUrl] = await Promise.all([
    repo.claimsBetween(deps.db, id, range.from, range.to),
    nightPriceOverrides(deps, id, nightsOf(range.from, range.to)),
    calendarAddressOf(deps, listing),
  ]);
  return {
    icsUrl,
    basePrice: listing.basePrice,
    today: todayIn(listing.timeZone, now),
    nights: calendarNights(range, claims, { basePrice: listing.basePrice, overrides }),
  };
}
