import type { ActivityItem } from '../../../domain/schemas/admin.ts';
import type { ActivityRow } from './admin-dashboard.repository.ts';

const iso = (at: Date | string) => new Date(at).toISOString();

/** One event as the dashboard's Recent Activity reads it. */
export function activityItemOf(row: ActivityRow): ActivityItem {
  const who = row.person ?? row.email ?? 'Someone';
  const what = `"${row.subject ?? 'a listing'}"`;
  switch (row.kind) {
    case 'listing_submitted':
      return { kind: row.kind, at: iso(row.at), text: `${who} submitted ${what}`, href: '/admin/properties' };
    case 'booking_made':
      return { kind: row.kind, at: iso(row.at), text: `${who} booked ${what}`, href: null };
    case 'user_joined':
      return { kind: row.kind, at: iso(row.at), text: `${who} joined Basera`, href: '/admin/users' };
    case 'refund_failed':
      return { kind: row.kind, at: iso(row.at), text: `A refund to ${who} for ${what} failed`, href: null };
  }
}

/** The newest `limit` events of all kinds, newest first. */
export function latestActivity(rows: ActivityRow[], limit: number): ActivityItem[] {
  return rows
    .map(activityItemOf)
    .sort((a, b) => b.at.localeCompare(a.at))
    .slice(0, limit);
}
