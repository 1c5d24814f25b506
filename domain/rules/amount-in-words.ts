import { type Paise, paise } from '../money.ts';

// An amount in words as Indian invoices write it (CGST Rule 46 asks for the total in words too):
// "Rupees Fifteen Thousand Seven Hundred Fifty Only", grouped in crore, lakh, thousand and hundred,
// with no "and" inside a number and no hyphens. Paise follow the rupees after "and":
// "Rupees Fifteen Thousand Seven Hundred Fifty and Fifty Paise Only" (one paisa: "One Paisa").
// Rupees are always named, so zero rupees read "Rupees Zero" (decision 83).

const ONES = [
  'Zero',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 0–99 in words: 'Ninety Nine'. */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  const unit = n % 10;
  return unit === 0 ? TENS[Math.trunc(n / 10)]! : `${TENS[Math.trunc(n / 10)]} ${ONES[unit]}`;
}

/** A whole number in Indian words: 10000000 → 'One Crore'; 1575 → 'One Thousand Five Hundred Seventy Five'. */
export function wholeNumberInWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`Not a whole number to write: ${n}`);
  if (n === 0) return 'Zero';
  const parts: string[] = [];
  const crore = Math.trunc(n / 10_000_000);
  // Above 99 crore the count of crores is itself written out: 'One Thousand Crore'.
  if (crore > 0) parts.push(`${wholeNumberInWords(crore)} Crore`);
  const groups: [number, string][] = [
    [Math.trunc(n / 100_000) % 100, 'Lakh'],
    [Math.trunc(n / 1_000) % 100, 'Thousand'],
    [Math.trunc(n / 100) % 10, 'Hundred'],
  ];
  for (const [count, name] of groups) if (count > 0) parts.push(`${belowHundred(count)} ${name}`);
  if (n % 100 > 0) parts.push(belowHundred(n % 100));
  return parts.join(' ');
}

/** 1575050 paise → 'Rupees Fifteen Thousand Seven Hundred Fifty and Fifty Paise Only'. */
export function amountInWords(amount: Paise): string {
  const whole = paise(amount);
  if (whole < 0) throw new RangeError(`An amount to write is not negative: ${whole}`);
  const rupees = `Rupees ${wholeNumberInWords(Math.trunc(whole / 100))}`;
  const paiseLeft = whole % 100;
  if (paiseLeft === 0) return `${rupees} Only`;
  return `${rupees} and ${belowHundred(paiseLeft)} ${paiseLeft === 1 ? 'Paisa' : 'Paise'} Only`;
}
