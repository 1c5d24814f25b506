import { FileText, Shapes } from 'lucide-react';
import { useFormContext, useWatch } from 'react-hook-form';
import { m } from '#i18n/messages.js';
import type { ListingForm } from '../../../../domain/schemas/listings.ts';
import { usePropertyTypes } from '../../../api/catalogues.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { PropertyTypeOption } from '../components/property-type-option.tsx';

/** The step where the NOC document is uploaded (Safety details). */
const SAFETY_STEP = 10;

const GRID = 'grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4';

/** Step 1: one property type from the catalogue, each with its icon; some need a NOC document later. */
export function PropertyTypeStep() {
  const { control, setValue } = useFormContext<ListingForm>();
  const chosenId = useWatch({ control, name: 'propertyTypeId' });
  const types = usePropertyTypes();

  if (types.isPending) {
    return (
      <div className={GRID} role="status" aria-label={m.wizard_types_loading()}>
        {Array.from({ length: 8 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key on
          <Skeleton key={i} className="h-28 rounded-xl" />
        ))}
      </div>
    );
  }
  if (types.isError) {
    return (
      <LoadError
        message={m.wizard_load_error_property_types()}
        retrying={types.isFetching}
        onRetry={() => types.refetch()}
      />
    );
  }
  if (types.data.length === 0) {
    return <EmptyState icon={Shapes} title={m.wizard_types_empty()} />;
  }

  const chosen = types.data.find((type) => type.id === chosenId);
  return (
    <div className="space-y-5">
      <fieldset>
        <legend className="sr-only">{m.wizard_types_legend()}</legend>
        <div className={GRID}>
          {types.data.map((type) => (
            <PropertyTypeOption
              key={type.id}
              type={type}
              chosen={type.id === chosenId}
              onChoose={() =>
                setValue('propertyTypeId', type.id, { shouldDirty: true, shouldValidate: true })
              }
            />
          ))}
        </div>
      </fieldset>
      <div aria-live="polite">
        {chosen?.isNocRequired && (
          <p className="flex items-start gap-3 rounded-xl border border-line bg-muted p-4 text-sm text-fg">
            <FileText aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-text" />
            <span>{m.wizard_types_noc_note({ type: chosen.name, step: SAFETY_STEP })}</span>
          </p>
        )}
      </div>
    </div>
  );
}
