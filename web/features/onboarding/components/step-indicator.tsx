import { Check } from 'lucide-react';
import { m } from '#i18n/messages.js';
import { cn } from '../../../lib/class-names.ts';
import { STEPS, type StepNumber } from '../onboarding-draft.ts';

/** Where the visitor is among the three steps: done steps ticked, the current one marked. */
export function StepIndicator({ current }: { current: StepNumber }) {
  return (
    <nav aria-label={m.onboarding_progress()}>
      <p className="text-sm font-medium text-fg-muted">
        {m.onboarding_step_of({ current, total: STEPS.length })}
      </p>
      <ol className="mt-3 flex items-start gap-2">
        {STEPS.map((label, index) => {
          const step = index + 1;
          const done = step < current;
          const active = step === current;
          return (
            <li
              key={label}
              aria-current={active ? 'step' : undefined}
              className="flex min-w-0 flex-1 flex-col gap-2"
            >
              <span
                aria-hidden="true"
                className={cn('h-1.5 rounded-full', done || active ? 'bg-brand' : 'bg-line')}
              />
              <span
                className={cn(
                  'flex items-center gap-1.5 text-xs font-semibold sm:text-sm',
                  active ? 'text-fg' : 'text-fg-muted',
                )}
              >
                {done && <Check className="size-4 shrink-0 text-brand-text" aria-hidden="true" />}
                <span className="min-w-0">
                  <span className="sr-only">
                    {done ? `${m.onboarding_step_done()} ` : active ? `${m.onboarding_step_current()} ` : ''}
                  </span>
                  {label}
                </span>
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
