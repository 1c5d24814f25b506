import { WIZARD_STEPS } from '../../../domain/rules/listing-wizard.ts';
import {
  type DraftBody,
  emptyListingForm,
  type ListingDraftData,
  type ListingForm,
} from '../../../domain/schemas/listings.ts';

/** The form a draft reopens as: the empty form with every value the draft kept (photos included). */
export function formFromDraft(draftData: ListingDraftData | null | undefined): ListingForm {
  const kept = Object.fromEntries(
    Object.entries(draftData ?? {}).filter(([, value]) => value !== undefined && value !== null),
  ) as Partial<ListingForm>;
  return { ...emptyListingForm, ...kept };
}

/** A stored step as a wizard step: whole, 1 to 11 (anything else opens step 1). */
export function stepFromDraft(currentStep: number | null | undefined): number {
  if (typeof currentStep !== 'number' || !Number.isInteger(currentStep)) return 1;
  return Math.min(WIZARD_STEPS, Math.max(1, currentStep));
}

/** What POST/PUT …/property-drafts sends: the whole form as it stands and the step to reopen at. */
export function draftBodyOf(form: ListingForm, currentStep: number): DraftBody {
  return { draftData: form, currentStep: stepFromDraft(currentStep) };
}
