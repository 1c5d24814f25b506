import { daysBetween, todayIn } from '../../../domain/rules/stay-dates.ts';
import { quoteAnswer, quoteStay } from '../../../domain/rules/stay-quote.ts';
import { MAX_STAY_NIGHTS, type StayQuoteAnswer } from '../../../domain/schemas/properties.ts';
import type { AppDeps } from '../../app-deps.ts';
import { DATES_TAKEN } from '../../db/transaction.ts';
import { badRequest, conflict } from '../../http/http-error.ts';
import type { Viewer } from '../../http/request-identity.ts';
import { visibleListingNights } from './stay-availability.service.ts';

/**
 * What a stay at a listing this viewer may see would cost: each night's price, the cleaning fee and
 * the service fee, in integer paise. 400 for a stay starting in the past (the listing's calendar),
 * longer than 365 nights or for more guests than the listing takes; 409 when a night is taken.
 */
export async function quoteFor(
  deps: Pick<AppDeps, 'db'>,
  id: string,
  viewer: Viewer,
  stay: { checkIn: string; checkOut: string; guests: number },
  now = new Date(),
): Promise<StayQuoteAnswer> {
  if (daysBetween(stay.checkIn, stay.checkOut) > MAX_STAY_NIGHTS)
    throw badRequest(`checkOut: a stay is at most ${MAX_STAY_NIGHTS} nights`);
  const range = { from: stay.checkIn, to: stay.checkOut };
  const { listing, nights } = await visibleListingNights(deps, id, viewer, range, now);
  if (stay.checkIn < todayIn(listing.timeZone, now)) throw badRequest('checkIn: must not be in the past');
  if (stay.guests > listing.maxGuests)
    throw badRequest(`guests: this listing takes at most ${listing.maxGuests} guests`);
  if (nights.some((night) => !night.available)) throw conflict(DATES_TAKEN);
  return quoteAnswer(
    quoteStay({
      nightPrices: nights.map((night) => night.price),
      cleaningFee: listing.cleaningFee,
      serviceFee: listing.serviceFee,
    }),
  );
}
