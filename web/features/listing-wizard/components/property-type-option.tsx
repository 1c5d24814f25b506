import { Check } from 'lucide-react';
import type { PropertyType } from '../../../../domain/schemas/catalog.ts';
import { cn } from '../../../lib/class-names.ts';

/** One property type in the wizard's grid: a toggle button (aria-pressed) with its emoji and name. */
export function PropertyTypeOption({
  type,
  chosen,
  onChoose,
}: {
  type: PropertyType;
  chosen: boolean;
  onChoose: () => void;
}) {
  return (
    <button
      type="button"
      aria-pressed={chosen}
      onClick={onChoose}
      className={cn(
        'relative flex min-h-28 w-full flex-col items-start gap-2 rounded-xl border bg-surface p-4 text-left transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        chosen ? 'border-brand bg-brand-soft ring-1 ring-brand' : 'border-line-strong hover:bg-muted',
      )}
    >
      <span aria-hidden="true" className="mb-1 text-3xl leading-none">
        {type.icon?.trim() || '🏠'}
      </span>
      <span className="font-semibold text-fg">{type.name}</span>
      {type.description && <span className="text-sm text-fg-muted">{type.description}</span>}
      {chosen && (
        <Check aria-hidden="true" className="absolute top-3 right-3 size-5 text-brand-text" strokeWidth={3} />
      )}
    </button>
  );
}
