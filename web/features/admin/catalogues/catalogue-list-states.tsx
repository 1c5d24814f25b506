import { type LucideIcon, Plus } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';

export const GRID = 'grid gap-4 sm:grid-cols-2 xl:grid-cols-3';

/** "Loading destinations...", or three skeleton cards with the same words for screen readers. */
export function CatalogueLoading({ kind, text }: { kind: 'text' | 'skeletons'; text: string }) {
  if (kind === 'text')
    return (
      <div role="status" className="flex items-center justify-center gap-3 py-16 text-fg-muted">
        <Spinner className="size-6 text-brand-text" label={null} />
        <p>{text}</p>
      </div>
    );
  return (
    <div className={GRID} aria-busy="true">
      <span role="status" className="sr-only">
        {text}
      </span>
      {[0, 1, 2].map((n) => (
        <div
          key={n}
          data-testid="skeleton-card"
          className="space-y-3 rounded-2xl border border-line bg-surface p-4"
        >
          <Skeleton className="h-6 w-2/3" />
          <Skeleton className="h-4 w-1/3" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-5/6" />
          <div className="grid grid-cols-2 gap-2 pt-2">
            <Skeleton className="h-11" />
            <Skeleton className="h-11" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** No items yet: the screen's words and its add button. */
export function CatalogueEmpty({
  icon,
  title,
  text,
  action,
  onAdd,
}: {
  icon: LucideIcon;
  title: string;
  text: string;
  action: string;
  onAdd: () => void;
}) {
  return (
    <EmptyState
      icon={icon}
      title={title}
      text={text}
      action={
        <Button onClick={onAdd}>
          <Plus className="size-4" aria-hidden="true" />
          {action}
        </Button>
      }
    />
  );
}
