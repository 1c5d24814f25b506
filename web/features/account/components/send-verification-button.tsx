import { Mail } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { serverMessageOf } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useSendVerificationLink } from '../api/send-verification.ts';

/** Send verification link: mails a new link and toasts the server's answer. */
export function SendVerificationButton({
  className,
  label = 'Send verification link',
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
          onSuccess: ({ message }) => toast({ title: 'Verification email', description: message }),
          onError: (error) =>
            toast({
              title: 'Verification email not sent',
              description: serverMessageOf(error) ?? 'The link could not be sent. Please try again.',
              variant: 'destructive',
            }),
        })
      }
    >
      {!send.isPending && <Mail className="size-4" aria-hidden="true" />}
      {send.isPending ? 'Sending...' : label}
    </Button>
  );
}
