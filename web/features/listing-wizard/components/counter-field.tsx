import { Minus, Plus } from 'lucide-react';
import { useId } from 'react';
import { m } from '#i18n/messages.js';
import { COUNTER_LIMITS, type Counter, clampCount } from '../../../../domain/rules/listing-wizard.ts';
import { cn } from '../../../lib/class-names.ts';

const stepButton = cn(
  'inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-line-strong bg-surface text-fg transition-colors',
  'hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
  'aria-disabled:cursor-not-allowed aria-disabled:opacity-40 aria-disabled:hover:bg-surface',
);

/**
 * A − / + counter stepping by 1 within the counter's limits (clampCount). At a limit the button is
 * aria-disabled rather than disabled, so keyboard focus stays on it; the value is an <output> that
 * screen readers announce as it changes.
 */
export function CounterField({
  counter,
  label,
  hint,
  fewerLabel,
  moreLabel,
  value,
  onChange,
}: {
  counter: Counter;
  label: string;
  hint?: string;
  /** The buttons' names: "Fewer guests", "More guests". */
  fewerLabel: string;
  moreLabel: string;
  value: number;
  onChange: (value: number) => void;
}) {
  const id = useId();
  const { min, max } = COUNTER_LIMITS[counter];
  const atMin = value <= min;
  const atMax = value >= max;
  const step = (by: number, blocked: boolean) => {
    if (!blocked) onChange(clampCount(counter, value + by));
  };
  return (
    <fieldset
      aria-labelledby={`${id}-label`}
      aria-describedby={`${id}-hint`}
      className="flex items-center justify-between gap-4 border-b border-line py-4 last:border-b-0"
    >
      <div>
        <p id={`${id}-label`} className="font-medium text-fg">
          {label}
        </p>
        <p id={`${id}-hint`} className="text-sm text-fg-muted">
          {hint ? `${hint} ` : ''}
          {m.wizard_counter_range({ min, max })}
        </p>
      </div>
      <div className="flex items-center gap-3">
        <button
          type="button"
          className={stepButton}
          aria-label={fewerLabel}
          aria-disabled={atMin || undefined}
          onClick={() => step(-1, atMin)}
        >
          <Minus aria-hidden="true" className="size-4" />
        </button>
        <output aria-live="polite" className="min-w-8 text-center text-lg font-semibold tabular-nums text-fg">
          <span className="sr-only">{label}: </span>
          {value}
        </output>
        <button
          type="button"
          className={stepButton}
          aria-label={moreLabel}
          aria-disabled={atMax || undefined}
          onClick={() => step(1, atMax)}
        >
          <Plus aria-hidden="true" className="size-4" />
        </button>
      </div>
    </fieldset>
  );
}
