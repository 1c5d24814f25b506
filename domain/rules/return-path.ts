// Where a visitor may be sent after signing in: shared by the web app (?next=) and the server
// (the Google callback), so neither can be made into an open redirect.

import { languageOfPath } from './language/languages.ts';

const ORIGIN = 'https://basera.invalid';
const SIGN_IN_PAGES = new Set(['/auth', '/admin/login']);

/**
 * A path on this site to return to, or null. It starts with one '/' (not '//' or '/\', which
 * browsers read as another host), carries no scheme, host or control character, and is not a
 * sign-in page itself, in either language (`/auth`, `/hi/auth`).
 */
export function safeReturnPath(raw: string | null | undefined): string | null {
  if (!raw || raw.length > 2000) return null;
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses.
  if (/[\u0000-\u001f\u007f\\]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== ORIGIN || SIGN_IN_PAGES.has(languageOfPath(url.pathname).path)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
