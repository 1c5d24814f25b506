import { firstVisitPage, HOME_RESULTS_API_URL } from '../domain/first-visit-data.ts';
import { fetchProperty, propertyQueryKey } from './features/property/api/property-detail.ts';
import { searchQuery } from './features/search/api/properties.ts';
import { routerBase } from './lib/language.ts';
import { queryClient } from './lib/query-client.ts';
import { prefetchCurrentUser } from './lib/session.ts';
import { Home, PropertyPage } from './router.tsx';

/** The longest the first render waits for the first screen's code and data before drawing spinners. */
const MOST_WAIT_MS = 1500;

/**
 * Resolves once the page the visit opened on has its code and its data (the home page's first
 * results, or the listing, and who is signed in), all of them asked for by the page's HTML already
 * (decision 129): the first render then draws the page itself, not the header over a spinner that a
 * second and third render replace (issue 29: the largest paint waited for each of them). Resolves
 * after MOST_WAIT_MS at the latest, and at once for other pages.
 */
export function firstScreenReady(location: Location = window.location): Promise<void> {
  const appPath = location.pathname.slice(routerBase.length) || '/';
  const page = firstVisitPage(appPath);
  const waits: Promise<unknown>[] = [];
  if (page?.kind === 'home' && location.search === '')
    waits.push(Home.preload(), queryClient.prefetchInfiniteQuery(searchQuery(HOME_RESULTS_API_URL)));
  if (page?.kind === 'listing')
    waits.push(
      PropertyPage.preload(),
      queryClient.prefetchQuery({
        queryKey: propertyQueryKey(page.id),
        queryFn: () => fetchProperty(page.id),
      }),
    );
  if (waits.length === 0) return Promise.resolve();
  waits.push(prefetchCurrentUser());
  return Promise.race([
    Promise.all(waits).then(() => undefined),
    new Promise<void>((resolve) => setTimeout(resolve, MOST_WAIT_MS)),
  ]);
}
