import { m } from '#i18n/messages.js';
import { loginBody } from '../../../../domain/schemas/auth.ts';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/input.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { RichText } from '../../../components/ui/rich-text.tsx';
import { setCurrentUser } from '../../../lib/session.ts';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { useLogin } from '../api/login.ts';
import type { AuthMode } from './auth-mode.ts';
import { ModeLink } from './mode-link.tsx';

/** `returnTo`: where to go once signed in (the page that sent the visitor here, else /). */
export function LoginForm({ returnTo, onMode }: { returnTo: string; onMode: (mode: AuthMode) => void }) {
  const form = useZodForm(loginBody, { email: '', password: '' });
  const login = useLogin();
  const onSubmit = form.handleSubmit(
    useFormSubmit(login, {
      success: { title: m.auth_login_success_title(), description: m.auth_login_success_text() },
      onSuccess: ({ user }) => setCurrentUser(user),
      navigateTo: returnTo,
      failure: { title: m.auth_login_failed(), fallback: m.auth_login_failed() },
    }),
  );

  return (
    <form ref={form.formRef} onSubmit={onSubmit} noValidate className="space-y-4">
      <TextField label={m.auth_field_email()} type="email" autoComplete="email" {...form.field('email')} />
      <PasswordField
        label={m.auth_field_password()}
        autoComplete="current-password"
        {...form.field('password')}
      />
      <div className="flex justify-end">
        <button
          type="button"
          onClick={() => onMode('forgot')}
          className="min-h-11 rounded text-sm font-medium text-brand-text hover:underline"
        >
          {m.auth_login_forgot()}
        </button>
      </div>
      <Button type="submit" className="w-full" pending={login.isPending}>
        {login.isPending ? m.auth_login_signing_in() : m.auth_login_submit()}
      </Button>
      <p className="text-center text-sm text-fg-muted">
        <RichText
          text={m.auth_login_new_to_basera()}
          tags={{
            register: (text) => (
              <ModeLink to="register" onMode={onMode}>
                {text}
              </ModeLink>
            ),
          }}
        />
      </p>
    </form>
  );
}
