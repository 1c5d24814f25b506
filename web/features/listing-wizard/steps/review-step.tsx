import { useWatch } from 'react-hook-form';
import { m } from '#i18n/messages.js';
import { reviewChecklist } from '../../../../domain/rules/listing-wizard.ts';
import { emptyListingForm, type ListingForm } from '../../../../domain/schemas/listings.ts';
import { ListingPreviewCard } from '../components/listing-preview-card.tsx';
import { OwnerPicker } from '../components/owner-picker.tsx';
import { ReviewChecklist } from '../components/review-checklist.tsx';
import { useWizard } from '../wizard-context.tsx';

/** Step 11: the checklist (each item back to its step), the share complete, a preview and, for an admin, the owner. */
export function ReviewStep() {
  const { goTo, nocRequired, propertyType, role, mode, owner, setOwner } = useWizard();
  const values = { ...emptyListingForm, ...useWatch<ListingForm>() } as ListingForm;
  const items = reviewChecklist(values, { nocRequired });
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem] lg:items-start">
      <div className="space-y-6">
        <ReviewChecklist items={items} onOpen={goTo} />
        {role === 'admin' && mode === 'create' && <OwnerPicker owner={owner} onChange={setOwner} />}
      </div>
      <div className="lg:sticky lg:top-24">
        <h2 className="mb-3 text-lg font-semibold text-fg">{m.wizard_preview_heading()}</h2>
        <ListingPreviewCard listing={values} typeName={propertyType?.name ?? null} />
      </div>
    </div>
  );
}
