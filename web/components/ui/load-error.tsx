import { RefreshCw } from 'lucide-react';
import { m } from '#i18n/messages.js';
import { Button } from './button.tsx';

/**
 * A list that failed to load: what failed, and Retry (showing progress while it fetches again).
 * `message` is the whole sentence from the catalogue ("We couldn't load the users."), never a
 * fragment fitted into one: Hindi places the words differently.
 */
export function LoadError({
  message,
  retrying,
  onRetry,
}: {
  message: string;
  retrying: boolean;
  onRetry: () => void;
}) {
  return (
    <div className="rounded-2xl border border-line bg-surface p-10 text-center" role="alert">
      <p className="font-semibold text-fg">{message}</p>
      <p className="mt-1 text-sm text-fg-muted">{m.ui_load_error_hint()}</p>
      <Button variant="outline" className="mt-5" pending={retrying} onClick={onRetry}>
        {!retrying && <RefreshCw className="size-4" aria-hidden="true" />}
        {m.ui_retry()}
      </Button>
    </div>
  );
}
