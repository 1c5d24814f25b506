import { cn } from '../../../lib/class-names.ts';
import { iconKind } from './catalogue-form.ts';

/** An amenity's or property type's icon: an image when it starts with http, else emoji text. */
export function CatalogueIcon({ icon, className }: { icon: string | null | undefined; className?: string }) {
  const kind = iconKind(icon);
  if (kind === 'none') return null;
  const box = cn(
    'inline-flex size-10 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-muted',
    className,
  );
  if (kind === 'image')
    return (
      <span className={box}>
        <img
          src={icon!.trim()}
          alt=""
          width={28}
          height={28}
          loading="lazy"
          className="size-7 object-contain"
        />
      </span>
    );
  return (
    <span className={cn(box, 'text-2xl leading-none')} aria-hidden="true">
      {icon!.trim()}
    </span>
  );
}
