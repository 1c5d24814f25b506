import { Sparkles } from 'lucide-react';
import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { m } from '#i18n/messages.js';
import { MIN_AMENITIES } from '../../../../domain/rules/listing-wizard.ts';
import type { ListingForm } from '../../../../domain/schemas/listings.ts';
import { useAmenities } from '../../../api/catalogues.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { amenityGroups, toggledAmenity } from '../components/amenity-groups.ts';
import { AmenityToggle } from '../components/amenity-toggle.tsx';

const GRID = 'grid gap-3 sm:grid-cols-2 lg:grid-cols-3';

function chosenLine(count: number): string {
  return count >= MIN_AMENITIES
    ? m.wizard_amenities_chosen({ count })
    : m.wizard_amenities_chosen_too_few({ count, min: MIN_AMENITIES });
}

/** Step 5: amenities in two groups, guest favourites then general, each a toggle; at least 3 (§5). */
export function AmenitiesStep() {
  const { control, setValue } = useFormContext<ListingForm>();
  const chosenIds = useWatch({ control, name: 'amenityIds' }) ?? [];
  const amenities = useAmenities();
  const id = useId();

  if (amenities.isPending) {
    return (
      <div className={GRID} role="status" aria-label={m.wizard_amenities_loading()}>
        {Array.from({ length: 9 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key on
          <Skeleton key={i} className="h-14 rounded-xl" />
        ))}
      </div>
    );
  }
  if (amenities.isError) {
    return (
      <LoadError
        message={m.wizard_load_error_amenities()}
        retrying={amenities.isFetching}
        onRetry={() => amenities.refetch()}
      />
    );
  }
  const groups = amenityGroups(amenities.data, chosenIds);
  if (groups.length === 0) {
    return (
      <EmptyState
        icon={Sparkles}
        title={m.wizard_amenities_empty_title()}
        text={m.wizard_amenities_empty_body()}
      />
    );
  }

  const toggle = (amenityId: string) =>
    setValue('amenityIds', toggledAmenity(chosenIds, amenityId), { shouldDirty: true, shouldValidate: true });

  return (
    <div className="space-y-8">
      <p
        aria-live="polite"
        className={
          chosenIds.length >= MIN_AMENITIES ? 'text-sm font-medium text-brand-text' : 'text-sm text-fg-muted'
        }
      >
        {chosenLine(chosenIds.length)}
      </p>
      {groups.map((group) => (
        <section key={group.category} aria-labelledby={`${id}-${group.category}`} className="space-y-3">
          <h2 id={`${id}-${group.category}`} className="text-lg font-semibold text-fg">
            {group.heading}
          </h2>
          <ul className={GRID}>
            {group.amenities.map((amenity) => (
              <li key={amenity.id}>
                <AmenityToggle
                  amenity={amenity}
                  chosen={chosenIds.includes(amenity.id)}
                  onToggle={() => toggle(amenity.id)}
                />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
