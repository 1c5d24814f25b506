import { m } from '#i18n/messages.js';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { NewPasswordFields } from '../../../components/ui/new-password-fields.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { toast } from '../../../lib/toast.ts';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { useChangePassword } from '../api/change-password.ts';
import { changePasswordForm, emptyPasswordForm } from './change-password-form.ts';

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

/** Change password: the current one, then the new one twice. This browser stays signed in. */
export function ChangePasswordDialog({ open, onOpenChange }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={m.account_change_password()}
        description={m.account_change_password_description()}
      >
        {open && <ChangePasswordForm onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const form = useZodForm(changePasswordForm, emptyPasswordForm);
  const change = useChangePassword();
  const submit = useFormSubmit(change, {
    onSuccess: ({ message }) => {
      toast({ title: m.account_password_changed_title(), description: message });
      onDone();
    },
    failure: {
      title: m.account_password_not_changed_title(),
      fallback: m.account_password_not_changed_description(),
    },
  });
  // The confirmation never leaves the browser.
  const onSubmit = form.handleSubmit(({ currentPassword, newPassword }) =>
    submit({ currentPassword, newPassword }),
  );

  return (
    <form ref={form.formRef} onSubmit={onSubmit} noValidate className="space-y-4">
      <PasswordField
        label={m.account_current_password()}
        autoComplete="current-password"
        {...form.field('currentPassword')}
      />
      <NewPasswordFields password={form.field('newPassword')} confirmation={form.field('confirmPassword')} />
      <Button type="submit" className="w-full" pending={change.isPending}>
        {change.isPending ? m.account_changing_password() : m.account_change_password()}
      </Button>
    </form>
  );
}
