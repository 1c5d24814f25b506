import { useEffect, useId, useState } from 'react';
import { useController } from 'react-hook-form';
import { priceFromInput } from '../../../../domain/rules/listing-wizard.ts';
import type { ListingForm } from '../../../../domain/schemas/listings.ts';
import { inputClasses } from '../../../components/ui/input.tsx';
import { cn } from '../../../lib/class-names.ts';

type PriceName = 'basePrice' | 'cleaningFee' | 'securityDeposit';

/** The field's text for an amount: empty for 0 (the placeholder shows 0). */
const shown = (value: number) => (value > 0 ? String(value) : '');

/**
 * A whole-rupee amount (§5: numeric; anything that is not a number becomes 0). The text stays as
 * typed while the field has the focus; the form holds the number.
 */
export function PriceField({ name, label, hint }: { name: PriceName; label: string; hint?: string }) {
  const { field } = useController<ListingForm, PriceName>({ name });
  const [text, setText] = useState(() => shown(field.value));
  const id = useId();

  // A value set from outside ("Use this price") shows at once.
  useEffect(() => {
    setText((typed) => (priceFromInput(typed) === field.value ? typed : shown(field.value)));
  }, [field.value]);

  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-fg">
        {label}
      </label>
      <div className="relative">
        <span
          aria-hidden="true"
          className="pointer-events-none absolute inset-y-0 left-0 flex items-center pl-3 text-fg-muted"
        >
          ₹
        </span>
        <input
          id={id}
          ref={field.ref}
          name={field.name}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder="0"
          value={text}
          aria-describedby={hint ? `${id}-hint` : undefined}
          onChange={(event) => {
            setText(event.target.value);
            field.onChange(priceFromInput(event.target.value));
          }}
          onBlur={() => {
            setText(shown(field.value));
            field.onBlur();
          }}
          className={cn(inputClasses, 'pl-8 tabular-nums')}
        />
      </div>
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-fg-muted">
          {hint}
        </p>
      )}
    </div>
  );
}
