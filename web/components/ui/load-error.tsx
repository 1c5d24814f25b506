import { CloudOff, RefreshCw } from 'lucide-react';
import { m } from '#i18n/messages.js';
import { Button } from './button.tsx';
import { EmptyState } from './empty-state.tsx';

/**
 * A list that failed to load: what failed, and Retry (showing progress while it fetches again).
 * `message` is the whole sentence from the catalogue ("We couldn't load the users."), never a
 * fragment fitted into one: Hindi places the words differently.
 */
export function LoadError({
  message,
  retrying,
  onRetry,
  compact,
}: {
  message: string;
  retrying: boolean;
  onRetry: () => void;
  compact?: boolean;
}) {
  return (
    <EmptyState
      tone="error"
      icon={CloudOff}
      title={message}
      text={m.ui_load_error_hint()}
      compact={compact}
      action={
        <Button variant="outline" pending={retrying} onClick={onRetry}>
          {!retrying && <RefreshCw className="size-4" aria-hidden="true" />}
          {m.ui_retry()}
        </Button>
      }
    />
  );
}
