import { initialsOf } from '../../../domain/rules/initials.ts';
import { photoSources } from '../../../domain/rules/photo-sources.ts';
import { cn } from '../../lib/class-names.ts';

type Person = { firstName: string | null; lastName: string | null; email: string };

const sizes = { md: 'size-16 text-xl', lg: 'size-20 text-2xl sm:size-24 sm:text-3xl' } as const;

/** The profile photo in a circle (named by the person), or their initials on the theme colour. */
export function ProfileAvatar({
  person,
  photoUrl,
  size = 'lg',
}: {
  person: Person;
  photoUrl: string | null;
  size?: keyof typeof sizes;
}) {
  const box = cn('shrink-0 rounded-full', sizes[size]);
  const name = [person.firstName, person.lastName].filter(Boolean).join(' ').trim() || person.email;
  if (photoUrl)
    return (
      <img
        {...photoSources(photoUrl, 320)}
        sizes="96px"
        alt={name}
        width={96}
        height={96}
        className={cn(box, 'bg-placeholder object-cover')}
      />
    );
  return (
    <span
      aria-hidden="true"
      className={cn(box, 'inline-flex items-center justify-center bg-brand font-semibold text-brand-fg')}
    >
      {initialsOf(person)}
    </span>
  );
}
