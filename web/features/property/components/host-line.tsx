import { m } from '#i18n/messages.js';
import { initialsOf } from '../../../../domain/rules/initials.ts';
import type { PropertyDetail } from '../../../../domain/schemas/properties.ts';
import { memberSinceLabel } from '../../../components/listing/listing-labels.ts';
import { hostName } from '../property-text.ts';
import { MessageHostButton } from './message-host-button.tsx';

/** "Stay hosted by …" with the owner's photo (initials without one), time on Basera and the counts. */
export function HostLine({ property }: { property: PropertyDetail }) {
  const { owner } = property;
  const counts = [
    m.property_guest_count({ count: property.maxGuests }),
    m.property_bedroom_count({ count: property.bedrooms }),
    m.property_bed_count({ count: property.beds }),
    m.property_bathroom_count({ count: property.bathrooms }),
  ];
  return (
    <section
      aria-label={m.property_host_section_label()}
      className="flex items-start justify-between gap-4 border-b border-line py-6"
    >
      <div className="min-w-0">
        <h2 className="text-lg font-semibold sm:text-xl">
          {property.propertyType
            ? m.property_hosted_by_with_type({ type: property.propertyType.name, host: hostName(owner) })
            : m.property_hosted_by({ host: hostName(owner) })}
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
