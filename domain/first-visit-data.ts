import { UUID_TEXT } from './uuid.ts';
/** Who is signed in: every page of the web app asks it first (web/lib/session.ts). */
export const SESSION_API_URL = '/api/auth/session';
/** The home page's results before anything is searched (the web app's propertiesApiUrl of an empty search). */
export const HOME_RESULTS_API_URL = '/api/properties?guests=2';

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
  if (page?.kind === 'auth') return [SESSION_API_URL];
  return page?.kind === 'listing' ? [SESSION_API_URL, `/api/properties/${page.id}`] : [];
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
