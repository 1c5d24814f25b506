import { RefreshCw } from 'lucide-react';
import { Button } from './button.tsx';

/** A list that failed to load: what failed, and Retry (showing progress while it fetches again). */
export function LoadError({
  what,
  retrying,
  onRetry,
}: {
  what: string;
  retrying: boolean;
  onRetry: () => void;
}) {
  return (
    <div className="rounded-2xl border border-line bg-surface p-10 text-center" role="alert">
      <p className="font-semibold text-fg">We couldn't load {what}.</p>
      <p className="mt-1 text-sm text-fg-muted">Check your connection and try again.</p>
      <Button variant="outline" className="mt-5" pending={retrying} onClick={onRetry}>
        {!retrying && <RefreshCw className="size-4" aria-hidden="true" />}
        Retry
      </Button>
    </div>
  );
}
