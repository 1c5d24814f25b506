import { Bell, type LucideIcon, MessageCircle } from 'lucide-react';
import { Link } from 'wouter';
import { useConversationsUnread } from '../../api/conversations.ts';
import { useNotificationsUnread } from '../../api/notifications.ts';
import { useLiveEvents } from '../../lib/live-events.ts';
import { paths } from '../../lib/paths.ts';
import { countBadge, messagesLinkName, notificationsLinkName } from './count-names.ts';

/**
 * The signed-in header's Messages link and bell, each with a red count only while something is
 * unread (issue 26 §3-4; before, the bell always showed a dot). A count that cannot be read shows none.
 * Shown once per signed-in page, it also holds the page's live stream, which keeps the counts (and
 * any conversation or notifications on screen) fresh without reloading.
 */
export function HeaderCounts() {
  useLiveEvents();
  const messages = useConversationsUnread(true).data ?? 0;
  const notifications = useNotificationsUnread(true).data ?? 0;
  return (
    <>
      <CountLink
        href={paths.messages}
        name={messagesLinkName(messages)}
        icon={MessageCircle}
        count={messages}
        testId="messages-count"
      />
      <CountLink
        href={paths.notifications}
        name={notificationsLinkName(notifications)}
        icon={Bell}
        count={notifications}
        testId="notification-dot"
      />
    </>
  );
}

/** `name` is the link's whole accessible name, its count included ("Messages, 3 unread"). */
type Props = { href: string; name: string; icon: LucideIcon; count: number; testId: string };

function CountLink({ href, name, icon: Icon, count, testId }: Props) {
  return (
    <Link
      href={href}
      aria-label={name}
      className="relative inline-flex size-11 items-center justify-center rounded-full text-fg hover:bg-muted"
    >
      <Icon className="size-5" aria-hidden="true" />
      {count > 0 && (
        <span
          data-testid={testId}
          aria-hidden="true"
          className="absolute top-1 right-0.5 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-[0.6875rem] leading-none font-bold text-white ring-2 ring-page"
        >
          {countBadge(count)}
        </span>
      )}
    </Link>
  );
}
