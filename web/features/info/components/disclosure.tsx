import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * A question that opens its answer in place: native <details>, so Enter and Space toggle it, it
 * works before scripts run and "find in page" opens it.
 */
export function Disclosure({
  id,
  summary,
  children,
  defaultOpen = false,
}: {
  id?: string;
  summary: ReactNode;
  children: ReactNode;
  defaultOpen?: boolean;
}) {
  return (
    <details
      id={id}
      open={defaultOpen || undefined}
      className="group scroll-mt-24 rounded-xl border border-line bg-surface open:bg-muted/40"
    >
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 rounded-xl px-4 py-3 font-medium text-fg hover:bg-muted [&::-webkit-details-marker]:hidden">
        <span>{summary}</span>
        <ChevronDown
          className="size-4 shrink-0 text-fg-muted transition-transform group-open:rotate-180"
          aria-hidden="true"
        />
      </summary>
      <div className="space-y-2 px-4 pt-1 pb-4 leading-relaxed text-fg-muted">{children}</div>
    </details>
  );
}
