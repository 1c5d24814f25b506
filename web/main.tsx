import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { ErrorBoundary } from './components/layout/error-boundary.tsx';
import { ToasterOnDemand } from './components/ui/toaster-on-demand.tsx';
import { firstScreenReady } from './first-screen-ready.ts';
import { installChunkReload } from './lib/chunk-reload.ts';
import './lib/prompt-effects.ts';
import { routerBase } from './lib/language.ts';
import { queryClient } from './lib/query-client.ts';
import { AppRouter } from './router.tsx';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');
installChunkReload();

// The first screen's code and data first (web/first-screen-ready.ts), then one render of the page.
firstScreenReady().then(() =>
  createRoot(root).render(
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
    </StrictMode>,
  ),
);
