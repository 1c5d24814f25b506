import type { ComponentProps } from 'react';
import { PasswordField } from './password-field.tsx';

type FieldProps = Omit<ComponentProps<typeof PasswordField>, 'label' | 'autoComplete' | 'hint'>;

/** The register rules, said once wherever a new password is chosen (domain/schemas/auth.ts). */
export const NEW_PASSWORD_HINT =
  'At least 8 characters, with an uppercase letter, a lowercase letter and a number.';

/**
 * A new password and its confirmation: registering, resetting and changing a password. Labels
 * default to "New password" / "Confirm new password".
 */
export function NewPasswordFields({
  password,
  confirmation,
  labels = { password: 'New password', confirmation: 'Confirm new password' },
}: {
  password: FieldProps;
  confirmation: FieldProps;
  labels?: { password: string; confirmation: string };
}) {
  return (
    <>
      <PasswordField
        label={labels.password}
        autoComplete="new-password"
        hint={NEW_PASSWORD_HINT}
        {...password}
      />
      <PasswordField label={labels.confirmation} autoComplete="new-password" {...confirmation} />
    </>
  );
}
