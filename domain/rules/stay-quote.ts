import { addPaise, type Paise, paiseToRupees, rupeesToPaise } from '../money.ts';

/** What a stay costs: each night's price, then the listing's cleaning and service fee once per stay. */
export type StayQuote = {
  nights: number;
  nightlyTotalPaise: Paise;
  cleaningFeePaise: Paise;
  serviceFeePaise: Paise;
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
 * Total = sum of the nights' prices + cleaning fee + service fee (traveller §9), in integer paise.
 * A stay has at least one night.
 */
export function quoteStayPrices(prices: StayPrices): StayQuote {
  if (prices.nightPricesPaise.length === 0) throw new RangeError('A stay has at least one night');
  const nightlyTotalPaise = addPaise(...prices.nightPricesPaise);
  return {
    nights: prices.nightPricesPaise.length,
    nightlyTotalPaise,
    cleaningFeePaise: prices.cleaningFeePaise,
    serviceFeePaise: prices.serviceFeePaise,
    totalPaise: addPaise(nightlyTotalPaise, prices.cleaningFeePaise, prices.serviceFeePaise),
  };
}

/** The quote of a listing's prices as the database gives them (rupee strings). */
export function quoteStay(input: {
  nightPrices: string[];
  cleaningFee: string;
  serviceFee: string;
}): StayQuote {
  return quoteStayPrices(stayPricesOf(input));
}

/** The quote as the API answers it: rupees as decimal strings, the total in paise too. */
export function quoteAnswer(quote: StayQuote) {
  return {
    nights: quote.nights,
    nightlyTotal: paiseToRupees(quote.nightlyTotalPaise),
    cleaningFee: paiseToRupees(quote.cleaningFeePaise),
    serviceFee: paiseToRupees(quote.serviceFeePaise),
    total: paiseToRupees(quote.totalPaise),
    totalPaise: quote.totalPaise,
    currency: 'INR' as const,
  };
}
