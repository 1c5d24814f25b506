import { m } from '#i18n/messages.js';
import { resetPasswordForm } from '../../../../domain/schemas/auth.ts';
import { Button } from '../../../components/ui/button.tsx';
import { NewPasswordFields } from '../../../components/ui/new-password-fields.tsx';
import { queryClient } from '../../../lib/query-client.ts';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { resetTokenCheckKey } from '../api/check-reset-token.ts';
import { useResetPassword } from '../api/reset-password.ts';
import type { AuthMode } from './auth-mode.ts';
import { BackToSignIn } from './mode-link.tsx';

export function ResetPasswordForm({ token, onMode }: { token: string; onMode: (mode: AuthMode) => void }) {
  const form = useZodForm(resetPasswordForm, { password: '', confirmPassword: '' });
  // A failed reset (the link was used in another tab, or expired meanwhile): ask again, and the page
  // says so with a way to get a new link.
  const reset = useResetPassword({
    onError: () => void queryClient.invalidateQueries({ queryKey: resetTokenCheckKey(token) }),
  });
  const submit = useFormSubmit(reset, {
    success: {
      title: m.auth_reset_success_title(),
      description: m.auth_reset_success_text(),
    },
    onSuccess: () => onMode('login'),
    failure: { title: m.auth_reset_failed() },
  });
  const onSubmit = form.handleSubmit(({ password }) => submit({ token, password }));

  return (
    <form ref={form.formRef} onSubmit={onSubmit} noValidate className="space-y-4">
      <NewPasswordFields password={form.field('password')} confirmation={form.field('confirmPassword')} />
      <Button type="submit" className="w-full" pending={reset.isPending}>
        {reset.isPending ? m.auth_reset_updating() : m.auth_reset_submit()}
      </Button>
      <BackToSignIn onMode={onMode} />
    </form>
  );
}
