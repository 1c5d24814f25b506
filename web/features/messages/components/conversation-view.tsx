import { m } from '#i18n/messages.js';
import type { ConversationSummary } from '../../../../domain/schemas/messages.ts';
import { otherName } from '../message-labels.ts';
import { Composer } from './composer.tsx';
import { ConversationHeader } from './conversation-header.tsx';
import { MessageThread } from './message-thread.tsx';

/** One open conversation: its header, its messages and the composer, filling the pane. */
export function ConversationView({
  conversation,
  backLink,
}: {
  conversation: ConversationSummary;
  backLink: boolean;
}) {
  const name = otherName(conversation);
  return (
    <section aria-label={m.messages_conversation_with({ name })} className="flex h-full min-h-0 flex-col">
      <ConversationHeader conversation={conversation} backLink={backLink} />
      <MessageThread conversationId={conversation.id} otherName={name} />
      <Composer conversationId={conversation.id} otherName={name} />
    </section>
  );
}
