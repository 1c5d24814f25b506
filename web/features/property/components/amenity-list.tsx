import { m } from '#i18n/messages.js';
import type { PropertyDetail } from '../../../../domain/schemas/properties.ts';
import { isImageIcon } from '../property-text.ts';

type Amenity = PropertyDetail['amenities'][number];

function AmenityIcon({ icon }: { icon: string | null }) {
  const box = 'inline-flex size-8 shrink-0 items-center justify-center';
  if (!icon) return <span aria-hidden="true" className={`${box} rounded-full bg-muted`} />;
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

/** What this place offers: each amenity's icon (an emoji or an image URL) and name. */
export function AmenityList({ amenities }: { amenities: Amenity[] }) {
  if (amenities.length === 0) return null;
  return (
    <section aria-labelledby="amenities-heading" className="border-b border-line py-8">
      <h2 id="amenities-heading" className="text-xl font-semibold">
        {m.property_amenities_heading()}
      </h2>
      <ul className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-2">
        {amenities.map((amenity) => (
          <li key={amenity.id} className="flex items-center gap-3 text-fg">
            <AmenityIcon icon={amenity.icon} />
            {amenity.name}
          </li>
        ))}
      </ul>
    </section>
  );
}
