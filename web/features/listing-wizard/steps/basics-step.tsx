import { useFormContext, useWatch } from 'react-hook-form';
import { m } from '#i18n/messages.js';
import type { Counter } from '../../../../domain/rules/listing-wizard.ts';
import type { ListingForm } from '../../../../domain/schemas/listings.ts';
import { CounterField } from '../components/counter-field.tsx';

const COUNTERS: readonly {
  counter: Counter;
  label: string;
  fewerLabel: string;
  moreLabel: string;
  hint?: string;
}[] = [
  {
    counter: 'maxGuests',
    label: m.wizard_basics_guests(),
    fewerLabel: m.wizard_basics_guests_fewer(),
    moreLabel: m.wizard_basics_guests_more(),
    hint: m.wizard_basics_guests_hint(),
  },
  {
    counter: 'bedrooms',
    label: m.wizard_basics_bedrooms(),
    fewerLabel: m.wizard_basics_bedrooms_fewer(),
    moreLabel: m.wizard_basics_bedrooms_more(),
  },
  {
    counter: 'beds',
    label: m.wizard_basics_beds(),
    fewerLabel: m.wizard_basics_beds_fewer(),
    moreLabel: m.wizard_basics_beds_more(),
  },
  {
    counter: 'bathrooms',
    label: m.wizard_basics_bathrooms(),
    fewerLabel: m.wizard_basics_bathrooms_fewer(),
    moreLabel: m.wizard_basics_bathrooms_more(),
  },
];

/** Step 4: guests, bedrooms, beds and bathrooms, each a counter clamped to its limits (§5). */
export function BasicsStep() {
  const { control, setValue } = useFormContext<ListingForm>();
  const values = useWatch({ control, name: ['maxGuests', 'bedrooms', 'beds', 'bathrooms'] });
  return (
    <div className="max-w-xl rounded-xl border border-line bg-surface px-4 sm:px-6">
      {COUNTERS.map(({ counter, label, fewerLabel, moreLabel, hint }, i) => (
        <CounterField
          key={counter}
          counter={counter}
          label={label}
          fewerLabel={fewerLabel}
          moreLabel={moreLabel}
          hint={hint}
          value={values[i] ?? 0}
          onChange={(value) => setValue(counter, value, { shouldDirty: true, shouldValidate: true })}
        />
      ))}
    </div>
  );
}
