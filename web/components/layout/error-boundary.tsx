import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isChunkLoadError, isReloadPending, reloadOnceForNewBuild } from '../../lib/chunk-reload.ts';
import { buttonClasses } from '../ui/button.tsx';
import { PageSpinner } from '../ui/spinner.tsx';

type Props = {
  children: ReactNode;
  /** When this changes (the page's path), a page that failed is tried again. */
  resetKey?: string;
};
type State = { error: Error | null; reloading: boolean };

/**
 * Catches a page that fails to render and says so in plain words with a way out (reload, or home),
 * instead of a blank screen. A chunk that fails to load (the tab predates a deploy) reloads the
 * page once (lib/chunk-reload.ts) rather than showing the message.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, reloading: false };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    if (isReloadPending() || (isChunkLoadError(error) && reloadOnceForNewBuild())) {
      this.setState({ reloading: true });
      return;
    }
    console.error('A page failed to render', error, info.componentStack);
  }

  override componentDidUpdate(previous: Props) {
    if (this.state.error && previous.resetKey !== this.props.resetKey) {
      this.setState({ error: null, reloading: false });
    }
  }

  override render() {
    const { error, reloading } = this.state;
    if (!error) return this.props.children;
    if (reloading) return <PageSpinner text="Loading the latest version of Basera…" />;
    const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
    return (
      <section role="alert" className="mx-auto max-w-xl px-4 py-16 text-center sm:px-6">
        <h1 className="text-2xl font-bold tracking-tight text-fg">Something went wrong</h1>
        <p className="mt-3 text-fg-muted">
          {offline
            ? 'You seem to be offline. Check your connection, then reload the page.'
            : 'This page could not be shown. Reloading usually fixes it; your bookings and account are safe.'}
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <button type="button" className={buttonClasses('primary')} onClick={() => window.location.reload()}>
            Reload page
          </button>
          {/* A full page load, not the router: the router may be what failed. */}
          <a href="/" className={buttonClasses('outline')}>
            Go to the home page
          </a>
        </div>
      </section>
    );
  }
}
