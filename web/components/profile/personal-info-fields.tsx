import type { ChangeEvent } from 'react';
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
      <TextField label="First name" autoComplete="given-name" required {...field('firstName')} />
      <TextField label="Last name" autoComplete="family-name" required {...field('lastName')} />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        required
        className="sm:col-span-2"
        {...field('email')}
      />
      <TextField
        label="Phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        required
        hint="An Indian mobile number, like 98765 43210."
        className="sm:col-span-2"
        {...field('phone')}
      />
    </div>
  );
}
