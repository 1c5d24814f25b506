import { useState } from 'react';
import { m } from '#i18n/messages.js';
import { forgotPasswordBody } from '../../../../domain/schemas/auth.ts';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/input.tsx';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { useForgotPassword } from '../api/forgot-password.ts';
import type { AuthMode } from './auth-mode.ts';
import { BackToSignIn } from './mode-link.tsx';

const SENT = m.auth_forgot_sent();

export function ForgotPasswordForm({ onMode }: { onMode: (mode: AuthMode) => void }) {
  const form = useZodForm(forgotPasswordBody, { email: '' });
  const forgot = useForgotPassword();
  const [sent, setSent] = useState(false);
  const onSubmit = form.handleSubmit(
    useFormSubmit(forgot, {
      success: { title: m.auth_forgot_sent_title(), description: SENT },
      onSuccess: () => setSent(true),
      failure: { title: m.auth_forgot_failed_title() },
    }),
  );

  return (
    <form ref={form.formRef} onSubmit={onSubmit} noValidate className="space-y-4">
      <TextField label={m.auth_field_email()} type="email" autoComplete="email" {...form.field('email')} />
      {sent && (
        <p role="status" className="rounded-lg bg-brand-soft p-3 text-sm text-fg">
          {SENT}
        </p>
      )}
      <Button type="submit" className="w-full" pending={forgot.isPending}>
        {forgot.isPending ? m.auth_forgot_sending() : m.auth_forgot_submit()}
      </Button>
      <BackToSignIn onMode={onMode} />
    </form>
  );
}
