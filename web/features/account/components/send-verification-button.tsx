import { Mail } from 'lucide-react';
import { m } from '#i18n/messages.js';
import { Button } from '../../../components/ui/button.tsx';
import { serverMessageOf } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useSendVerificationLink } from '../api/send-verification.ts';

/** Send verification link: mails a new link and toasts the server's answer. */
export function SendVerificationButton({
  className,
  label = m.account_verification_send(),
}: {
  className?: string;
  label?: string;
}) {
  const send = useSendVerificationLink();
  return (
    <Button
      variant="outline"
      size="sm"
      className={className}
      pending={send.isPending}
      onClick={() =>
        send.mutate(undefined, {
          onSuccess: ({ message }) =>
            toast({ title: m.account_verification_toast_title(), description: message }),
          onError: (error) =>
            toast({
              title: m.account_verification_not_sent_title(),
              description: serverMessageOf(error) ?? m.account_verification_not_sent_description(),
              variant: 'destructive',
            }),
        })
      }
    >
      {!send.isPending && <Mail className="size-4" aria-hidden="true" />}
      {send.isPending ? m.account_sending() : label}
    </Button>
  );
}
