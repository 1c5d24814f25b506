import { AsyncLocalStorage } from 'node:async_hooks';
import { overwriteGetLocale } from '#i18n/runtime.js';
import type { Language } from '../../domain/rules/language/languages.ts';

// The language of the request being answered (decision 110). Paraglide's message functions read it,
// so `m.server_x()` called while answering a request speaks that request's language; outside a
// request (jobs, start-up) it is English unless the caller passes `{ locale }`.
const requestLanguage = new AsyncLocalStorage<Language>();
overwriteGetLocale(() => requestLanguage.getStore() ?? 'en');

/** Runs `work` (and everything it starts) in `language`. */
export function inLanguage<T>(language: Language, work: () => T): T {
  return requestLanguage.run(language, work);
}
