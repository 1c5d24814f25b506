import { useId, useState } from 'react';
import { useLocation } from 'wouter';
import { m } from '#i18n/messages.js';
import { MESSAGE_MAX_CHARS } from '../../../../domain/rules/message-limits.ts';
import { useStartConversation } from '../../../api/conversations.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { serverMessageOf } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  propertyId: string;
  /** The host's first name; null when they gave none ("Message the host"). */
  hostName: string | null;
};

/**
 * Message Host: a guest's question before booking (POST /api/conversations), then their conversation
 * with the host at /messages/{id}. The server's refusal (limits, a bad body) is shown as it says it.
 */
export function AskHostDialog({ open, onOpenChange, propertyId, hostName }: Props) {
  const [body, setBody] = useState('');
  const [, navigate] = useLocation();
  const start = useStartConversation();
  const fieldId = useId();
  const hintId = useId();
  const errorId = useId();
  const trimmed = body.trim();
  const error = start.isError ? (serverMessageOf(start.error) ?? m.property_ask_error()) : null;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={hostName ? m.property_ask_title({ name: hostName }) : m.property_ask_title_host()}
        description={m.property_ask_description()}
      >
        <form
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (!trimmed) return;
            start.mutate(
              { propertyId, body: trimmed },
              { onSuccess: ({ conversationId }) => navigate(paths.conversation(conversationId)) },
            );
          }}
        >
          <div>
            <label htmlFor={fieldId} className="block text-sm font-medium text-fg">
              {m.property_ask_label()}
            </label>
            <Textarea
              id={fieldId}
              value={body}
              rows={5}
              maxLength={MESSAGE_MAX_CHARS}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${errorId} ${hintId}` : hintId}
              onChange={(event) => {
                setBody(event.target.value);
                if (start.isError) start.reset();
              }}
              placeholder={m.property_ask_placeholder()}
              className="mt-1"
            />
            {error && (
              <p id={errorId} role="alert" className="mt-1 text-sm text-danger-text">
                {error}
              </p>
            )}
            <p id={hintId} className="mt-1 text-sm text-fg-muted">
              {m.property_ask_hint()}
            </p>
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => onOpenChange(false)} disabled={start.isPending}>
              {m.property_cancel()}
            </Button>
            <Button type="submit" disabled={!trimmed} pending={start.isPending}>
              {m.property_ask_send()}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
