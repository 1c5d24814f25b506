import { ChevronRight, CircleCheck, CircleDashed } from 'lucide-react';
import { m } from '#i18n/messages.js';
import type { ChecklistItem } from '../../../../domain/rules/listing-wizard.ts';
import { reviewProgress } from '../../../../domain/rules/listing-wizard.ts';
import { cn } from '../../../lib/class-names.ts';

/**
 * The review checklist (§5): each item done or missing (with what is missing), the share complete
 * (completed / 10), and each item a button back to its step.
 */
export function ReviewChecklist({
  items,
  onOpen,
}: {
  items: ChecklistItem[];
  onOpen: (step: number) => void;
}) {
  const percent = reviewProgress(items);
  const done = items.filter((item) => item.done).length;
  return (
    <section
      aria-labelledby="checklist-title"
      className="rounded-2xl border border-line bg-surface p-4 sm:p-6"
    >
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="checklist-title" className="text-lg font-semibold text-fg">
          {m.wizard_checklist_title()}
        </h2>
        <p className="text-sm font-semibold text-fg tabular-nums" data-testid="review-progress">
          {m.wizard_checklist_percent({ percent })}
        </p>
      </div>
      <div
        role="progressbar"
        aria-label={m.wizard_checklist_label()}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={m.wizard_checklist_value({ percent, done, total: items.length })}
        className="mt-3 h-2 overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full rounded-full bg-brand transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <ul className="mt-4 divide-y divide-line">
        {items.map((item) => (
          <li key={item.id}>
            <button
              type="button"
              onClick={() => onOpen(item.step)}
              className="flex min-h-14 w-full items-center gap-3 rounded-lg px-1 py-2 text-left hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
            >
              {item.done ? (
                <CircleCheck className="size-5 shrink-0 text-brand-text" aria-hidden="true" />
              ) : (
                <CircleDashed className="size-5 shrink-0 text-accent" aria-hidden="true" />
              )}
              <span className="min-w-0 flex-1">
                <span className="block text-sm font-medium text-fg">
                  <span className="sr-only">
                    {item.done ? m.wizard_checklist_done() : m.wizard_checklist_missing()}
                  </span>
                  {item.label}
                </span>
                {!item.done && <span className={cn('block text-sm text-fg-muted')}>{item.missing}</span>}
              </span>
              <span className="shrink-0 text-xs text-fg-muted">
                {m.wizard_checklist_step({ step: item.step })}
              </span>
              <ChevronRight className="size-4 shrink-0 text-fg-muted" aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
