// Money in Basera: rupees as decimal strings at the edges ('4500.00', as numeric(12,2) gives them
// and the API answers them), integer paise between them. No floating-point arithmetic touches an
// amount, and the compiler keeps paise and plain numbers apart: a number becomes Paise only through
// `paise()` (which checks it is whole) or these helpers.

/** Integer paise, checked by the compiler: a plain number (rupees, a count) is not Paise. */
export type Paise = number & { readonly __brand: 'Paise' };

/** A whole number of paise, checked and branded (from an integer column, a provider, a literal). */
export function paise(amount: number): Paise {
  assertPaise(amount);
  return amount as Paise;
}

export const ZERO_PAISE = paise(0);

const RUPEES = /^(-)?(\d+)(?:\.(\d{1,2}))?$/;

/** '4500', '4500.5' or '4500.50' -> 450050 paise. Throws on anything else (no exponents, no commas). */
export function rupeesToPaise(rupees: string): Paise {
  const match = RUPEES.exec(rupees.trim());
  if (!match) throw new RangeError(`Not a rupee amount: "${rupees}"`);
  const [, minus, whole = '0', fraction = ''] = match;
  const paise = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(paise)) throw new RangeError(`Rupee amount too large: "${rupees}"`);
  return (minus && paise !== 0 ? -paise : paise) as Paise;
}

/**
 * Paise as a database driver answers an integer column or a sum of one: a number (PGlite), digits
 * as text (node-postgres gives bigint and numeric sums as text) or a bigint. Anything else throws.
 */
export function paiseFromDatabase(value: number | bigint | string): Paise {
  if (typeof value === 'string' && !/^-?\d+$/.test(value))
    throw new RangeError(`Not whole paise: "${value}"`);
  return paise(Number(value));
}

/** True when `rupees` is a decimal rupee string with at most two decimals. */
export function isRupeeAmount(rupees: string): boolean {
  return RUPEES.test(rupees.trim());
}

/** 450050 -> '4500.50' (always two decimals, like numeric(12,2)). */
export function paiseToRupees(paise: Paise): string {
  assertPaise(paise);
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  const whole = Math.trunc(abs / 100);
  const fraction = String(abs % 100).padStart(2, '0');
  return `${sign}${whole}.${fraction}`;
}

export function addPaise(...amounts: Paise[]): Paise {
  let total = 0;
  for (const amount of amounts) {
    assertPaise(amount);
    total += amount;
  }
  assertPaise(total);
  return total as Paise;
}

/** `amount` less `less` (may go below zero; callers cap what they refund). */
export function subtractPaise(amount: Paise, less: Paise): Paise {
  return paise(amount - less);
}

/** The smaller amount. */
export function minPaise(a: Paise, b: Paise): Paise {
  return (a < b ? a : b) as Paise;
}

/** An amount times a whole count (e.g. the nightly rate times nights). */
export function multiplyPaise(paise: Paise, times: number): Paise {
  assertPaise(paise);
  if (!Number.isInteger(times)) throw new RangeError(`Not a whole count: ${times}`);
  const product = paise * times;
  assertPaise(product);
  return product as Paise;
}

/** `percent`% of an amount (whole percent), rounded half away from zero to the paisa. */
export function percentOfPaise(paise: Paise, percent: number): Paise {
  if (!Number.isInteger(percent)) throw new RangeError(`Not a whole percent: ${percent}`);
  return shareOfPaise(paise, percent, 100);
}

/**
 * `basisPoints` hundredths of a percent of an amount (10 = 0.1%, 25 = 0.25%), rounded half away
 * from zero to the paisa: the rates below a whole percent (TDS, TCS), exactly, in whole numbers.
 */
export function basisPointsOfPaise(paise: Paise, basisPoints: number): Paise {
  if (!Number.isInteger(basisPoints)) throw new RangeError(`Not whole basis points: ${basisPoints}`);
  return shareOfPaise(paise, basisPoints, 10_000);
}

/** amount × parts / whole, rounded half away from zero, with no fraction ever held in a float. */
function shareOfPaise(paise: Paise, parts: number, whole: number): Paise {
  assertPaise(paise);
  const scaled = paise * parts;
  assertPaise(scaled);
  const sign = scaled < 0 ? -1 : 1;
  const abs = Math.abs(scaled);
  const rounded = Math.trunc(abs / whole) + (abs % whole >= whole / 2 ? 1 : 0);
  return (sign * rounded || 0) as Paise;
}

/** '250000' -> '2,50,000': the last three digits, then pairs (the Indian lakh and crore grouping). */
export function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3);
  const pairs = head.length % 2 === 1 ? [head.slice(0, 1)] : [];
  for (let i = head.length % 2; i < head.length; i += 2) pairs.push(head.slice(i, i + 2));
  return `${pairs.join(',')},${digits.slice(-3)}`;
}

/**
 * Indian grouping with the rupee sign: 25000000 paise or '250000.00' -> '₹2,50,000';
 * '2500.50' -> '₹2,500.50'. A number is paise, a string is rupees. Display only, so it also takes
 * a plain whole number of paise (an API answer's `…Paise` field, a page's example), checked at run time.
 * en-IN and hi-IN write it alike (Latin digits), exactly as Intl.NumberFormat's INR currency does
 * (money.test.ts holds the two side by side); by hand because a browser's first currency formatter
 * loads ICU's currency data, 50–90 ms of a phone's first render (issue 29).
 */
export function formatRupees(amount: Paise | number | string, _language: 'en' | 'hi' = 'en'): string {
  const whole = typeof amount === 'string' ? rupeesToPaise(amount) : paise(amount);
  const sign = whole < 0 ? '-' : '';
  const abs = Math.abs(whole);
  const rupees = groupIndian(String(Math.trunc(abs / 100)));
  const fraction = abs % 100 === 0 ? '' : `.${String(abs % 100).padStart(2, '0')}`;
  return `${sign}₹${rupees}${fraction}`;
}

function assertPaise(paise: number): void {
  if (!Number.isSafeInteger(paise)) throw new RangeError(`Not a whole number of paise: ${paise}`);
}
