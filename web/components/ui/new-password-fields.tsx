import type { ComponentProps } from 'react';
import { m } from '#i18n/messages.js';
import { PasswordField } from './password-field.tsx';

type FieldProps = Omit<ComponentProps<typeof PasswordField>, 'label' | 'autoComplete' | 'hint'>;

/** The register rules, said once wherever a new password is chosen (domain/schemas/auth.ts). */
export const NEW_PASSWORD_HINT = m.ui_new_password_hint();

/**
 * A new password and its confirmation: registering, resetting and changing a password. Labels
 * default to "New password" / "Confirm new password".
 */
export function NewPasswordFields({
  password,
  confirmation,
  labels = { password: m.ui_new_password(), confirmation: m.ui_confirm_new_password() },
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
