import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStringAsync } from 'preact-render-to-string';
import { Router } from 'wouter';
import { type FirstScreenAnswers, seedFirstScreen } from './first-screen-answers.ts';
import { routerBase } from './lib/language.ts';
import { queryClientDefaults } from './lib/query-client.ts';
import { AppRouter } from './router.tsx';

export type { FirstScreenAnswers } from './first-screen-answers.ts';

/**
 * The first screen of `/`, a listing or `/auth` as HTML (`appPath` with its query, if any), drawn on the server from the same components and
 * the same API answers the app's first render has (web/first-screen-ready.ts), so that render takes
 * the HTML over without a change (decision 135). A signed-out visitor; the phone layout.
 */
export async function renderFirstScreen(appPath: string, answers: FirstScreenAnswers): Promise<string> {
  const client = new QueryClient(queryClientDefaults);
  seedFirstScreen(client, answers);
  return renderToStringAsync(
    <QueryClientProvider client={client}>
      <Router ssrPath={`${routerBase}${appPath}`} base={routerBase}>
        <AppRouter />
      </Router>
    </QueryClientProvider>,
  );
}
