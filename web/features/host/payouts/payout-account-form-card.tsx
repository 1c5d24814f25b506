import { useEffect, useState } from 'react';
import { m } from '#i18n/messages.js';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/input.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { serverMessageOf, serverMessageWithFieldOf } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { useSavePayoutAccount } from '../api/payout-account.ts';
import {
  emptyPayoutAccountForm,
  fieldErrorOfServerMessage,
  type PayoutAccountField,
  payoutAccountForm,
} from './payout-account-form.ts';

type Props = {
  title: string;
  description: string;
  /** Shown while an account is on file: back to it without saving. */
  onCancel?: () => void;
  /** After the server has saved it (the page then shows the saved account). */
  onSaved?: () => void;
};

/**
 * Adds or changes the payout account. The PUT's own schema checks each field as it is left and on
 * Save; the server's 400 shows under the field it names (a wrong password under the password), any
 * other failure (the payment partner down or refusing) as a toast. The password is asked every time.
 */
export function PayoutAccountFormCard({ title, description, onCancel, onSaved }: Props) {
  const form = useZodForm(payoutAccountForm, emptyPayoutAccountForm);
  const save = useSavePayoutAccount();
  const [serverErrors, setServerErrors] = useState<Partial<Record<PayoutAccountField, string>>>({});
  // Counts the server's field errors shown: each moves the focus to the field, once it is rendered.
  const [serverErrorsShown, setServerErrorsShown] = useState(0);
  const { formRef } = form;
  const opened = Boolean(onCancel);
  // Opened by "Change account": the keyboard goes on where the form begins.
  useEffect(() => {
    if (opened) formRef.current?.querySelector('input')?.focus();
  }, [opened, formRef]);
  useEffect(() => {
    if (serverErrorsShown > 0)
      formRef.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
  }, [serverErrorsShown, formRef]);

  const field = (name: PayoutAccountField) => {
    const props = form.field(name);
    return {
      ...props,
      error: props.error ?? serverErrors[name],
      onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
        setServerErrors(({ [name]: _, ...others }) => others);
        props.onChange(event);
      },
    };
  };

  const onSubmit = form.handleSubmit(({ confirmAccountNumber: _, ...body }) => {
    if (save.isPending) return;
    setServerErrors({});
    save.mutate(body, {
      onSuccess: (saved) => {
        toast({
          title: m.host_payout_saved(),
          description: m.host_payout_saved_description({ account: saved.accountNumberMasked }),
        });
        onSaved?.();
      },
      onError: (error) => {
        const atField = fieldErrorOfServerMessage(serverMessageWithFieldOf(error) ?? '');
        if (atField) {
          setServerErrors({ [atField.field]: atField.text });
          setServerErrorsShown((shown) => shown + 1);
          return;
        }
        toast({
          title: m.host_payout_not_saved(),
          description: serverMessageOf(error) ?? m.host_something_went_wrong(),
          variant: 'destructive',
        });
      },
    });
  });

  return (
    <form
      ref={form.formRef}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="payout-form-title"
      className="rounded-2xl border border-line bg-surface p-5 sm:p-6"
    >
      <h2 id="payout-form-title" className="text-lg font-semibold text-fg">
        {title}
      </h2>
      <p className="mt-1 text-sm text-fg-muted">{description}</p>
      <div className="mt-5 grid gap-4 sm:grid-cols-2">
        <TextField
          label={m.host_payout_holder()}
          hint={m.host_payout_holder_hint()}
          autoComplete="name"
          maxLength={120}
          className="sm:col-span-2"
          {...field('accountHolderName')}
        />
        <TextField
          label="IFSC"
          hint={m.host_payout_ifsc_hint()}
          placeholder="HDFC0001234"
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          maxLength={20}
          inputClassName="uppercase placeholder:normal-case"
          {...field('ifsc')}
        />
        <div className="hidden sm:block" aria-hidden="true" />
        <TextField
          label={m.host_payout_account_number()}
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          maxLength={30}
          {...field('accountNumber')}
        />
        <TextField
          label={m.host_payout_account_number_again()}
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          maxLength={30}
          {...field('confirmAccountNumber')}
        />
        <PasswordField
          label={m.host_payout_password()}
          hint={m.host_payout_password_hint()}
          autoComplete="current-password"
          className="sm:col-span-2"
          {...field('currentPassword')}
        />
      </div>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {onCancel && (
          <Button variant="ghost" disabled={save.isPending} onClick={onCancel}>
            {m.host_cancel()}
          </Button>
        )}
        <Button type="submit" pending={save.isPending}>
          {save.isPending ? m.host_saving() : m.host_payout_save()}
        </Button>
      </div>
    </form>
  );
}
