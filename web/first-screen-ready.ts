import { firstVisitPage, HOME_RESULTS_API_URL } from '../domain/first-visit-data.ts';
import { fetchProperty, propertyQueryKey } from './features/property/api/property-detail.ts';
import { searchQuery } from './features/search/api/properties.ts';
import { readFirstScreenAnswers, seedFirstScreen } from './first-screen-answers.ts';
import { routerBase } from './lib/language.ts';
import { queryClient } from './lib/query-client.ts';
import { prefetchCurrentUser, USER_QUERY_KEY } from './lib/session.ts';
import { AuthPage, Home, PropertyPage } from './router.tsx';

/** The longest the first render waits for the first screen's code and data before drawing spinners. */
const MOST_WAIT_MS = 1500;

const waitAtMost = <T>(ms: number, work: Promise<T>, otherwise: T) =>
  Promise.race([work, new Promise<T>((resolve) => setTimeout(() => resolve(otherwise), ms))]);

/**
 * Resolves once the page the visit opened on has its code and its data (the home page's first
 * results, or the listing, and who is signed in), all of them asked for by the page's HTML already
 * (decision 129): the first render then draws the page itself, not the header over a spinner that a
 * second and third render replace (issue 29: the largest paint waited for each of them); on /auth,
 * its code. Resolves to whether all of it came. When the server drew the page (`drawn`, decision
 * 135) it waits as long as that takes, as the page is already on screen, and takes the data from the
 * answers the page carries rather than from the API; otherwise MOST_WAIT_MS at the latest. At once,
 * and false, for other pages.
 */
export async function firstScreenReady(
  drawn: boolean,
  location: Location = window.location,
): Promise<boolean> {
  const appPath = location.pathname.slice(routerBase.length) || '/';
  const page = firstVisitPage(appPath);
  // A drawn page carries the answers it was drawn from (decision 147): only its code is to come.
  const answers = drawn ? readFirstScreenAnswers() : null;
  if (answers && page) {
    seedFirstScreen(queryClient, answers);
    return { home: Home, listing: PropertyPage, auth: AuthPage }[page.kind].preload();
  }
  let waits: Promise<boolean>[] = [];
  if (page?.kind === 'home' && location.search === '') {
    const results = searchQuery(HOME_RESULTS_API_URL);
    waits = [
      Home.preload(),
      queryClient.prefetchInfiniteQuery(results).then(() => succeeded(results.queryKey)),
    ];
  }
  if (page?.kind === 'listing') {
    const queryKey = propertyQueryKey(page.id);
    waits = [
      PropertyPage.preload(),
      queryClient
        .prefetchQuery({ queryKey, queryFn: () => fetchProperty(page.id) })
        .then(() => succeeded(queryKey)),
    ];
  }
  if (page?.kind === 'auth') waits = [AuthPage.preload()];
  if (waits.length === 0) return false;
  waits.push(prefetchCurrentUser().then(() => succeeded(USER_QUERY_KEY)));
  const all = Promise.all(waits).then((each) => each.every(Boolean));
  return drawn ? all : waitAtMost(MOST_WAIT_MS, all, false);
}

const succeeded = (queryKey: readonly unknown[]) => queryClient.getQueryState(queryKey)?.status === 'success';
