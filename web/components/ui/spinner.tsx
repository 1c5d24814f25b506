import { LoaderCircle } from 'lucide-react';
import { m } from '#i18n/messages.js';
import { cn } from '../../lib/class-names.ts';

/** A spinning circle. `label` is announced to screen readers (null: decorative). */
export function Spinner({
  className,
  label = m.ui_loading(),
}: {
  className?: string;
  label?: string | null;
}) {
  return (
    <LoaderCircle
      className={cn('animate-spin', className)}
      aria-hidden={label === null ? true : undefined}
      aria-label={label ?? undefined}
      role={label === null ? undefined : 'status'}
    />
  );
}

/** A full-area loading state, optionally with visible text ("Loading..." on the home page). */
export function PageSpinner({ text }: { text?: string }) {
  return (
    <div className="flex min-h-[50vh] flex-col items-center justify-center gap-3 text-fg-muted" role="status">
      <Spinner className="size-8 text-brand-text" label={null} />
      {text ? <p className="text-sm">{text}</p> : <span className="sr-only">{m.ui_loading()}</span>}
    </div>
  );
}
