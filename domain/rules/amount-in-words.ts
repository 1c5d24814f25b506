import { type Paise, paise } from '../money.ts';
import type { Language } from './language/languages.ts';

// An amount in words as Indian invoices write it (CGST Rule 46 asks for the total in words too):
// "Rupees Fifteen Thousand Seven Hundred Fifty Only", grouped in crore, lakh, thousand and hundred,
// with no "and" inside a number and no hyphens. Paise follow the rupees after "and":
// "Rupees Fifteen Thousand Seven Hundred Fifty and Fifty Paise Only" (one paisa: "One Paisa").
// Rupees are always named, so zero rupees read "Rupees Zero" (decision 83). A Hindi paper writes the
// total in Hindi words (decision 110): "पंद्रह हज़ार सात सौ पचास रुपये मात्र".

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

// Hindi names each number below a hundred with a word of its own (पच्चीस, निन्यानबे), as the
// everyday Hindi of invoices and cheques writes them, and groups like English: करोड़, लाख, हज़ार, सौ.
// biome-ignore format: ten words a row, as a table of 0–99 reads
const HINDI_BELOW_HUNDRED = [
  'शून्य', 'एक', 'दो', 'तीन', 'चार', 'पाँच', 'छह', 'सात', 'आठ', 'नौ',
  'दस', 'ग्यारह', 'बारह', 'तेरह', 'चौदह', 'पंद्रह', 'सोलह', 'सत्रह', 'अठारह', 'उन्नीस',
  'बीस', 'इक्कीस', 'बाईस', 'तेईस', 'चौबीस', 'पच्चीस', 'छब्बीस', 'सत्ताईस', 'अट्ठाईस', 'उनतीस',
  'तीस', 'इकतीस', 'बत्तीस', 'तैंतीस', 'चौंतीस', 'पैंतीस', 'छत्तीस', 'सैंतीस', 'अड़तीस', 'उनतालीस',
  'चालीस', 'इकतालीस', 'बयालीस', 'तैंतालीस', 'चौवालीस', 'पैंतालीस', 'छियालीस', 'सैंतालीस', 'अड़तालीस', 'उनचास',
  'पचास', 'इक्यावन', 'बावन', 'तिरेपन', 'चौवन', 'पचपन', 'छप्पन', 'सत्तावन', 'अट्ठावन', 'उनसठ',
  'साठ', 'इकसठ', 'बासठ', 'तिरसठ', 'चौंसठ', 'पैंसठ', 'छियासठ', 'सड़सठ', 'अड़सठ', 'उनहत्तर',
  'सत्तर', 'इकहत्तर', 'बहत्तर', 'तिहत्तर', 'चौहत्तर', 'पचहत्तर', 'छिहत्तर', 'सतहत्तर', 'अठहत्तर', 'उनासी',
  'अस्सी', 'इक्यासी', 'बयासी', 'तिरासी', 'चौरासी', 'पचासी', 'छियासी', 'सत्तासी', 'अट्ठासी', 'नवासी',
  'नब्बे', 'इक्यानबे', 'बानबे', 'तिरानबे', 'चौरानबे', 'पचानबे', 'छियानबे', 'सत्तानबे', 'अट्ठानबे', 'निन्यानबे',
];

type NumberWords = {
  belowHundred: (n: number) => string;
  crore: string;
  lakh: string;
  thousand: string;
  hundred: string;
};
const ENGLISH: NumberWords = {
  belowHundred,
  crore: 'Crore',
  lakh: 'Lakh',
  thousand: 'Thousand',
  hundred: 'Hundred',
};
const HINDI: NumberWords = {
  belowHundred: (n) => HINDI_BELOW_HUNDRED[n]!,
  crore: 'करोड़',
  lakh: 'लाख',
  thousand: 'हज़ार',
  hundred: 'सौ',
};

function inWords(n: number, words: NumberWords): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`Not a whole number to write: ${n}`);
  if (n === 0) return words.belowHundred(0);
  const parts: string[] = [];
  const crore = Math.trunc(n / 10_000_000);
  // Above 99 crore the count of crores is itself written out: 'One Thousand Crore'.
  if (crore > 0) parts.push(`${inWords(crore, words)} ${words.crore}`);
  const groups: [number, string][] = [
    [Math.trunc(n / 100_000) % 100, words.lakh],
    [Math.trunc(n / 1_000) % 100, words.thousand],
    [Math.trunc(n / 100) % 10, words.hundred],
  ];
  for (const [count, name] of groups) if (count > 0) parts.push(`${words.belowHundred(count)} ${name}`);
  if (n % 100 > 0) parts.push(words.belowHundred(n % 100));
  return parts.join(' ');
}

/** A whole number in Indian words: 10000000 → 'One Crore'; 1575 → 'One Thousand Five Hundred Seventy Five'. */
export function wholeNumberInWords(n: number): string {
  return inWords(n, ENGLISH);
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

/**
 * The same in Hindi, the unit after its number as Hindi says it: 1575050 paise → 'पंद्रह हज़ार
 * सात सौ पचास रुपये और पचास पैसे मात्र'; one rupee 'एक रुपया', one paisa 'एक पैसा'.
 */
export function amountInHindiWords(amount: Paise): string {
  const whole = paise(amount);
  if (whole < 0) throw new RangeError(`An amount to write is not negative: ${whole}`);
  const count = Math.trunc(whole / 100);
  const rupees = `${inWords(count, HINDI)} ${count === 1 ? 'रुपया' : 'रुपये'}`;
  const paiseLeft = whole % 100;
  if (paiseLeft === 0) return `${rupees} मात्र`;
  return `${rupees} और ${HINDI.belowHundred(paiseLeft)} ${paiseLeft === 1 ? 'पैसा' : 'पैसे'} मात्र`;
}

/** The total in words in the language the paper is written in. */
export function amountInWordsIn(amount: Paise, language: Language): string {
  return language === 'hi' ? amountInHindiWords(amount) : amountInWords(amount);
}
