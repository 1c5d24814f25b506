import { addPaise, type Paise, paiseToRupees, rupeesToPaise } from '../money.ts';

/** What a stay costs: each night's price, then the listing's cleaning and service fee once per stay. */
export type StayQuote = {
  nights: number;
  nightlyTotalPaise: Paise;
  cleaningFeePaise: Paise;
  serviceFeePaise: Paise;
  totalPaise: Paise;
};

/**
 * Total = sum of the nights' prices + cleaning fee + service fee (traveller §9), in integer paise.
 * Prices are rupee strings as the database holds them ('4500.00'); a stay has at least one night.
 */
export function quoteStay(input: {
  nightPrices: string[];
  cleaningFee: string;
  serviceFee: string;
}): StayQuote {
  if (input.nightPrices.length === 0) throw new RangeError('A stay has at least one night');
  const nightlyTotalPaise = addPaise(...input.nightPrices.map(rupeesToPaise));
  const cleaningFeePaise = rupeesToPaise(input.cleaningFee);
  const serviceFeePaise = rupeesToPaise(input.serviceFee);
  return {
    nights: input.nightPrices.length,
    nightlyTotalPaise,
    cleaningFeePaise,
    serviceFeePaise,
    totalPaise: addPaise(nightlyTotalPaise, cleaningFeePaise, serviceFeePaise),
  };
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
