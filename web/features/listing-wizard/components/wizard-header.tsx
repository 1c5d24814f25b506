import type { Ref } from 'react';
import { m } from '#i18n/messages.js';
import { WIZARD_STEPS } from '../../../../domain/rules/listing-wizard.ts';
import { Button } from '../../../components/ui/button.tsx';

/**
 * The wizard's header (admin-and-host §2): where the host is among the eleven steps (a labelled
 * progress bar), the step's heading (focused when the step changes) and "Save & exit".
 */
export function WizardHeader({
  step,
  title,
  intro,
  headingRef,
  onSaveAndExit,
  saving,
  disabled,
}: {
  step: number;
  title: string;
  intro: string;
  headingRef: Ref<HTMLHeadingElement>;
  onSaveAndExit: () => void;
  saving: boolean;
  disabled: boolean;
}) {
  const percent = Math.round((step / WIZARD_STEPS) * 100);
  return (
    <header>
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm font-medium text-fg-muted" id="wizard-step-count">
          {m.wizard_step_count({ step, total: WIZARD_STEPS })}
        </p>
        <Button variant="outline" size="sm" onClick={onSaveAndExit} pending={saving} disabled={disabled}>
          {m.wizard_save_and_exit()}
        </Button>
      </div>
      <div
        role="progressbar"
        aria-label={m.wizard_progress_label()}
        aria-valuemin={1}
        aria-valuemax={WIZARD_STEPS}
        aria-valuenow={step}
        aria-valuetext={m.wizard_step_count({ step, total: WIZARD_STEPS })}
        className="mt-3 h-1.5 overflow-hidden rounded-full bg-muted"
      >
        <div
          className="h-full rounded-full bg-brand transition-[width] duration-300"
          style={{ width: `${percent}%` }}
        />
      </div>
      <h1
        id="wizard-step-heading"
        ref={headingRef}
        tabIndex={-1}
        className="mt-6 text-2xl font-bold tracking-tight text-fg outline-none sm:text-3xl"
      >
        {title}
      </h1>
      <p className="mt-2 text-fg-muted">{intro}</p>
    </header>
  );
}
