import { Bell } from 'lucide-react';
import { Link } from 'wouter';
import { m } from '#i18n/messages.js';
import type { NotificationItem as Item } from '../../../api/notifications.ts';
import { cn } from '../../../lib/class-names.ts';
import { formatWhen } from '../../../lib/formatters.ts';
import { inAppLink, KIND_ICONS } from '../notification-labels.ts';

/** One notification: unread ones tinted with a dot; a click marks it read and opens where it happened. */
export function NotificationItem({ item, onOpen }: { item: Item; onOpen: (item: Item) => void }) {
  const unread = item.readAt === null;
  // A kind newer than this tab's code (a deploy since it loaded) gets the bell.
  const Icon = KIND_ICONS[item.kind] ?? Bell;
  const content = (
    <>
      <span
        className={cn(
          'inline-flex size-10 shrink-0 items-center justify-center rounded-full',
          unread ? 'bg-brand text-brand-fg' : 'bg-muted text-fg-muted',
        )}
      >
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="flex items-baseline justify-between gap-3">
          <span className={cn('text-fg', unread ? 'font-bold' : 'font-medium')}>{item.title}</span>
          <time dateTime={item.createdAt} className="shrink-0 text-xs text-fg-muted">
            {formatWhen(item.createdAt)}
          </time>
        </span>
        <span className="mt-0.5 block text-sm break-words text-fg-muted">{item.body}</span>
      </span>
      {/* The dot's place is kept when read, so every row's time lines up. */}
      <span
        className={cn('mt-1.5 size-2.5 shrink-0 rounded-full', unread && 'bg-brand-text')}
        aria-hidden="true"
      />
    </>
  );
  const classes = cn(
    'flex w-full gap-3 rounded-xl p-4 text-left hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring',
    unread && 'bg-brand-soft',
  );
  const href = inAppLink(item.link);
  return href ? (
    <Link href={href} className={classes} onClick={() => onOpen(item)}>
      {unread && <span className="sr-only">{m.notifications_item_unread()} </span>}
      {content}
    </Link>
  ) : (
    <button type="button" className={classes} onClick={() => onOpen(item)}>
      {unread && <span className="sr-only">{m.notifications_item_unread()} </span>}
      {content}
    </button>
  );
}
