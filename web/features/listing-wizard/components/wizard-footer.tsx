import { ArrowLeft, ArrowRight } from 'lucide-react';
import { m } from '#i18n/messages.js';
import { WIZARD_STEPS } from '../../../../domain/rules/listing-wizard.ts';
import { Button } from '../../../components/ui/button.tsx';

/**
 * Back (disabled on step 1) and Next; on step 11 Next becomes the finishing button ("Publish
 * Property", or "Save changes" when editing), offered only when the listing is complete (§2, §5).
 */
export function WizardFooter({
  step,
  onBack,
  onNext,
  onFinish,
  finishLabel,
  canFinish,
  finishHint,
  finishing,
  busy,
}: {
  step: number;
  onBack: () => void;
  onNext: () => void;
  onFinish: () => void;
  finishLabel: string;
  canFinish: boolean;
  /** Why the finishing button is disabled, said beside it. */
  finishHint: string | null;
  finishing: boolean;
  /** Something else is on its way (a save, an upload): nothing may move. */
  busy: boolean;
}) {
  const last = step === WIZARD_STEPS;
  return (
    <div
      data-testid="wizard-footer"
      className="sticky bottom-0 z-10 border-t border-line bg-surface/95 backdrop-blur supports-[backdrop-filter]:bg-surface/85"
    >
      <div className="mx-auto flex max-w-3xl items-center gap-3 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] sm:px-6">
        <Button variant="outline" onClick={onBack} disabled={step === 1 || busy || finishing}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          {m.wizard_back()}
        </Button>
        {last && finishHint && (
          <p id="wizard-finish-hint" className="ml-auto min-w-0 text-right text-xs text-fg-muted sm:text-sm">
            {finishHint}
          </p>
        )}
        {last ? (
          <Button
            className={finishHint ? 'shrink-0' : 'ml-auto'}
            onClick={onFinish}
            disabled={!canFinish || busy}
            pending={finishing}
            aria-describedby={finishHint ? 'wizard-finish-hint' : undefined}
          >
            {finishLabel}
          </Button>
        ) : (
          <Button className="ml-auto" onClick={onNext} disabled={busy}>
            {m.wizard_next()}
            <ArrowRight className="size-4" aria-hidden="true" />
          </Button>
        )}
      </div>
    </div>
  );
}
