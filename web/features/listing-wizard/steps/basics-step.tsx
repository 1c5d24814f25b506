import { useFormContext, useWatch } from 'react-hook-form';
import type { Counter } from '../../../../domain/rules/listing-wizard.ts';
import type { ListingForm } from '../../../../domain/schemas/listings.ts';
import { CounterField } from '../components/counter-field.tsx';

const COUNTERS: readonly { counter: Counter; label: string; noun: string; hint?: string }[] = [
  { counter: 'maxGuests', label: 'Guests', noun: 'guests', hint: 'The most who can stay.' },
  { counter: 'bedrooms', label: 'Bedrooms', noun: 'bedrooms' },
  { counter: 'beds', label: 'Beds', noun: 'beds' },
  { counter: 'bathrooms', label: 'Bathrooms', noun: 'bathrooms' },
];

/** Step 4: guests, bedrooms, beds and bathrooms, each a counter clamped to its limits (§5). */
export function BasicsStep() {
  const { control, setValue } = useFormContext<ListingForm>();
  const values = useWatch({ control, name: ['maxGuests', 'bedrooms', 'beds', 'bathrooms'] });
  return (
    <div className="max-w-xl rounded-xl border border-line bg-surface px-4 sm:px-6">
      {COUNTERS.map(({ counter, label, noun, hint }, i) => (
        <CounterField
          key={counter}
          counter={counter}
          label={label}
          noun={noun}
          hint={hint}
          value={values[i] ?? 0}
          onChange={(value) => setValue(counter, value, { shouldDirty: true, shouldValidate: true })}
        />
      ))}
    </div>
  );
}
