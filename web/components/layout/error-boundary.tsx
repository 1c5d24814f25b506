import { Component, type ErrorInfo, type ReactNode } from 'react';
import { m } from '#i18n/messages.js';
import { pathInLanguage } from '../../../domain/rules/language/languages.ts';
import { isChunkLoadError, isReloadPending, reloadOnceForNewBuild } from '../../lib/chunk-reload.ts';
import { pageLanguage } from '../../lib/language.ts';
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
    if (reloading) return <PageSpinner text={m.shell_error_loading_latest()} />;
    const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
    return (
      <section role="alert" className="mx-auto max-w-xl px-4 py-16 text-center sm:px-6">
        <h1 className="text-2xl font-bold tracking-tight text-fg">{m.shell_error_title()}</h1>
        <p className="mt-3 text-fg-muted">{offline ? m.shell_error_offline() : m.shell_error_body()}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <button type="button" className={buttonClasses('primary')} onClick={() => window.location.reload()}>
            {m.shell_error_reload()}
          </button>
          {/* A full page load, not the router: the router may be what failed. In Hindi, /hi. */}
          <a href={pathInLanguage('/', pageLanguage)} className={buttonClasses('outline')}>
            {m.shell_error_home()}
          </a>
        </div>
      </section>
    );
  }
}
