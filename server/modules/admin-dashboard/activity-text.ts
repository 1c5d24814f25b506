import { m } from '#i18n/messages.js';
import type { ActivityItem } from '../../../domain/schemas/admin.ts';
import type { ActivityRow } from './admin-dashboard.repository.ts';

const iso = (at: Date | string) => new Date(at).toISOString();

/** One event as the dashboard's Recent Activity reads it. */
export function activityItemOf(row: ActivityRow): ActivityItem {
  const who = row.person ?? row.email;
  const what = row.subject ?? m.server_activity_a_listing();
  const at = iso(row.at);
  switch (row.kind) {
    case 'listing_submitted': {
      const text =
        who !== null
          ? m.server_activity_listing_submitted({ who, what })
          : m.server_activity_listing_submitted_someone({ what });
      return { kind: row.kind, at, text, href: '/admin/properties' };
    }
    case 'booking_made': {
      const text =
        who !== null
          ? m.server_activity_booking_made({ who, what })
          : m.server_activity_booking_made_someone({ what });
      return { kind: row.kind, at, text, href: null };
    }
    case 'user_joined': {
      const text =
        who !== null ? m.server_activity_user_joined({ who }) : m.server_activity_user_joined_someone();
      return { kind: row.kind, at, text, href: '/admin/users' };
    }
    case 'refund_failed': {
      const text =
        who !== null
          ? m.server_activity_refund_failed({ who, what })
          : m.server_activity_refund_failed_someone({ what });
      return { kind: row.kind, at, text, href: null };
    }
  }
}

/** The newest `limit` events of all kinds, newest first. */
export function latestActivity(rows: ActivityRow[], limit: number): ActivityItem[] {
  return rows
    .map(activityItemOf)
    .sort((a, b) => b.at.localeCompare(a.at))
    .slice(0, limit);
}
