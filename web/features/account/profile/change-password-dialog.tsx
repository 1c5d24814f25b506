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
        title="Change password"
        description="You stay signed in here; any other device signed in to your account is signed out."
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
      toast({ title: 'Password changed', description: message });
      onDone();
    },
    failure: {
      title: 'Password not changed',
      fallback: 'Your password could not be changed. Please try again.',
    },
  });
  // The confirmation never leaves the browser.
  const onSubmit = form.handleSubmit(({ currentPassword, newPassword }) =>
    submit({ currentPassword, newPassword }),
  );

  return (
    <form ref={form.formRef} onSubmit={onSubmit} noValidate className="space-y-4">
      <PasswordField
        label="Current password"
        autoComplete="current-password"
        {...form.field('currentPassword')}
      />
      <NewPasswordFields password={form.field('newPassword')} confirmation={form.field('confirmPassword')} />
      <Button type="submit" className="w-full" pending={change.isPending}>
        {change.isPending ? 'Changing password...' : 'Change password'}
      </Button>
    </form>
  );
}
