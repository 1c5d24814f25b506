import type { StayTaxesAnswer, TaxLineAnswer } from '../../../domain/schemas/gst.ts';

// Issue 24's worked examples as the API answers them, for the tests of what the web shows: 2 nights
// of ₹7,000 with a ₹1,000 cleaning fee are ₹7,500 a night (5%: CGST and SGST ₹375 each); with a
// ₹1,002 cleaning fee ₹7,501 a night (18%: ₹1,350.18 each). The service fee is its own line at 18%.

export const stayAt5: TaxLineAnswer = {
  kind: 'accommodation',
  sac: '996311',
  taxableValuePaise: 1_500_000,
  ratePercent: 5,
  cgstPaise: 37_500,
  sgstPaise: 37_500,
  utgstPaise: 0,
};

export const stayAt18: TaxLineAnswer = {
  ...stayAt5,
  taxableValuePaise: 1_500_200,
  ratePercent: 18,
  cgstPaise: 135_018,
  sgstPaise: 135_018,
};

/** A ₹1,500 service fee at 18%. */
export const serviceAt18: TaxLineAnswer = {
  ...stayAt5,
  kind: 'service',
  sac: '998599',
  taxableValuePaise: 150_000,
  ratePercent: 18,
  cgstPaise: 13_500,
  sgstPaise: 13_500,
};

/** The ₹7,500-a-night stay with its service fee: ₹750 + ₹270 of GST. */
export const stayTaxesAt5: StayTaxesAnswer = { lines: [stayAt5, serviceAt18], totalPaise: 102_000 };
