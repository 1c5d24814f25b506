import { Check } from 'lucide-react';
import type { Amenity } from '../../../../domain/schemas/catalog.ts';
import { cn } from '../../../lib/class-names.ts';
import { isImageIcon } from './amenity-groups.ts';

function AmenityIcon({ icon }: { icon: string | null }) {
  const box = 'inline-flex size-8 shrink-0 items-center justify-center';
  if (!icon?.trim()) return <span aria-hidden="true" className={`${box} rounded-full bg-muted`} />;
  if (isImageIcon(icon))
    return (
      <img src={icon} alt="" width={28} height={28} loading="lazy" className={`${box} object-contain`} />
    );
  return (
    <span aria-hidden="true" className={`${box} text-2xl leading-none`}>
      {icon}
    </span>
  );
}

/** One amenity as a toggle button (aria-pressed): its icon (an image URL or an emoji) and name. */
export function AmenityToggle({
  amenity,
  chosen,
  onToggle,
}: {
  amenity: Amenity;
  chosen: boolean;
  onToggle: () => void;
}) {
  return (
    <button
      type="button"
      aria-pressed={chosen}
      onClick={onToggle}
      title={amenity.description ?? undefined}
      className={cn(
        'flex min-h-14 w-full items-center gap-3 rounded-xl border bg-surface px-3 py-2 text-left transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        chosen ? 'border-brand bg-brand-soft ring-1 ring-brand' : 'border-line-strong hover:bg-muted',
      )}
    >
      <AmenityIcon icon={amenity.icon} />
      <span className="min-w-0 flex-1 font-medium text-fg">{amenity.name}</span>
      <Check
        aria-hidden="true"
        strokeWidth={3}
        className={cn('size-5 shrink-0 text-brand-text', chosen ? 'opacity-100' : 'opacity-0')}
      />
    </button>
  );
}
