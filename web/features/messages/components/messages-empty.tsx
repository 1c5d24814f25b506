import { MessagesSquare, Search } from 'lucide-react';
import { m } from '#i18n/messages.js';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { paths } from '../../../lib/paths.ts';
import { EMPTY_TEXT, EMPTY_TITLE } from '../message-labels.ts';

/** No conversations yet: what this page is for, and how to start one. */
export function MessagesEmpty() {
  return (
    <EmptyState
      icon={MessagesSquare}
      title={EMPTY_TITLE}
      text={EMPTY_TEXT}
      link={{ href: paths.home, label: m.messages_empty_find_stay(), icon: Search }}
    />
  );
}
