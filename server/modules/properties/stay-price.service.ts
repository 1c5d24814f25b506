import { m } from '#i18n/messages.js';
import { placeOfSupplyNamed } from '../../../domain/rules/gst/places-of-supply.ts';
import {
  quoteStayPrices,
  type StayPrices,
  type StayQuote,
  stayPricesOf,
} from '../../../domain/rules/stay-quote.ts';
import { conflict } from '../../http/http-error.ts';

/**
 * The price of a stay at a listing: its nights' prices (rupee strings, in order), the listing's
 * fees, and GST in the listing's state. The quote and the booking both price here. A listing whose
 * state is not one of India's (listed before the address check asked for one) is 409: its stays
 * have no place of supply, so no tax can be charged on them (docs/tax.md rule 3).
 */
export function priceStay(
  listing: { state: string | null; cleaningFee: string; serviceFee: string },
  nightPrices: string[],
): { prices: StayPrices; quote: StayQuote } {
  const state = placeOfSupplyNamed(listing.state ?? '');
  if (!state) throw conflict(m.server_no_place_of_supply());
  const prices = stayPricesOf({
    nightPrices,
    cleaningFee: listing.cleaningFee,
    serviceFee: listing.serviceFee,
  });
  return { prices, quote: quoteStayPrices(prices, state) };
}
