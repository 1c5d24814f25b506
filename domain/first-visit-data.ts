import { UUID_TEXT } from './uuid.ts';
/** Who is signed in: every page of the web app asks it first (web/lib/session.ts). */
export const SESSION_API_URL = '/api/auth/session';
/** The home page's results before anything is searched (the web app's propertiesApiUrl of an empty search). */
export const HOME_RESULTS_API_URL = '/api/properties?guests=2';
/** Which outside sign-in providers the server has: the sign-in page asks it to offer Google or not. */
export const AUTH_PROVIDERS_API_URL = '/api/auth/providers';

const LISTING_PAGE = new RegExp(`^/property/(${UUID_TEXT})$`, 'i');

/** The pages a visit commonly opens on, by the page's path in the app (without /hi); null for others. */
export type FirstVisitPage = { kind: 'home' } | { kind: 'auth' } | { kind: 'listing'; id: string };

export function firstVisitPage(appPath: string): FirstVisitPage | null {
  if (appPath === '/' || appPath === '/home') return { kind: 'home' };
  if (appPath === '/auth') return { kind: 'auth' };
  const listing = LISTING_PAGE.exec(appPath)?.[1];
  return listing ? { kind: 'listing', id: listing } : null;
}

/**
 * The API answers a first visit's page asks for as soon as its script runs (decision 129), by the
 * page's path in the app (without /hi): the page's HTML names them, so the browser fetches them beside
 * the script instead of after it. Only pages a visit commonly opens on; [] for the others.
 */
export function firstVisitData(appPath: string): string[] {
  const page = firstVisitPage(appPath);
  if (page?.kind === 'home') return [SESSION_API_URL, HOME_RESULTS_API_URL];
  if (page?.kind === 'auth') return [SESSION_API_URL, AUTH_PROVIDERS_API_URL];
  return page?.kind === 'listing' ? [SESSION_API_URL, `/api/properties/${page.id}`] : [];
}

/**
 * Whether the server draws a first visit's page with this query (`?a=b`, or '' for none; decision
 * 135): the home page only unsearched (its results are the ones it carries), a listing with any
 * query, and the sign-in page with none or only the page to return to. A reset link's token is
 * checked, and a failed Google sign-in's error shown, by the app, so those pages are left to it.
 */
export function drawsWithSearch(page: FirstVisitPage, search: string): boolean {
  if (page.kind === 'home') return search === '';
  if (page.kind === 'listing') return true;
  return [...new URLSearchParams(search).keys()].every((key) => key === 'next');
}

/** The element a drawn page carries its API answers in, as JSON, beside the root (decision 147). */
export const FIRST_SCREEN_ANSWERS_ID = 'first-screen-answers';

/**
 * The answers a drawn page was drawn from, as a JSON data block the app reads instead of asking the
 * API again. `<` is escaped, so no text in the answers can end the element.
 */
export function firstScreenAnswersScript(answers: unknown): string {
  const json = JSON.stringify(answers).replaceAll('<', '\\u003c');
  return `<script type="application/json" id="${FIRST_SCREEN_ANSWERS_ID}">${json}</script>`;
}
