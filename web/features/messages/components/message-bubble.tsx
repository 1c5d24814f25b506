import { ShieldCheck } from 'lucide-react';
import { m } from '#i18n/messages.js';
import { shownMessageBody } from '../../../../domain/rules/messages/booking-event-lines.ts';
import type { Message } from '../../../../domain/schemas/messages.ts';
import { cn } from '../../../lib/class-names.ts';
import { HIDDEN_DETAILS_NOTE, hidesDetails, messageTime } from '../message-labels.ts';

/** A written message: one's own on the right in the brand's green, the other side's on the left. */
export function MessageBubble({ message, senderName }: { message: Message; senderName: string }) {
  const mine = message.fromMe;
  return (
    <li className={cn('flex flex-col', mine ? 'items-end' : 'items-start')}>
      <span className="sr-only">{mine ? m.messages_sender_you() : `${senderName}:`}</span>
      <p
        className={cn(
          'max-w-[85%] rounded-2xl px-4 py-2 break-words whitespace-pre-wrap sm:max-w-[70%]',
          mine ? 'rounded-br-md bg-brand text-brand-fg' : 'rounded-bl-md bg-muted text-fg',
        )}
      >
        {shownMessageBody(message.body)}
      </p>
      <time dateTime={message.sentAt} className="mt-1 px-1 text-xs text-fg-muted">
        {messageTime(message.sentAt)}
      </time>
      {hidesDetails(message) && (
        <p className="mt-1 flex max-w-[85%] items-start gap-1.5 px-1 text-xs text-fg-muted sm:max-w-[70%]">
          <ShieldCheck className="mt-px size-3.5 shrink-0" aria-hidden="true" />
          <span>{HIDDEN_DETAILS_NOTE}</span>
        </p>
      )}
    </li>
  );
}
