import { useCallback, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { ListingForm } from '../../../domain/schemas/listings.ts';
import { deleteDraft, saveDraft } from './api/drafts.ts';
import type { WizardRole } from './wizard-context.tsx';
import { draftBodyOf } from './wizard-draft.ts';

/**
 * The create mode's draft: `saveDraftNow` saves the form as it stands (queued behind any save still
 * running), `discardDraft` deletes it once the listing is published.
 */
export function useDraftSaves(
  form: UseFormReturn<ListingForm>,
  role: WizardRole,
  initialDraftId: string | null,
) {
  // Draft saves run one after another, so the first one's POST gives the id the next ones PUT.
  const draftId = useRef(initialDraftId);
  const saves = useRef<Promise<unknown>>(Promise.resolve());

  const saveDraftNow = useCallback(
    (currentStep: number) => {
      const body = draftBodyOf(form.getValues(), currentStep);
      const run = saves.current
        .catch(() => undefined)
        .then(async () => {
          const saved = await saveDraft(role, draftId.current, body);
          draftId.current = saved.id;
          return saved;
        });
      saves.current = run;
      return run;
    },
    [form, role],
  );

  // A failure to delete it changes nothing for the host: the listing is out either way.
  const discardDraft = useCallback(async () => {
    await saves.current.catch(() => undefined);
    if (draftId.current) await deleteDraft(role, draftId.current).catch(() => undefined);
    draftId.current = null;
  }, [role]);

  return { saveDraftNow, discardDraft };
}

export type DraftSaves = ReturnType<typeof useDraftSaves>;
