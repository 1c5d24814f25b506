import { m } from '#i18n/messages.js';
import type { ConversationSummary } from '../../../../domain/schemas/messages.ts';
import { ConversationListItem } from './conversation-list-item.tsx';

/** The user's conversations, the latest first (as the server orders them). */
export function ConversationList({
  conversations,
  activeId,
}: {
  conversations: ConversationSummary[];
  activeId: string | undefined;
}) {
  return (
    <ul aria-label={m.messages_list_label()} className="space-y-1">
      {conversations.map((c) => (
        <li key={c.id}>
          <ConversationListItem conversation={c} active={c.id === activeId} />
        </li>
      ))}
    </ul>
  );
}
