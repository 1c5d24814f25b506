import { addPaise, type Paise, paise, ZERO_PAISE } from '../../money.ts';
import { halfRateTax, lineTaxPaise, type TaxLine } from './tax-line.ts';

// What a refund credits of a stay's tax lines (issue 24 §5, docs/tax.md rule 7): the refunded
// taxable value of each kind is shared over that kind's lines in proportion to their taxable
// values, and each share's tax is reversed at its line's rate, rounded as the invoice rounded it.
// A full refund therefore credits every line exactly; a share never exceeds its line.

/** The taxable value a refund gives back: nights + cleaning (accommodation), and the service fee. */
export type RefundedTaxable = { accommodationPaise: Paise; servicePaise: Paise };

/**
 * `amount` shared over `weights` in proportion, in whole paise adding up to it exactly: each share
 * rounded down, then the paise left over one each to the largest remainders (the first on a tie).
 */
export function shareInProportion(amount: Paise, weights: Paise[]): Paise[] {
  const whole = addPaise(ZERO_PAISE, ...weights);
  if (amount < 0 || amount > whole) throw new RangeError(`Cannot share ${amount} over ${whole}`);
  if (whole === 0) return weights.map(() => ZERO_PAISE);
  const shares = weights.map((weight) => {
    const scaled = BigInt(weight) * BigInt(amount);
    return { floor: Number(scaled / BigInt(whole)), remainder: Number(scaled % BigInt(whole)) };
  });
  let left = amount - shares.reduce((sum, share) => sum + share.floor, 0);
  const byRemainder = shares
    .map((share, i) => ({ ...share, i }))
    .sort((a, b) => b.remainder - a.remainder || a.i - b.i);
  for (const share of byRemainder) {
    if (left === 0) break;
    shares[share.i]!.floor += 1;
    left -= 1;
  }
  return shares.map((share) => paise(share.floor));
}

/** A line's credit for `taxable` of its value, at its rate; CGST and SGST (or UTGST) stay equal. */
function creditOf(line: TaxLine, taxable: Paise): TaxLine {
  const half = halfRateTax(taxable, line.ratePercent);
  // A line with no tax to split (a tiny value) credits none either, whichever half it has.
  const utgst = line.utgstPaise > 0;
  return {
    ...line,
    taxableValuePaise: taxable,
    cgstPaise: half,
    sgstPaise: utgst ? ZERO_PAISE : half,
    utgstPaise: utgst ? half : ZERO_PAISE,
  };
}

/**
 * The lines a refund credits, one per charged line it reaches (lines it does not reach are left
 * out). Throws when a kind's refunded value is more than that kind's lines were charged on.
 */
export function creditLines(lines: TaxLine[], refunded: RefundedTaxable): TaxLine[] {
  const credited: TaxLine[] = [];
  for (const [kind, amount] of [
    ['accommodation', refunded.accommodationPaise],
    ['service', refunded.servicePaise],
  ] as const) {
    const ofKind = lines.filter((line) => line.kind === kind);
    if (ofKind.length === 0) continue; // Charged before GST: nothing to credit.
    const shares = shareInProportion(
      amount,
      ofKind.map((line) => line.taxableValuePaise),
    );
    ofKind.forEach((line, i) => {
      if (shares[i]! > 0) credited.push(creditOf(line, shares[i]!));
    });
  }
  return credited;
}

/** The GST a set of lines adds up to. */
export const taxesOfLines = (lines: TaxLine[]): Paise => addPaise(ZERO_PAISE, ...lines.map(lineTaxPaise));

/** The taxable value plus the GST of a set of lines. */
export const totalOfLines = (lines: TaxLine[]): Paise =>
  addPaise(ZERO_PAISE, ...lines.map((line) => addPaise(line.taxableValuePaise, lineTaxPaise(line))));
