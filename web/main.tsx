import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { ErrorBoundary } from './components/layout/error-boundary.tsx';
import { ToasterOnDemand } from './components/ui/toaster-on-demand.tsx';
import { firstScreenReady } from './first-screen-ready.ts';
import { installChunkReload } from './lib/chunk-reload.ts';
import { takeOverEarlyTaps } from './lib/early-taps.ts';
import { handOverTyping, typingIn } from './lib/early-typing.ts';
import { watchFirstInteraction } from './lib/first-interaction.ts';
import './lib/prompt-effects.ts';
import { routerBase } from './lib/language.ts';
import { queryClient } from './lib/query-client.ts';
import { AppRouter } from './router.tsx';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');
installChunkReload();
// From the start: a page's lazy parts ask later whether the person has used the page yet.
watchFirstInteraction();

const app = (
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <ErrorBoundary>
        {/* Hindi pages live under /hi: every route and link of the app is relative to it. */}
        <Router base={routerBase}>
          <AppRouter />
        </Router>
      </ErrorBoundary>
      <ToasterOnDemand />
    </QueryClientProvider>
  </StrictMode>
);

// The first screen's code and data first (web/first-screen-ready.ts), then one render of the page.
// Where the server drew that screen from the same code and data (decision 135), the app takes its
// elements over as they are (hydrate); if any of it failed to come, it draws over them instead.
const drawn = root.firstElementChild !== null;
// Text typed into the drawn page's fields meanwhile is handed over to the app (decision 153).
firstScreenReady(drawn).then((ready) => {
  if (drawn && ready) {
    const typing = typingIn(root);
    hydrateRoot(root, app);
    handOverTyping(typing);
  } else createRoot(root).render(app);
  takeOverEarlyTaps();
});
