import { useLocation, useSearch } from 'wouter';
import { type Language, pathInLanguage } from '../../domain/rules/language/languages.ts';

declare const __BASERA_LANGUAGE__: Language | undefined;

/**
 * The language of this page. Each language is its own build (vite.config.ts, decision 110), so this
 * is a constant: English at `/...`, Hindi at `/hi/...`. Tests run as English.
 */
export const pageLanguage: Language = typeof __BASERA_LANGUAGE__ === 'undefined' ? 'en' : __BASERA_LANGUAGE__;

/** The router's base: the app's paths (`/trips`) live under `/hi` in Hindi. */
export const routerBase = pageLanguage === 'hi' ? '/hi' : '';

/** date-fns's locale for this page's language (month and day names); undefined is English. */
export { dateLocale } from '#language-pack';

/** The address of the current page in another language: a whole page load, as each language is its own app. */
export function addressInLanguage(language: Language, location: Location = window.location): string {
  const appPath =
    routerBase && location.pathname.startsWith(routerBase)
      ? location.pathname.slice(routerBase.length) || '/'
      : location.pathname;
  return `${pathInLanguage(appPath, language)}${location.search}${location.hash}`;
}

/**
 * addressInLanguage for the page being drawn: the browser's address, or the router's where there is
 * no browser (the server drawing a first screen, decision 135), which has no #fragment to keep.
 */
export function useAddressInLanguage(language: Language): string {
  const [appPath] = useLocation();
  const search = useSearch();
  if (typeof window !== 'undefined') return addressInLanguage(language);
  return `${pathInLanguage(appPath, language)}${search ? `?${search}` : ''}`;
}
