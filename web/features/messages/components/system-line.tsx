import { shownMessageBody } from '../../../../domain/rules/messages/booking-event-lines.ts';
import type { Message } from '../../../../domain/schemas/messages.ts';
import { messageTime } from '../message-labels.ts';

/** A booking event (requested, confirmed, cancelled…): centred and muted, from neither side. */
export function SystemLine({ message }: { message: Message }) {
  return (
    <li className="flex flex-col items-center px-6 py-1 text-center">
      <p className="rounded-full bg-muted/60 px-3 py-1 text-xs font-medium text-fg-muted">
        {shownMessageBody(message.body)}
      </p>
      <time dateTime={message.sentAt} className="mt-0.5 text-[0.6875rem] text-fg-muted">
        {messageTime(message.sentAt)}
      </time>
    </li>
  );
}
