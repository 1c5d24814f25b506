import { addPaise, type Paise, paise, ZERO_PAISE } from '../../money.ts';
import type { PlaceOfSupply } from './places-of-supply.ts';
import { stateLevyOf } from './places-of-supply.ts';

/** One line of a stay's taxes: a taxable value at one rate, split into CGST and SGST or UTGST. */
export type TaxLine = {
  kind: 'accommodation' | 'service';
  sac: string;
  taxableValuePaise: Paise;
  ratePercent: number;
  cgstPaise: Paise;
  sgstPaise: Paise;
  utgstPaise: Paise;
};

/**
 * Half the rate of a taxable value, rounded half up to the paisa (`value × rate / 200`). CGST and
 * the state's half are each this, so the two halves are always equal.
 */
export function halfRateTax(taxableValue: Paise, ratePercent: number): Paise {
  if (taxableValue < 0) throw new RangeError(`A taxable value is not negative: ${taxableValue}`);
  if (!Number.isInteger(ratePercent)) throw new RangeError(`Not a whole percent: ${ratePercent}`);
  const scaled = taxableValue * ratePercent;
  if (!Number.isSafeInteger(scaled)) throw new RangeError(`Taxable value too large: ${taxableValue}`);
  return paise(Math.trunc(scaled / 200) + (scaled % 200 >= 100 ? 1 : 0));
}

/** The line of one taxable value at one rate in a place of supply. */
export function taxLine(
  kind: TaxLine['kind'],
  sac: string,
  taxableValue: Paise,
  ratePercent: number,
  place: PlaceOfSupply,
): TaxLine {
  const half = halfRateTax(taxableValue, ratePercent);
  const utgst = stateLevyOf(place) === 'utgst';
  return {
    kind,
    sac,
    taxableValuePaise: taxableValue,
    ratePercent,
    cgstPaise: half,
    sgstPaise: utgst ? ZERO_PAISE : half,
    utgstPaise: utgst ? half : ZERO_PAISE,
  };
}

/** A line's tax: CGST plus SGST or UTGST. */
export function lineTaxPaise(line: TaxLine): Paise {
  return addPaise(line.cgstPaise, line.sgstPaise, line.utgstPaise);
}
