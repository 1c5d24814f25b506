import { paiseToRupees } from '../money.ts';
import { placeOfSupplyNamed } from './gst/places-of-supply.ts';
import { type NightPriceOverrides, nightPricesOf } from './night-prices.ts';
import { nightsOf } from './stay-dates.ts';
import { quoteStay } from './stay-quote.ts';

/** What a search card says a stay costs: the nights and the total the booking would charge. */
export type StayTotal = { nights: number; total: string; totalPaise: number };

/**
 * The total of a stay at a listing as its quote and its booking would charge it (the nights at the
 * host's own prices else the base price, the fees once, GST in the listing's state), for a search
 * card. Null when it cannot be priced: no nights, or a state that is not India's (the quote is 409
 * there), so a card never shows a total the booking would not charge.
 */
export function stayTotalOf(
  listing: { basePrice: string; cleaningFee: string; serviceFee: string; state: string | null },
  overrides: NightPriceOverrides,
  stay: { checkIn: string; checkOut: string },
): StayTotal | null {
  const nights = nightsOf(stay.checkIn, stay.checkOut);
  const state = placeOfSupplyNamed(listing.state ?? '');
  if (nights.length === 0 || !state) return null;
  const quote = quoteStay({
    nightPrices: nightPricesOf(listing.basePrice, overrides, nights),
    cleaningFee: listing.cleaningFee,
    serviceFee: listing.serviceFee,
    state,
  });
  return { nights: quote.nights, total: paiseToRupees(quote.totalPaise), totalPaise: quote.totalPaise };
}
