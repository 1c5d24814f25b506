import { createContext, useContext } from 'react';

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
}

export const WizardContext = createContext<WizardState | null>(null);

export function useWizard(): WizardState {
  const state = useContext(WizardContext);
  if (!state) throw new Error('useWizard must be used inside the listing wizard');
  return state;
}
