/** Who is signed in: every page of the web app asks it first (web/lib/session.ts). */
export const SESSION_API_URL = '/api/auth/session';
/** The home page's results before anything is searched (the web app's propertiesApiUrl of an empty search). */
export const HOME_RESULTS_API_URL = '/api/properties?guests=2';

const LISTING_PAGE = /^\/property\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/**
 * The API answers a first visit's page asks for as soon as its script runs (decision 129), by the
 * page's path in the app (without /hi): the page's HTML names them, so the browser fetches them beside
 * the script instead of after it. Only pages a visit commonly opens on; [] for the others.
 */
export function firstVisitData(appPath: string): string[] {
  if (appPath === '/' || appPath === '/home') return [SESSION_API_URL, HOME_RESULTS_API_URL];
  if (appPath === '/auth') return [SESSION_API_URL];
  const listing = LISTING_PAGE.exec(appPath)?.[1];
  return listing ? [SESSION_API_URL, `/api/properties/${listing}`] : [];
}
