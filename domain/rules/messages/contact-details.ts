// Contact details in a message before the guest's stay is confirmed (issue 26 §1, decision 97):
// phone numbers, e-mail addresses, links and UPI ids are replaced, so a guest and a host cannot take
// the booking (and its payment) off Basera. One rule for both sides; what it sees is decided here.

/**
 * What the rule writes in place of a contact detail, as stored (English: the message is kept once
 * for both sides). Its reader is shown it in their language (shownMessageBody, booking-event-lines.ts).
 */
export const HIDDEN_CONTACT = '[hidden until booking is confirmed]';

/** Top-level domains a link or an address ends in (a bare "word.in" is a link; "3.5" is not). */
const TLDS =
  'com|in|net|org|co|io|me|info|biz|app|dev|xyz|site|online|link|store|shop|live|ly|gl|to|us|uk|ai|page|host';

// E-mail and UPI ids: a name, "@" (or "at" spelled out: " at ", "(at)", "[at]"), a domain. With a
// real "@" any handle counts (UPI ids have no dot: name@okaxis, 9876543210@ybl); with "at" spelled
// out the domain must end in a known TLD, so "arriving at noon. See you" stays as it is.
const DOT = String.raw`(?:\s*(?:\(dot\)|\[dot\]|\{dot\})\s*|\s+dot\s+|\.)`;
const SPELLED_AT = String.raw`(?:\s*(?:\(at\)|\[at\]|\{at\})\s*|\s+at\s+)`;
const EMAIL = new RegExp(
  String.raw`[\w.+-]+\s*@\s*[\w-]+(?:${DOT}[\w-]+)*` +
    String.raw`|[\w.+-]+${SPELLED_AT}[\w-]+(?:${DOT}[\w-]+)*${DOT}(?:${TLDS})\b`,
  'giu',
);

// Links: a scheme or www., any case; or a bare domain ending in a known TLD in lower case
// (basera-stays.in, "basera dot in"), so a sentence typed without a space ("late.In the") is left.
const LINK = /\bhttps?:\/\/\S+|\bwww\.\S+/giu;
const BARE_DOMAIN = new RegExp(
  String.raw`\b[A-Za-z0-9][A-Za-z0-9-]*(?:${DOT}[A-Za-z0-9-]+)*${DOT}(?:${TLDS})\b(?:\/\S*)?`,
  'gu',
);

// Phone numbers: a run of digit groups and digits written as words, joined by spaces, dots, dashes
// or brackets, optionally after "+". A run of 8 digits or more is a phone number (an Indian mobile
// has 10, a landline with its code 10-11, with +91 or 0091 more); dates, times, amounts, flat
// numbers and pincodes have fewer, or break the run with a word, a colon, a comma or a slash.
const DIGIT_WORDS: Record<string, number> = {
  zero: 1,
  oh: 1,
  one: 1,
  two: 1,
  three: 1,
  four: 1,
  five: 1,
  six: 1,
  seven: 1,
  eight: 1,
  nine: 1,
  double: 1, // "double nine": the word adds one digit, the next word the other
  triple: 2,
};
const TOKEN = String.raw`(?:\d(?:[\d,]*\d)?|\b(?:${Object.keys(DIGIT_WORDS).join('|')})\b)`;
const SEPARATOR = String.raw`[\s.\-–—()]*`;
const DIGIT_RUN = new RegExp(
  String.raw`(?<![\p{L}\d@])(?:\+\s*|\(\s*)?${TOKEN}(?:${SEPARATOR}${TOKEN})*(?![\p{L}\d])`,
  'giu',
);
const PHONE_DIGITS = 8;
/** A date written with dots or dashes (12.03.2027, 2027-03-12): eight digits, not a phone number. */
const DATE_SHAPE = /^(?:\d{1,2}[.-]\d{1,2}[.-]\d{2,4}|\d{4}-\d{1,2}-\d{1,2})$/;
/** An amount: the run follows ₹, Rs or INR. */
const MONEY_BEFORE = /(?:₹|\brs\.?|\binr)\s*$/iu;

function digitCount(run: string): number {
  const digits = run.replace(/\D/g, '').length;
  const words = run.toLowerCase().match(/\p{L}+/gu) ?? [];
  return digits + words.reduce((sum, word) => sum + (DIGIT_WORDS[word] ?? 0), 0);
}

function hidePhones(text: string): string {
  return text.replace(DIGIT_RUN, (run: string, offset: number) => {
    if (DATE_SHAPE.test(run) || MONEY_BEFORE.test(text.slice(0, offset))) return run;
    return digitCount(run) < PHONE_DIGITS ? run : HIDDEN_CONTACT;
  });
}

/**
 * The message with every phone number, e-mail address, link and UPI id replaced by
 * "[hidden until booking is confirmed]"; everything else as written. Pure: the caller decides when
 * it applies (until the guest has a confirmed booking of the listing).
 */
export function hideContactDetails(body: string): string {
  const withoutAddresses = body
    .replace(EMAIL, HIDDEN_CONTACT)
    .replace(LINK, HIDDEN_CONTACT)
    .replace(BARE_DOMAIN, HIDDEN_CONTACT);
  return hidePhones(withoutAddresses);
}

/** Whether the rule changed anything (the original is then kept for an admin reading a report). */
export function hidesSomething(body: string): boolean {
  return hideContactDetails(body) !== body;
}
