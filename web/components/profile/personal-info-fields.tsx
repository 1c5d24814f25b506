import type { ChangeEvent } from 'react';
import { m } from '#i18n/messages.js';
import { TextField } from '../ui/input.tsx';

export type PersonalKey = 'firstName' | 'lastName' | 'email' | 'phone';

/** What useZodForm's `field(name)` gives an input. */
type FieldOf = (name: PersonalKey) => {
  name: PersonalKey;
  value: string;
  error?: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur: () => void;
};

/** First name, last name, email and phone: onboarding's step 1 and the profile's personal information. */
export function PersonalInfoFields({ field }: { field: FieldOf }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField label={m.ui_first_name()} autoComplete="given-name" required {...field('firstName')} />
      <TextField label={m.ui_last_name()} autoComplete="family-name" required {...field('lastName')} />
      <TextField
        label={m.ui_email()}
        type="email"
        autoComplete="email"
        required
        className="sm:col-span-2"
        {...field('email')}
      />
      <TextField
        label={m.ui_phone()}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        required
        hint={m.ui_phone_hint()}
        className="sm:col-span-2"
        {...field('phone')}
      />
    </div>
  );
}
