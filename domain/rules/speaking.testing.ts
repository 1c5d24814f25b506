import { getLocale, overwriteGetLocale } from '#i18n/runtime.js';
import type { Language } from './language/languages.ts';

/** For tests: runs `work` as if the request being answered (or the web build) were in `language`. */
export function speaking<T>(language: Language, work: () => T): T {
  const before = getLocale;
  overwriteGetLocale(() => language);
  try {
    return work();
  } finally {
    overwriteGetLocale(before);
  }
}
