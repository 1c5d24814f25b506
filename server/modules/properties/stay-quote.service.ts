import { m } from '#i18n/messages.js';
import { QUERY_FIELDS, stayLengthRefusal, stayRefusal } from '../../../domain/rules/stay-checks.ts';
import { listingToday } from '../../../domain/rules/stay-clock.ts';
import { quoteAnswer } from '../../../domain/rules/stay-quote.ts';
import type { StayQuoteAnswer } from '../../../domain/schemas/properties.ts';
import type { AppDeps } from '../../app-deps.ts';
import { badRequest, conflict } from '../../http/http-error.ts';
import type { Viewer } from '../../http/request-identity.ts';
import { visibleListingNights } from './stay-availability.service.ts';
import { priceStay } from './stay-price.service.ts';

/**
 * What a stay at a listing this viewer may see would cost: each night's price, the cleaning fee and
 * the service fee, and GST on them (docs/tax.md), in integer paise. 400 for a stay starting in the past (the listing's calendar),
 * longer than 365 nights or for more guests than the listing takes; 409 when a night is taken
 * (or the listing has no Indian state to tax its stays in).
 */
export async function quoteFor(
  deps: Pick<AppDeps, 'db'>,
  id: string,
  viewer: Viewer,
  stay: { checkIn: string; checkOut: string; guests: number },
  now = new Date(),
): Promise<StayQuoteAnswer> {
  // The length first: a longer range is refused before its nights are priced.
  const tooLong = stayLengthRefusal(stay, QUERY_FIELDS);
  if (tooLong) throw badRequest(tooLong.message);
  const range = { from: stay.checkIn, to: stay.checkOut };
  const { listing, nights } = await visibleListingNights(deps, id, viewer, range, now);
  // The same checks as a booking (the quote has no pets: they are the booking's to name).
  const checked = { listing, stay: { ...stay, pets: 0 }, today: listingToday(listing.timeZone, now) };
  const refusal = stayRefusal(checked, QUERY_FIELDS);
  if (refusal) throw badRequest(refusal.message);
  if (nights.some((night) => !night.available)) throw conflict(m.server_dates_taken());
  return quoteAnswer(
    priceStay(
      listing,
      nights.map((night) => night.price),
    ).quote,
  );
}
