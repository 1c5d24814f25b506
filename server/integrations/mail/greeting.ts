// Names are chosen by whoever owns the account, and mail reaches other people (hosts, guests, a new
// address): only name-like characters are kept, dots are spaced so no name reads as a link, and the
// result is cut to a sane length (issue 22).
const MAX_NAME = 60;

/** A name as it may appear in a mail: letters, marks, spaces, apostrophes, hyphens and dots. */
export function nameForMail(name: string | null | undefined): string {
  const kept = (name ?? '')
    .normalize('NFKC')
    .replace(/[^\p{L}\p{M}\s'’.-]/gu, ' ')
    .replace(/\.(?=\S)/g, '. ')
    .replace(/\s+/g, ' ')
    .trim();
  return Array.from(kept).slice(0, MAX_NAME).join('').trim();
}

/** "Hello Asha," or, without a usable name, "Hello,". */
export function greeting(name: string | null | undefined): string {
  const shown = nameForMail(name);
  return shown ? `Hello ${shown},` : 'Hello,';
}
