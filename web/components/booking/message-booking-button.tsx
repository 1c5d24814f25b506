import { MessageCircle } from 'lucide-react';
import { useLocation } from 'wouter';
import { m } from '#i18n/messages.js';
import { useBookingConversation } from '../../api/conversations.ts';
import { serverMessageOf } from '../../lib/api-client.ts';
import { paths } from '../../lib/paths.ts';
import { toast } from '../../lib/toast.ts';
import { Button } from '../ui/button.tsx';

/**
 * Message Host (a trip) or Message guest (a reservation): the conversation of the booking's guest
 * and the listing's host at /messages/{id}, opened if there was none (decision 100).
 */
export function MessageBookingButton({ bookingId, label }: { bookingId: string; label: string }) {
  const [, navigate] = useLocation();
  const open = useBookingConversation();
  return (
    <Button
      variant="outline"
      size="sm"
      pending={open.isPending}
      onClick={() =>
        open.mutate(bookingId, {
          onSuccess: ({ id }) => navigate(paths.conversation(id)),
          onError: (error) =>
            toast({
              title: m.booking_conversation_open_failed(),
              description: serverMessageOf(error) ?? m.ui_load_error_hint(),
              variant: 'destructive',
            }),
        })
      }
    >
      {!open.isPending && <MessageCircle className="size-4" aria-hidden="true" />}
      {label}
    </Button>
  );
}
