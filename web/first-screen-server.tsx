import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStringAsync } from 'preact-render-to-string';
import { Router } from 'wouter';
import { type FirstScreenAnswers, seedFirstScreen } from './first-screen-answers.ts';
import { routerBase } from './lib/language.ts';
import { queryClientDefaults } from './lib/query-client.ts';
import { AppRouter } from './router.tsx';

export type { FirstScreenAnswers } from './first-screen-answers.ts';

/**
 * The first screen of `/`, a listing or `/auth` as HTML (`search`: its query, '' or `?a=b`), drawn on the server from the same components and
 * the same API answers the app's first render has (web/first-screen-ready.ts), so that render takes
 * the HTML over without a change (decision 135). A signed-out visitor; the phone layout.
 */
export async function renderFirstScreen(
  appPath: string,
  search: string,
  answers: FirstScreenAnswers,
): Promise<string> {
  const client = new QueryClient(queryClientDefaults);
  seedFirstScreen(client, answers);
  // The query apart from the path: wouter would cut a `?` inside it (`?next=/search?x=1`).
  return renderToStringAsync(
    <QueryClientProvider client={client}>
      <Router ssrPath={`${routerBase}${appPath}`} ssrSearch={search.replace(/^\?/, '')} base={routerBase}>
        <AppRouter />
      </Router>
    </QueryClientProvider>,
  );
}
