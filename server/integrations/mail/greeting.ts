import { m } from '#i18n/messages.js';
import type { Language } from '../../../domain/rules/language/languages.ts';

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

/** "Hello Asha," or, without a usable name, "Hello,", in the reader's language ("नमस्ते Asha,"). */
export function greeting(name: string | null | undefined, language: Language): string {
  const shown = nameForMail(name);
  return shown
    ? m.mail_greeting_named({ name: shown }, { locale: language })
    : m.mail_greeting({}, { locale: language });
}
