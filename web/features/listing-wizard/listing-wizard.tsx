import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { m } from '#i18n/messages.js';
import { reviewChecklist, WIZARD_STEPS } from '../../../domain/rules/listing-wizard.ts';
import type { OwnerMatch } from '../../../domain/schemas/admin-owners.ts';
import { type ListingForm, listingForm } from '../../../domain/schemas/listings.ts';
import { usePropertyTypes } from '../../api/catalogues.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { WizardFooter } from './components/wizard-footer.tsx';
import { WizardHeader } from './components/wizard-header.tsx';
import { useDraftSaves } from './use-draft-saves.ts';
import { useWizardFinish, type WizardBusy } from './use-wizard-finish.ts';
import { WizardContext, type WizardRole, type WizardState } from './wizard-context.tsx';
import { wizardStep } from './wizard-steps.ts';

export type ListingWizardProps = {
  wizardRole: WizardRole;
  initialForm: ListingForm;
  initialStep: number;
} & ({ mode: 'create'; draftId: string | null } | { mode: 'edit'; listingId: string });

/**
 * The 11-step listing wizard (admin-and-host §2): one react-hook-form form over every step, the
 * current step's screen between the header and the footer. In create mode each step change saves
 * the draft quietly and "Save & exit" saves it and leaves; step 11 publishes. In edit mode there is
 * no draft: "Save & exit" and "Save changes" save the listing itself.
 */
export function ListingWizard(props: ListingWizardProps) {
  const { wizardRole: role, mode } = props;
  const form = useForm<ListingForm>({
    defaultValues: props.initialForm,
    resolver: zodResolver(listingForm),
    mode: 'onTouched',
  });
  const [step, setStep] = useState(props.initialStep);
  const [owner, setOwner] = useState<OwnerMatch | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const types = usePropertyTypes();
  const propertyTypeId = useWatch({ control: form.control, name: 'propertyTypeId' });
  const propertyType = types.data?.find((type) => type.id === propertyTypeId) ?? null;
  const nocRequired = propertyType?.isNocRequired ?? false;

  const drafts = useDraftSaves(form, role, props.mode === 'create' ? props.draftId : null);
  const { saveDraftNow } = drafts;

  // A new step: its heading takes the focus (screen readers read where they are) and the page starts at the top.
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    headingRef.current?.focus({ preventScroll: true });
    window.scrollTo({ top: 0 });
  }, [step]);

  /** The current step's fields within the schema's bounds; otherwise the first wrong one is focused. */
  const stepIsValid = useCallback(async () => {
    const fields = wizardStep(step).fields;
    if (fields.length === 0) return true;
    return form.trigger(fields, { shouldFocus: true });
  }, [form, step]);

  const { busy, saveAndExit, finish } = useWizardFinish({
    form,
    role,
    listingId: props.mode === 'edit' ? props.listingId : null,
    owner,
    step,
    stepIsValid,
    drafts,
  });

  const goTo = useCallback(
    async (next: number) => {
      if (next === step || next < 1 || next > WIZARD_STEPS || busy) return;
      if (!(await stepIsValid())) return;
      setStep(next);
      // Quietly: a failure here is said by the next "Save & exit".
      if (mode === 'create') saveDraftNow(next).catch(() => undefined);
    },
    [busy, mode, saveDraftNow, step, stepIsValid],
  );

  const wizard: WizardState = useMemo(
    () => ({
      step,
      goTo: (next: number) => void goTo(next),
      role,
      mode,
      propertyType,
      nocRequired,
      owner,
      setOwner,
    }),
    [goTo, mode, nocRequired, owner, propertyType, role, step],
  );

  const current = wizardStep(step);
  usePageTitle(
    mode === 'edit'
      ? m.wizard_page_title_edit({ step, total: WIZARD_STEPS })
      : m.wizard_page_title_create({ step, total: WIZARD_STEPS }),
  );
  const Screen = current.screen;
  const finishLabel = mode === 'edit' ? m.wizard_finish_save_changes() : m.wizard_finish_publish();

  return (
    <FormProvider {...form}>
      <WizardContext.Provider value={wizard}>
        <div className="flex min-h-[calc(100dvh-4rem)] flex-col">
          <div className="mx-auto w-full max-w-3xl flex-1 px-4 pt-6 pb-10 sm:px-6 sm:pt-10">
            <WizardHeader
              step={step}
              title={current.title}
              intro={current.intro}
              headingRef={headingRef}
              onSaveAndExit={() => void saveAndExit()}
              saving={busy === 'exit'}
              disabled={busy === 'finish'}
            />
            <section aria-labelledby="wizard-step-heading" className="mt-8" key={step}>
              <Screen />
            </section>
          </div>
          <FooterWithChecklist
            step={step}
            nocRequired={nocRequired}
            needsOwner={role === 'admin' && mode === 'create' && !owner}
            finishLabel={finishLabel}
            busy={busy}
            onBack={() => void goTo(step - 1)}
            onNext={() => void goTo(step + 1)}
            onFinish={() => void finish()}
          />
        </div>
      </WizardContext.Provider>
    </FormProvider>
  );
}

/** The footer, watching the whole form (so only it re-renders as the host types) for the checklist. */
function FooterWithChecklist({
  step,
  nocRequired,
  needsOwner,
  finishLabel,
  busy,
  onBack,
  onNext,
  onFinish,
}: {
  step: number;
  nocRequired: boolean;
  needsOwner: boolean;
  finishLabel: string;
  busy: WizardBusy;
  onBack: () => void;
  onNext: () => void;
  onFinish: () => void;
}) {
  const values = useWatch<ListingForm>();
  const missing = reviewChecklist(values, { nocRequired }).filter((item) => !item.done).length;
  const hint =
    missing > 0
      ? m.wizard_finish_hint_missing({ count: missing })
      : needsOwner
        ? m.wizard_finish_hint_owner()
        : null;
  return (
    <WizardFooter
      step={step}
      onBack={onBack}
      onNext={onNext}
      onFinish={onFinish}
      finishLabel={finishLabel}
      canFinish={hint === null}
      finishHint={hint}
      finishing={busy === 'finish'}
      busy={busy !== null}
    />
  );
}
