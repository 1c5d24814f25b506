import { addPaise, type Paise, paiseToRupees, rupeesToPaise } from '../money.ts';
import { type StayTaxes, stayTaxes } from './gst/stay-taxes.ts';

/**
 * What a stay costs: each night's price, then the listing's cleaning and service fee once per stay
 * (the subtotal), then GST on them (docs/tax.md); the total is what the guest pays.
 */
export type StayQuote = {
  nights: number;
  nightlyTotalPaise: Paise;
  cleaningFeePaise: Paise;
  serviceFeePaise: Paise;
  subtotalPaise: Paise;
  taxes: StayTaxes;
  totalPaise: Paise;
};

/** A listing's prices as they enter the money path, once: each night's, the cleaning and service fee. */
export type StayPrices = { nightPricesPaise: Paise[]; cleaningFeePaise: Paise; serviceFeePaise: Paise };

/** The catalogue's rupee strings ('4500.00', as the database holds them) in integer paise. */
export function stayPricesOf(input: {
  nightPrices: string[];
  cleaningFee: string;
  serviceFee: string;
}): StayPrices {
  return {
    nightPricesPaise: input.nightPrices.map(rupeesToPaise),
    cleaningFeePaise: rupeesToPaise(input.cleaningFee),
    serviceFeePaise: rupeesToPaise(input.serviceFee),
  };
}

/**
 * Subtotal = sum of the nights' prices + cleaning fee + service fee (traveller §9); total = subtotal
 * + GST of a stay in `state` (issue 24 §2), in integer paise. A stay has at least one night; a state
 * that is not an Indian state or union territory throws (there is no tax without a place of supply).
 */
export function quoteStayPrices(prices: StayPrices, state: string): StayQuote {
  if (prices.nightPricesPaise.length === 0) throw new RangeError('A stay has at least one night');
  const nightlyTotalPaise = addPaise(...prices.nightPricesPaise);
  const subtotalPaise = addPaise(nightlyTotalPaise, prices.cleaningFeePaise, prices.serviceFeePaise);
  const taxes = stayTaxes({ ...prices, state });
  return {
    nights: prices.nightPricesPaise.length,
    nightlyTotalPaise,
    cleaningFeePaise: prices.cleaningFeePaise,
    serviceFeePaise: prices.serviceFeePaise,
    subtotalPaise,
    taxes,
    totalPaise: addPaise(subtotalPaise, taxes.totalPaise),
  };
}

/** The quote of a listing's prices as the database gives them (rupee strings), in its state. */
export function quoteStay(input: {
  nightPrices: string[];
  cleaningFee: string;
  serviceFee: string;
  state: string;
}): StayQuote {
  return quoteStayPrices(stayPricesOf(input), input.state);
}

/** The quote as the API answers it: rupees as decimal strings, the total in paise too. */
export function quoteAnswer(quote: StayQuote) {
  return {
    nights: quote.nights,
    nightlyTotal: paiseToRupees(quote.nightlyTotalPaise),
    cleaningFee: paiseToRupees(quote.cleaningFeePaise),
    serviceFee: paiseToRupees(quote.serviceFeePaise),
    subtotal: paiseToRupees(quote.subtotalPaise),
    subtotalPaise: quote.subtotalPaise,
    taxes: quote.taxes,
    total: paiseToRupees(quote.totalPaise),
    totalPaise: quote.totalPaise,
    currency: 'INR' as const,
  };
}
