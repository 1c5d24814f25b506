import { LANGUAGE_COOKIE } from '../../../domain/rules/language/language-cookie.ts';
import type { Language } from '../../../domain/rules/language/languages.ts';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Keeps a person's language choice: in a cookie the server reads on their next visit to an address
 * without a language, and for a signed-in person in their preferences (sent with keepalive, as the
 * page is about to change).
 */
export function rememberLanguage(language: Language, signedIn: boolean): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Safari and Firefox.
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`;
  if (!signedIn) return;
  void fetch('/api/user/preferences', {
    method: 'PUT',
    credentials: 'include',
    keepalive: true,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ language }),
  }).catch(() => undefined);
}
