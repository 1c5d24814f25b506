import { initialsOf } from '../../../../domain/rules/initials.ts';
import { cn } from '../../../lib/class-names.ts';

/** The other side's photo, or their initial on the brand's soft green when they have none. */
export function PersonAvatar({
  firstName,
  photo,
  className,
}: {
  firstName: string | null;
  photo: string | null;
  className?: string;
}) {
  const classes = cn('shrink-0 rounded-full', className);
  return photo ? (
    <img src={photo} alt="" width={48} height={48} className={cn(classes, 'bg-placeholder object-cover')} />
  ) : (
    <span
      aria-hidden="true"
      className={cn(
        classes,
        'inline-flex items-center justify-center bg-brand-soft font-semibold text-brand-text',
      )}
    >
      {initialsOf({ firstName, email: 'B' })}
    </span>
  );
}
