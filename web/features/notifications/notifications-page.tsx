import { Bell, CheckCheck, Settings } from 'lucide-react';
import { Link } from 'wouter';
import { m } from '#i18n/messages.js';
import {
  type NotificationItem as Item,
  useMarkNotificationsRead,
  useNotifications,
  useNotificationsUnread,
} from '../../api/notifications.ts';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { paths } from '../../lib/paths.ts';
import { NotificationItem } from './components/notification-item.tsx';
import { EMPTY_TEXT, EMPTY_TITLE } from './notification-labels.ts';

/** The profile's mail preferences (features/account/profile): its anchor. */
const PREFERENCES_HREF = `${paths.profile}#notification-preferences`;

/**
 * A message notification moves to the top when a later message updates it: a page loaded before the
 * move and one after may both hold it. Shown once, where it is newest.
 */
function uniqueById(items: Item[]): Item[] {
  const seen = new Set<string>();
  return items.filter((item) => !seen.has(item.id) && seen.add(item.id));
}

/** /notifications (issue 26 §4): newest first, unread ones marked, each a link to where it happened. */
export function NotificationsPage() {
  const list = useNotifications();
  const markRead = useMarkNotificationsRead();
  const items = uniqueById(list.data?.pages.flatMap((page) => page.data) ?? []);
  // Unread ones may be on pages not loaded yet: the bell's count knows them too.
  const unreadCount = useNotificationsUnread(true).data ?? 0;
  const anyUnread = unreadCount > 0 || items.some((item) => item.readAt === null);
  const open = (item: Item) => {
    if (item.readAt === null) markRead.mutate(item.id);
  };

  return (
    <section className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold tracking-tight text-fg">{m.notifications_page_heading()}</h1>
        <div className="flex gap-2">
          <Link href={PREFERENCES_HREF} className={buttonClasses('ghost', 'sm')}>
            <Settings className="size-4" aria-hidden="true" />
            {m.notifications_mail_settings()}
          </Link>
          {anyUnread && (
            <Button
              variant="outline"
              size="sm"
              pending={markRead.isPending && markRead.variables === 'all'}
              onClick={() => markRead.mutate('all')}
            >
              <CheckCheck className="size-4" aria-hidden="true" />
              {m.notifications_mark_all_read()}
            </Button>
          )}
        </div>
      </div>
      <div className="mt-6">
        {list.isPending ? (
          <div className="space-y-3" aria-busy="true">
            <span className="sr-only" role="status">
              {m.notifications_loading()}
            </span>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-20 w-full rounded-xl" />
            ))}
          </div>
        ) : list.isError && items.length === 0 ? (
          <LoadError
            message={m.notifications_load_error_your_notifications()}
            retrying={list.isFetching}
            onRetry={() => list.refetch()}
          />
        ) : items.length === 0 ? (
          <EmptyState icon={Bell} title={EMPTY_TITLE} text={EMPTY_TEXT} />
        ) : (
          <>
            <ul aria-label={m.notifications_list_label()} className="space-y-1">
              {items.map((item) => (
                <li key={item.id}>
                  <NotificationItem item={item} onOpen={open} />
                </li>
              ))}
            </ul>
            {list.hasNextPage && (
              <div className="mt-6 flex justify-center">
                <Button
                  variant="outline"
                  pending={list.isFetchingNextPage}
                  onClick={() => list.fetchNextPage()}
                >
                  {m.notifications_load_more()}
                </Button>
              </div>
            )}
          </>
        )}
      </div>
    </section>
  );
}
