import { SendHorizontal } from 'lucide-react';
import { type KeyboardEvent, useId, useState } from 'react';
import { m } from '#i18n/messages.js';
import { intlLocaleOf } from '../../../../domain/rules/language/languages.ts';
import { MESSAGE_MAX_CHARS } from '../../../../domain/schemas/messages.ts';
import { useSendMessage } from '../../../api/conversations.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { serverMessageOf } from '../../../lib/api-client.ts';
import { pageLanguage } from '../../../lib/language.ts';

/** Shown under the field once a message is this close to the limit. */
const COUNT_FROM = MESSAGE_MAX_CHARS - 200;
const numberLocale = intlLocaleOf(pageLanguage);

/**
 * Write and send: Enter sends, Shift+Enter starts a new line (so does Enter while an input method is
 * composing). 1-2,000 characters once trimmed; the server's refusal (400, 429) is shown as it says it.
 */
export function Composer({ conversationId, otherName }: { conversationId: string; otherName: string }) {
  const [body, setBody] = useState('');
  const send = useSendMessage(conversationId);
  const errorId = useId();
  const countId = useId();
  const hintId = useId();
  const trimmed = body.trim();
  const canSend = trimmed.length > 0 && trimmed.length <= MESSAGE_MAX_CHARS && !send.isPending;

  const submit = () => {
    if (!canSend) return;
    send.mutate(trimmed, { onSuccess: () => setBody('') });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };
  const error = send.isError ? (serverMessageOf(send.error) ?? m.messages_composer_error()) : null;

  return (
    <form
      className="border-t border-line bg-surface px-3 py-3 sm:px-5"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className="flex items-end gap-2">
        <Textarea
          aria-label={m.messages_composer_label({ name: otherName })}
          aria-describedby={[error ? errorId : hintId, body.length >= COUNT_FROM && countId]
            .filter(Boolean)
            .join(' ')}
          aria-invalid={error ? true : undefined}
          value={body}
          rows={2}
          maxLength={MESSAGE_MAX_CHARS}
          placeholder={m.messages_composer_placeholder()}
          onChange={(event) => {
            setBody(event.target.value);
            if (send.isError) send.reset();
          }}
          onKeyDown={onKeyDown}
          className="max-h-40 min-h-11 flex-1 resize-none"
        />
        <Button
          type="submit"
          disabled={!canSend}
          pending={send.isPending}
          aria-label={m.messages_composer_send()}
        >
          {!send.isPending && <SendHorizontal className="size-4" aria-hidden="true" />}
          <span className="max-sm:sr-only">{m.messages_composer_send()}</span>
        </Button>
      </div>
      <div className="mt-1 flex justify-between gap-3 text-xs">
        {error ? (
          <p id={errorId} role="alert" className="text-danger-text">
            {error}
          </p>
        ) : (
          <p id={hintId} className="text-fg-muted max-sm:sr-only">
            {m.messages_composer_hint()}
          </p>
        )}
        {body.length >= COUNT_FROM && (
          <p id={countId} className="shrink-0 text-fg-muted tabular-nums">
            {body.length.toLocaleString(numberLocale)} / {MESSAGE_MAX_CHARS.toLocaleString(numberLocale)}
          </p>
        )}
      </div>
    </form>
  );
}
