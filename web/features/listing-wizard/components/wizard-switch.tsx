import { useId } from 'react';
import { useController } from 'react-hook-form';
import type { ListingForm } from '../../../../domain/schemas/listings.ts';
import { cn } from '../../../lib/class-names.ts';

type SwitchName = 'instantBook' | 'enableSmartPricing';

/** An on/off setting of the listing: a labelled switch (role switch) with a sentence saying what it does. */
export function WizardSwitch({
  name,
  label,
  description,
}: {
  name: SwitchName;
  label: string;
  description: string;
}) {
  const { field } = useController<ListingForm, SwitchName>({ name });
  const id = useId();
  const on = field.value === true;
  return (
    <div className="flex items-start justify-between gap-4 py-4">
      <div className="min-w-0">
        <p id={`${id}-label`} className="font-medium text-fg">
          {label}
        </p>
        <p id={`${id}-description`} className="mt-0.5 text-sm text-fg-muted">
          {description}
        </p>
      </div>
      <button
        type="button"
        role="switch"
        ref={field.ref}
        aria-checked={on}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-description`}
        onClick={() => field.onChange(!on)}
        onBlur={field.onBlur}
        className={cn(
          'relative mt-0.5 inline-flex h-7 w-12 shrink-0 items-center rounded-full border-2 border-transparent transition-colors',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
          on ? 'bg-brand' : 'bg-line-strong',
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            'inline-block size-6 rounded-full bg-white shadow transition-transform',
            on ? 'translate-x-5' : 'translate-x-0',
          )}
        />
      </button>
    </div>
  );
}
