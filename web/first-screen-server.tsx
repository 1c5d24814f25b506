import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStringAsync } from 'preact-render-to-string';
import { Router } from 'wouter';
import { HOME_RESULTS_API_URL } from '../domain/first-visit-data.ts';
import type { PropertyCard, PropertyDetail } from '../domain/schemas/properties.ts';
import { propertyQueryKey } from './features/property/api/property-detail.ts';
import { propertyPageOf, searchQuery } from './features/search/api/properties.ts';
import { routerBase } from './lib/language.ts';
import { queryClientDefaults } from './lib/query-client.ts';
import { USER_QUERY_KEY } from './lib/session.ts';
import { AppRouter } from './router.tsx';

/** The API's answers a signed-out first visit's page would ask for, as the server got them. */
export type FirstScreenAnswers = {
  /** GET HOME_RESULTS_API_URL: its body and its Link and Matched-Place headers. */
  homeResults?: { body: PropertyCard[]; link: string | null; matchedPlace: string | null };
  /** GET /api/properties/{id}. */
  listing?: PropertyDetail;
};

/**
 * The first screen of `/` or a listing as HTML, drawn on the server from the same components and
 * the same API answers the app's first render has (web/first-screen-ready.ts), so that render takes
 * the HTML over without a change (decision 135). A signed-out visitor; the phone layout.
 */
export async function renderFirstScreen(appPath: string, answers: FirstScreenAnswers): Promise<string> {
  const client = new QueryClient(queryClientDefaults);
  client.setQueryData(USER_QUERY_KEY, null);
  if (answers.homeResults) {
    const { body, link, matchedPlace } = answers.homeResults;
    client.setQueryData(searchQuery(HOME_RESULTS_API_URL).queryKey, {
      pages: [propertyPageOf(body, link, matchedPlace)],
      pageParams: [HOME_RESULTS_API_URL],
    });
  }
  if (answers.listing) client.setQueryData(propertyQueryKey(answers.listing.id), answers.listing);
  return renderToStringAsync(
    <QueryClientProvider client={client}>
      <Router ssrPath={`${routerBase}${appPath}`} base={routerBase}>
        <AppRouter />
      </Router>
    </QueryClientProvider>,
  );
}
