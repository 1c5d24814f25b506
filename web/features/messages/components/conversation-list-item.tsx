import { Link } from 'wouter';
import type { ConversationSummary } from '../../../../domain/schemas/messages.ts';
import { BookingStatusBadge } from '../../../components/booking/booking-status-badge.tsx';
import { ListingPhoto } from '../../../components/listing/listing-photo.tsx';
import { cn } from '../../../lib/class-names.ts';
import { paths } from '../../../lib/paths.ts';
import { lastLine, listTime, otherName, unreadLabel } from '../message-labels.ts';
import { PersonAvatar } from './person-avatar.tsx';

/** One conversation in the list: who, about which stay, the last message, when, and what is unread. */
export function ConversationListItem({
  conversation: c,
  active,
}: {
  conversation: ConversationSummary;
  active: boolean;
}) {
  const unread = c.unreadCount > 0;
  return (
    <Link
      href={paths.conversation(c.id)}
      aria-current={active ? 'page' : undefined}
      className={cn(
        'flex gap-3 rounded-xl p-3 hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring',
        active && 'bg-muted',
      )}
    >
      <span className="relative size-14 shrink-0">
        <span className="block size-14 overflow-hidden rounded-lg bg-placeholder">
          <ListingPhoto url={c.property.photo ?? ''} alt="" width={640} height={480} sizes="56px" />
        </span>
        <PersonAvatar
          firstName={c.otherParty.firstName}
          photo={c.otherParty.profileImageUrl}
          className="absolute -right-1.5 -bottom-1.5 size-7 text-xs ring-2 ring-surface"
        />
      </span>
      <span className="min-w-0 flex-1">
        <span className="flex items-baseline justify-between gap-2">
          <span className={cn('truncate text-fg', unread ? 'font-bold' : 'font-semibold')}>
            {otherName(c)}
          </span>
          {c.lastMessage && (
            <span className="shrink-0 text-xs text-fg-muted">{listTime(c.lastMessage.sentAt)}</span>
          )}
        </span>
        <span className="block truncate text-sm text-fg-muted">{c.property.title}</span>
        <span className="mt-0.5 flex items-center gap-2">
          <span
            className={cn(
              'min-w-0 flex-1 truncate text-sm',
              unread ? 'font-semibold text-fg' : 'text-fg-muted',
            )}
          >
            {lastLine(c)}
          </span>
          {unread && (
            <span className="inline-flex min-w-5 shrink-0 items-center justify-center rounded-full bg-brand px-1.5 text-xs font-bold text-brand-fg">
              <span aria-hidden="true">{c.unreadCount}</span>
              <span className="sr-only">{unreadLabel(c.unreadCount)}</span>
            </span>
          )}
        </span>
        {c.bookingStatus && <BookingStatusBadge status={c.bookingStatus} />}
      </span>
    </Link>
  );
}
