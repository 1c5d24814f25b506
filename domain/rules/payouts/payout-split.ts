import {
  addPaise,
  basisPointsOfPaise,
  type Paise,
  percentOfPaise,
  subtractPaise,
  ZERO_PAISE,
} from '../../money.ts';

// What a host is paid for a stay, and what Basera keeps or withholds from it: docs/payouts.md, with
// each rate's source. All amounts in integer paise; each share rounded half up to the paisa.

/** GST on Basera's commission, a service Basera supplies to the host (SAC 9985, 18%). */
export const COMMISSION_GST_PERCENT = 18;
/** Income-tax TDS by an e-commerce operator (s.194-O): 0.1% of the gross, since 1 Oct 2024. */
export const TDS_BASIS_POINTS = 10;
/** GST TCS (CGST Act s.52, Notification 52/2018-CT): 0.25% CGST and 0.25% SGST or UTGST, since 10 Jul 2024. */
export const TCS_HALF_BASIS_POINTS = 25;
/** Above this the commission and its GST could eat the stay: a setting past it is a mistake. */
export const MAX_COMMISSION_PERCENT = 50;

export type PayoutSplitInput = {
  /** The accommodation's taxable value: nights and cleaning, not the service fee, not GST. */
  accommodationTaxablePaise: Paise;
  /** The GST charged on the accommodation (all its CGST, SGST and UTGST). */
  accommodationGstPaise: Paise;
  /** The host is registered for GST in the listing's state, so supplies the stay (and owes its GST). */
  hostIsSupplier: boolean;
  /** HOST_COMMISSION_PERCENT: Basera's commission, a whole percent of the gross. */
  commissionPercent: number;
};

export type PayoutSplit = {
  grossPaise: Paise;
  /** The accommodation GST handed to the host, who owes it; 0 when Basera owes it under s.9(5). */
  gstPassedPaise: Paise;
  commissionPaise: Paise;
  commissionGstPaise: Paise;
  tdsPaise: Paise;
  /** Both halves, each rounded on its own as GSTR-8 reports them: `2 × 0.25%` of the gross. */
  tcsPaise: Paise;
  /** gross + gstPassed − commission − commissionGst − tds − tcs; never below zero. */
  netPaise: Paise;
};

/** The split's amounts in the order they are shown and stored: one list for every reader that walks them. */
export const PAYOUT_AMOUNT_KEYS = [
  'grossPaise',
  'gstPassedPaise',
  'commissionPaise',
  'commissionGstPaise',
  'tdsPaise',
  'tcsPaise',
  'netPaise',
] as const satisfies readonly (keyof PayoutSplit)[];

/**
 * The payout of one paid stay (issue 25 §2). TDS applies to every host (each has a PAN: becoming an
 * owner needs one); TCS only to a registered host, because only then is the supply theirs.
 */
export function payoutSplit(input: PayoutSplitInput): PayoutSplit {
  const {
    accommodationTaxablePaise: gross,
    accommodationGstPaise,
    hostIsSupplier,
    commissionPercent,
  } = input;
  if (gross < 0 || accommodationGstPaise < 0)
    throw new RangeError(`A stay's value and its GST are not negative: ${gross}, ${accommodationGstPaise}`);
  if (
    !Number.isInteger(commissionPercent) ||
    commissionPercent < 0 ||
    commissionPercent > MAX_COMMISSION_PERCENT
  )
    throw new RangeError(
      `Commission must be a whole percent from 0 to ${MAX_COMMISSION_PERCENT}: ${commissionPercent}`,
    );

  const gstPassedPaise = hostIsSupplier ? accommodationGstPaise : ZERO_PAISE;
  const commissionPaise = percentOfPaise(gross, commissionPercent);
  const commissionGstPaise = percentOfPaise(commissionPaise, COMMISSION_GST_PERCENT);
  const tdsPaise = basisPointsOfPaise(gross, TDS_BASIS_POINTS);
  const tcsHalf = hostIsSupplier ? basisPointsOfPaise(gross, TCS_HALF_BASIS_POINTS) : ZERO_PAISE;
  const tcsPaise = addPaise(tcsHalf, tcsHalf);
  const withheld = addPaise(commissionPaise, commissionGstPaise, tdsPaise, tcsPaise);
  return {
    grossPaise: gross,
    gstPassedPaise,
    commissionPaise,
    commissionGstPaise,
    tdsPaise,
    tcsPaise,
    netPaise: subtractPaise(addPaise(gross, gstPassedPaise), withheld),
  };
}
