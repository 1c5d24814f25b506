import { ArrowRight, PenLine } from 'lucide-react';
import { Link } from 'wouter';
import { m } from '#i18n/messages.js';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { paths } from '../../../lib/paths.ts';
import { useCurrentDraft } from '../api/current-draft.ts';
import { draftStepText, draftTitle, savedOnText } from '../host-labels.ts';

/** The listing in progress, if any: its title, where the owner stopped, and a way back into the wizard. */
export function ContinueDraftCard() {
  const draft = useCurrentDraft();
  // Nothing to say while it loads or when it cannot be read: the wizard itself restores the draft.
  if (!draft.data) return null;
  const saved = savedOnText(draft.data.updatedAt);
  return (
    <section
      aria-labelledby="continue-draft"
      className="flex flex-col gap-4 rounded-2xl border border-brand/30 bg-brand-soft p-4 sm:flex-row sm:items-center sm:p-5"
    >
      <span className="hidden size-12 shrink-0 items-center justify-center rounded-full bg-surface text-brand-text sm:inline-flex">
        <PenLine className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <h2 id="continue-draft" className="text-base font-semibold text-fg">
          {m.host_continue_title()}
        </h2>
        <p className="mt-0.5 truncate text-sm text-fg">{draftTitle(draft.data)}</p>
        <p className="text-sm text-fg-muted">
          {draftStepText(draft.data.currentStep)}
          {saved && ` · ${saved}`}
        </p>
      </div>
      <Link href={paths.createProperty} className={buttonClasses('primary', 'md', 'shrink-0')}>
        {m.host_continue()}
        <ArrowRight className="size-4" aria-hidden="true" />
      </Link>
    </section>
  );
}
