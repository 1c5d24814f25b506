import type { FormEvent, ReactNode } from 'react';
import { m } from '#i18n/messages.js';
import { ProfileAvatar } from '../../../components/profile/profile-avatar.tsx';
import type { OnboardingDraft, StepNumber } from '../onboarding-draft.ts';
import { summaryOf } from '../onboarding-draft.ts';
import { StepFooter } from './step-footer.tsx';

type Props = {
  draft: OnboardingDraft;
  pending: boolean;
  onEdit: (step: StepNumber) => void;
  onBack: () => void;
  onComplete: () => void;
};

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm text-fg-muted">{label}</dt>
      <dd className="min-w-0 font-medium break-words text-fg sm:col-span-2">{children}</dd>
    </div>
  );
}

function Section({
  title,
  editLabel,
  step,
  onEdit,
  children,
}: {
  title: string;
  /** What the Edit button says to screen readers ("Edit personal information"). */
  editLabel: string;
  step: StepNumber;
  onEdit: Props['onEdit'];
  children: ReactNode;
}) {
  return (
    <section className="rounded-xl border border-line p-4 sm:p-5" aria-label={title}>
      <div className="flex items-center justify-between gap-3">
        <h3 className="font-semibold text-fg">{title}</h3>
        <button
          type="button"
          onClick={() => onEdit(step)}
          className="min-h-11 px-2 text-sm font-semibold text-brand-text underline underline-offset-2"
          aria-label={editLabel}
        >
          {m.onboarding_edit()}
        </button>
      </div>
      <dl className="divide-y divide-line">{children}</dl>
    </section>
  );
}

/** Step 3: what will be saved, PAN and Aadhaar masked, then Complete Registration. */
export function SummaryStep({ draft, pending, onEdit, onBack, onComplete }: Props) {
  const summary = summaryOf(draft);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onComplete();
  };
  return (
    <form onSubmit={submit} aria-labelledby="step-title">
      <h2 id="step-title" className="text-xl font-semibold text-fg">
        {m.onboarding_step_summary()}
      </h2>
      <p className="mt-1 text-sm text-fg-muted">{m.onboarding_summary_intro()}</p>
      <fieldset disabled={pending} className="mt-6 space-y-4">
        <Section
          title={m.onboarding_step_personal()}
          editLabel={m.onboarding_edit_personal()}
          step={1}
          onEdit={onEdit}
        >
          <Row label={m.onboarding_photo()}>
            {draft.photoUrl ? (
              <ProfileAvatar person={{ ...draft.personal }} photoUrl={draft.photoUrl} size="md" />
            ) : (
              <span className="font-normal text-fg-muted">{m.onboarding_no_photo()}</span>
            )}
          </Row>
          <Row label={m.onboarding_name()}>{summary.name}</Row>
          <Row label={m.onboarding_email()}>{summary.email}</Row>
          <Row label={m.onboarding_phone()}>{summary.phone}</Row>
        </Section>
        <Section
          title={m.onboarding_identity_documents()}
          editLabel={m.onboarding_edit_identity()}
          step={2}
          onEdit={onEdit}
        >
          <Row label="PAN">
            <span className="font-mono tracking-wide">{summary.pan}</span>
          </Row>
          <Row label={m.onboarding_aadhaar()}>
            <span className="font-mono tracking-wide">{summary.aadhaar}</span>
          </Row>
        </Section>
      </fieldset>
      <StepFooter
        onBack={onBack}
        pending={pending}
        submit={pending ? m.onboarding_completing() : m.onboarding_complete()}
      />
    </form>
  );
}
