import { format } from 'date-fns';
import { BadgeAlert, CalendarCheck, Home, type LucideIcon, UserPlus } from 'lucide-react';
import { Link } from 'wouter';
import { m } from '#i18n/messages.js';
import type { ActivityKind } from '../../../../domain/schemas/admin.ts';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { dateLocale, pageLanguage } from '../../../lib/language.ts';
import { useAdminActivity } from '../api/dashboard.ts';

const icons: Record<ActivityKind, LucideIcon> = {
  listing_submitted: Home,
  booking_made: CalendarCheck,
  user_joined: UserPlus,
  refund_failed: BadgeAlert,
};

/** The newest listings, bookings, sign-ups and failed refunds (GET /api/admin/activity). */
export function RecentActivity() {
  const activity = useAdminActivity();
  if (activity.isPending)
    return (
      <div className="space-y-3" aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-10 w-full" />
        ))}
      </div>
    );
  if (activity.isError)
    return (
      <LoadError
        message={m.admin_load_error_recent_activity()}
        retrying={activity.isFetching}
        onRetry={() => activity.refetch()}
      />
    );
  if (activity.data.length === 0) return <p className="text-sm text-fg-muted">{m.admin_activity_empty()}</p>;
  return (
    <ul className="divide-y divide-line">
      {activity.data.map((item) => {
        const Icon = icons[item.kind];
        const danger = item.kind === 'refund_failed';
        return (
          <li key={`${item.kind}-${item.at}-${item.text}`} className="flex items-start gap-3 py-3">
            <Icon
              className={
                danger
                  ? 'mt-0.5 size-5 shrink-0 text-red-600 dark:text-red-400'
                  : 'mt-0.5 size-5 shrink-0 text-fg-muted'
              }
              aria-hidden="true"
            />
            <div className="min-w-0">
              <p className="text-sm text-fg">
                {item.href ? (
                  <Link href={item.href} className="hover:underline">
                    {item.text}
                  </Link>
                ) : (
                  item.text
                )}
              </p>
              <time dateTime={item.at} className="text-xs text-fg-muted">
                {format(
                  new Date(item.at),
                  pageLanguage === 'hi' ? 'd MMMM yyyy, HH:mm' : 'd MMM yyyy, HH:mm',
                  {
                    locale: dateLocale,
                  },
                )}
              </time>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
