import { m } from '#i18n/messages.js';
import { registerForm } from '../../../../domain/schemas/auth.ts';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/input.tsx';
import { NewPasswordFields } from '../../../components/ui/new-password-fields.tsx';
import { RichText } from '../../../components/ui/rich-text.tsx';
import { setCurrentUser } from '../../../lib/session.ts';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { useRegister } from '../api/register.ts';
import type { AuthMode } from './auth-mode.ts';
import { ModeLink } from './mode-link.tsx';

/** `returnTo`: where to go once signed in (the page that sent the visitor here, else /). */
export function RegisterForm({ returnTo, onMode }: { returnTo: string; onMode: (mode: AuthMode) => void }) {
  const form = useZodForm(registerForm, {
    firstName: '',
    lastName: '',
    email: '',
    password: '',
    confirmPassword: '',
  });
  const register = useRegister();
  const submit = useFormSubmit(register, {
    // The spec's "Welcome to the product!" with the product's name (docs/decisions.md).
    success: { title: m.auth_register_success_title(), description: m.auth_register_success_text() },
    onSuccess: ({ user }) => setCurrentUser(user),
    navigateTo: returnTo,
    failure: { title: m.auth_register_failed(), fallback: m.auth_register_failed() },
  });
  // The confirmation field never leaves the browser.
  const onSubmit = form.handleSubmit(({ firstName, lastName, email, password }) =>
    submit({ firstName, lastName, email, password }),
  );

  return (
    <form ref={form.formRef} onSubmit={onSubmit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={m.auth_field_first_name()} autoComplete="given-name" {...form.field('firstName')} />
        <TextField label={m.auth_field_last_name()} autoComplete="family-name" {...form.field('lastName')} />
      </div>
      <TextField label={m.auth_field_email()} type="email" autoComplete="email" {...form.field('email')} />
      <NewPasswordFields
        labels={{ password: m.auth_field_password(), confirmation: m.auth_field_confirm_password() }}
        password={form.field('password')}
        confirmation={form.field('confirmPassword')}
      />
      <Button type="submit" className="w-full" pending={register.isPending}>
        {register.isPending ? m.auth_register_creating() : m.auth_register_submit()}
      </Button>
      <p className="text-center text-sm text-fg-muted">
        <RichText
          text={m.auth_register_have_account()}
          tags={{
            login: (text) => (
              <ModeLink to="login" onMode={onMode}>
                {text}
              </ModeLink>
            ),
          }}
        />
      </p>
    </form>
  );
}
