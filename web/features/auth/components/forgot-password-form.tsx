import { useState } from 'react';
import { forgotPasswordBody } from '../../../../domain/schemas/auth.ts';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/input.tsx';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { useForgotPassword } from '../api/forgot-password.ts';
import type { AuthMode } from './auth-mode.ts';
import { BackToSignIn } from './mode-link.tsx';

const SENT = 'If an account with this email exists, a reset link has been sent.';

export function ForgotPasswordForm({ onMode }: { onMode: (mode: AuthMode) => void }) {
  const form = useZodForm(forgotPasswordBody, { email: '' });
  const forgot = useForgotPassword();
  const [sent, setSent] = useState(false);
  const onSubmit = form.handleSubmit(
    useFormSubmit(forgot, {
      success: { title: 'Reset link sent', description: SENT },
      onSuccess: () => setSent(true),
      failure: { title: 'Failed to send reset email' },
    }),
  );

  return (
    <form ref={form.formRef} onSubmit={onSubmit} noValidate className="space-y-4">
      <TextField label="Email" type="email" autoComplete="email" {...form.field('email')} />
      {sent && (
        <p role="status" className="rounded-lg bg-brand-soft p-3 text-sm text-fg">
          {SENT}
        </p>
      )}
      <Button type="submit" className="w-full" pending={forgot.isPending}>
        {forgot.isPending ? 'Sending...' : 'Send reset link'}
      </Button>
      <BackToSignIn onMode={onMode} />
    </form>
  );
}
