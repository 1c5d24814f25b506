import { registerForm } from '../../../../domain/schemas/auth.ts';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/input.tsx';
import { NewPasswordFields } from '../../../components/ui/new-password-fields.tsx';
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
    success: { title: 'Welcome to Basera!', description: 'Your account has been created successfully.' },
    onSuccess: ({ user }) => setCurrentUser(user),
    navigateTo: returnTo,
    failure: { title: 'Registration failed', fallback: 'Registration failed' },
  });
  // The confirmation field never leaves the browser.
  const onSubmit = form.handleSubmit(({ firstName, lastName, email, password }) =>
    submit({ firstName, lastName, email, password }),
  );

  return (
    <form ref={form.formRef} onSubmit={onSubmit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="First name" autoComplete="given-name" {...form.field('firstName')} />
        <TextField label="Last name" autoComplete="family-name" {...form.field('lastName')} />
      </div>
      <TextField label="Email" type="email" autoComplete="email" {...form.field('email')} />
      <NewPasswordFields
        labels={{ password: 'Password', confirmation: 'Confirm password' }}
        password={form.field('password')}
        confirmation={form.field('confirmPassword')}
      />
      <Button type="submit" className="w-full" pending={register.isPending}>
        {register.isPending ? 'Creating account...' : 'Create account'}
      </Button>
      <p className="text-center text-sm text-fg-muted">
        Already have an account?{' '}
        <ModeLink to="login" onMode={onMode}>
          Sign in
        </ModeLink>
      </p>
    </form>
  );
}
