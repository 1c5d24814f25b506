import { isLanguage, type Language, preferredLanguage } from './languages.ts';

/**
 * Which language a page request should be answered in when its address has none (`/trips`, not
 * `/hi/trips`): the person's kept choice (the language cookie), else on a first visit the browser's
 * Accept-Language, else English. An address with `/hi` is always Hindi: it was chosen or shared.
 * Returns the language to send them to (a redirect when it is not English) and whether the choice
 * must now be kept (a first visit).
 */
export function languageForPlainAddress(
  cookie: string | undefined,
  acceptLanguage: string | undefined,
): { language: Language; keep: boolean } {
  if (isLanguage(cookie)) return { language: cookie, keep: false };
  return { language: preferredLanguage(acceptLanguage) ?? 'en', keep: true };
}
