/**
 * The languages Basera speaks (decision 110). English is at `/...`, Hindi at `/hi/...`; every page
 * exists in both.
 */
export const languages = ['en', 'hi'] as const;
export type Language = (typeof languages)[number];

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (languages as readonly string[]).includes(value);

/** The locale `Intl` formats a language's numbers, money and dates in. */
export const intlLocaleOf = (language: Language) => (language === 'hi' ? 'hi-IN' : 'en-IN');

/** What `<html lang>` says for a language. */
export const htmlLangOf = (language: Language) => (language === 'hi' ? 'hi' : 'en-IN');

/** Each language's own name, as the language switch shows it. */
export const languageNames: Record<Language, string> = { en: 'English', hi: 'हिन्दी' };

const hindiPrefix = /^\/hi(?=\/|$)/;

/** The language a page's address is in, and the page's path within the app (`/hi/trips` → hi, `/trips`). */
export function languageOfPath(pathname: string): { language: Language; path: string } {
  if (!hindiPrefix.test(pathname)) return { language: 'en', path: pathname };
  return { language: 'hi', path: pathname.replace(hindiPrefix, '') || '/' };
}

/** The address of an app path in a language (`/trips`, hi → `/hi/trips`; `/`, hi → `/hi`). */
export function pathInLanguage(path: string, language: Language): string {
  if (language === 'en') return path;
  return path === '/' ? '/hi' : `/hi${path}`;
}

/**
 * The language an `Accept-Language` header prefers among Basera's, or null when it names neither:
 * the highest q wins, a tie goes to the one listed first (`hi-IN,hi;q=0.9,en;q=0.8` → hi).
 */
export function preferredLanguage(header: string | undefined): Language | null {
  if (!header) return null;
  let best: { language: Language; q: number } | null = null;
  for (const part of header.split(',')) {
    const [tag = '', ...params] = part.trim().split(';');
    const base = tag.trim().toLowerCase().split('-')[0];
    if (!isLanguage(base)) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { language: base, q };
  }
  return best?.language ?? null;
}
