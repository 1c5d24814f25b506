import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { m } from '#i18n/messages.js';
import { ErrorBoundary } from './error-boundary.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

/**
 * Header, page content and footer for every non-admin page. The content area is at least a screen
 * tall, so the footer starts below the fold and never jumps down while a page's code, the session
 * or its data arrive (layout shift). A page that fails shows its message between header and footer.
 */
export function SiteLayout({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-surface px-4 py-2 text-fg focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {m.shell_skip_to_content()}
      </a>
      <SiteHeader />
      <main id="main" className="min-h-dvh flex-1 print:min-h-0">
        <ErrorBoundary resetKey={location}>{children}</ErrorBoundary>
      </main>
      <SiteFooter />
    </div>
  );
}
