// Money in Basera: rupees as decimal strings at the edges ('4500.00', as numeric(12,2) gives them),
// integer paise for every calculation. No floating-point arithmetic touches an amount.

/** Integer paise. */
export type Paise = number;

const RUPEES = /^(-)?(\d+)(?:\.(\d{1,2}))?$/;

/** '4500', '4500.5' or '4500.50' -> 450050 paise. Throws on anything else (no exponents, no commas). */
export function rupeesToPaise(rupees: string): Paise {
  const match = RUPEES.exec(rupees.trim());
  if (!match) throw new RangeError(`Not a rupee amount: "${rupees}"`);
  const [, minus, whole = '0', fraction = ''] = match;
  const paise = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(paise)) throw new RangeError(`Rupee amount too large: "${rupees}"`);
  return minus && paise !== 0 ? -paise : paise;
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
  return total;
}

/** An amount times a whole count (e.g. the nightly rate times nights). */
export function multiplyPaise(paise: Paise, times: number): Paise {
  assertPaise(paise);
  if (!Number.isInteger(times)) throw new RangeError(`Not a whole count: ${times}`);
  const product = paise * times;
  assertPaise(product);
  return product;
}

/** `percent`% of an amount (whole percent), rounded half away from zero to the paisa. */
export function percentOfPaise(paise: Paise, percent: number): Paise {
  assertPaise(paise);
  if (!Number.isInteger(percent)) throw new RangeError(`Not a whole percent: ${percent}`);
  const scaled = paise * percent;
  assertPaise(scaled);
  const sign = scaled < 0 ? -1 : 1;
  const abs = Math.abs(scaled);
  const rounded = Math.trunc(abs / 100) + (abs % 100 >= 50 ? 1 : 0);
  return sign * rounded || 0;
}

const wholeRupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const rupeesAndPaise = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * Indian grouping with the rupee sign: 25000000 paise or '250000.00' -> '₹2,50,000';
 * '2500.50' -> '₹2,500.50'. A number is paise, a string is rupees.
 */
export function formatRupees(amount: Paise | string): string {
  const paise = typeof amount === 'string' ? rupeesToPaise(amount) : amount;
  assertPaise(paise);
  // Intl formats a decimal string exactly (no float conversion).
  const decimal = paiseToRupees(paise) as Intl.StringNumericLiteral;
  return paise % 100 === 0 ? wholeRupees.format(decimal) : rupeesAndPaise.format(decimal);
}

function assertPaise(paise: number): void {
  if (!Number.isSafeInteger(paise)) throw new RangeError(`Not a whole number of paise: ${paise}`);
}
