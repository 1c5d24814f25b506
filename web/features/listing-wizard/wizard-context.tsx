import { createContext, useContext } from 'react';
import type { OwnerMatch } from '../../../domain/schemas/admin-owners.ts';
import type { PropertyType } from '../../../domain/schemas/catalog.ts';

/** Who runs the wizard: it decides where the browser goes after saving or publishing (§2). */
export type WizardRole = 'owner' | 'admin';

/**
 * What a step may ask of the wizard besides the form (react-hook-form's `useFormContext<ListingForm>()`
 * gives the form): the current step, a jump to another step (the review checklist), the role, and
 * whether it edits a published listing.
 */
export interface WizardState {
  step: number;
  goTo: (step: number) => void;
  role: WizardRole;
  mode: 'create' | 'edit';
  /** The chosen property type (null until one is chosen and the types have loaded). */
  propertyType: PropertyType | null;
  /** The chosen type needs a NOC document (its isNocRequired): the review asks for one. */
  nocRequired: boolean;
  /** Admin mode: the owner the listing is for, chosen on the review step. */
  owner: OwnerMatch | null;
  setOwner: (owner: OwnerMatch | null) => void;
}

export const WizardContext = createContext<WizardState | null>(null);

export function useWizard(): WizardState {
  const state = useContext(WizardContext);
  if (!state) throw new Error('useWizard must be used inside the listing wizard');
  return state;
}
