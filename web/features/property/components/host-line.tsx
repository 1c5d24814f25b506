import { initialsOf } from '../../../../domain/rules/initials.ts';
import type { PropertyDetail } from '../../../../domain/schemas/properties.ts';
import { memberSinceLabel } from '../../../components/listing/listing-labels.ts';
import { plural } from '../../../lib/formatters.ts';
import { hostName } from '../property-text.ts';
import { MessageHostButton } from './message-host-button.tsx';

/** "Stay hosted by …" with the owner's photo (initials without one), time on Basera and the counts. */
export function HostLine({ property }: { property: PropertyDetail }) {
  const { owner } = property;
  const counts = [
    plural(property.maxGuests, 'guest'),
    plural(property.bedrooms, 'bedroom'),
    plural(property.beds, 'bed'),
    plural(property.bathrooms, 'bathroom'),
  ];
  return (
    <section
      aria-label="Host and rooms"
      className="flex items-start justify-between gap-4 border-b border-line py-6"
    >
      <div className="min-w-0">
        <h2 className="text-lg font-semibold sm:text-xl">
          {property.propertyType ? `${property.propertyType.name} · ` : ''}Stay hosted by {hostName(owner)}
        </h2>
        <p className="mt-1 text-sm text-fg-muted sm:text-base">
          {/* Each count keeps its words together; a line may break only after a dot. */}
          {counts.map((count) => count.replace(' ', '\u00a0')).join('\u00a0· ')}
        </p>
        <p className="mt-1 text-sm text-fg-muted">{memberSinceLabel(owner.memberSince)}</p>
        <MessageHostButton property={property} />
      </div>
      {owner.profileImageUrl ? (
        <img
          src={owner.profileImageUrl}
          alt=""
          width={56}
          height={56}
          className="size-14 shrink-0 rounded-full bg-placeholder object-cover"
        />
      ) : (
        <span
          aria-hidden="true"
          className="inline-flex size-14 shrink-0 items-center justify-center rounded-full bg-brand-soft text-lg font-semibold text-brand-text"
        >
          {initialsOf(owner)}
        </span>
      )}
    </section>
  );
}
