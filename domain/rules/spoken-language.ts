import { getLocale } from '#i18n/runtime.js';
import { isLanguage, type Language } from './language/languages.ts';

declare const __BASERA_LANGUAGE__: Language | undefined;

/**
 * The language text is being written in now (decision 110), for the few rules that format a date or
 * an amount inside a message: a web build's own language (vite.config.ts defines it), and on the
 * server the language of the request being answered (server/http/request-language.ts makes
 * Paraglide's getLocale read it; English outside a request). Text for someone else (a mail, a
 * stored line) names its language instead.
 */
export function spokenLanguage(): Language {
  if (typeof __BASERA_LANGUAGE__ !== 'undefined') return __BASERA_LANGUAGE__;
  const locale = getLocale();
  return isLanguage(locale) ? locale : 'en';
}
