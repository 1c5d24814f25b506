import { loginBody } from '../../../../domain/schemas/auth.ts';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/input.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
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
      success: { title: 'Welcome back!', description: 'You have been logged in successfully.' },
      onSuccess: ({ user }) => setCurrentUser(user),
      navigateTo: returnTo,
      failure: { title: 'Login failed', fallback: 'Login failed' },
    }),
  );

  return (
    <form ref={form.formRef} onSubmit={onSubmit} noValidate className="space-y-4">
      <TextField label="Email" type="email" autoComplete="email" {...form.field('email')} />
      <PasswordField label="Password" autoComplete="current-password" {...form.field('password')} />
      <div className="flex justify-end">
        <button
          type="button"
          onClick={() => onMode('forgot')}
          className="min-h-11 rounded text-sm font-medium text-brand-text hover:underline"
        >
          Forgot password?
        </button>
      </div>
      <Button type="submit" className="w-full" pending={login.isPending}>
        {login.isPending ? 'Signing in...' : 'Sign in'}
      </Button>
      <p className="text-center text-sm text-fg-muted">
        New to Basera?{' '}
        <ModeLink to="register" onMode={onMode}>
          Create an account
        </ModeLink>
      </p>
    </form>
  );
}
