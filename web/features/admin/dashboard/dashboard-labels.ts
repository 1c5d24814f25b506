import { m } from '#i18n/messages.js';
import { intlLocaleOf } from '../../../../domain/rules/language/languages.ts';
import type { AdminStats } from '../../../../domain/schemas/admin.ts';
import { pageLanguage } from '../../../lib/language.ts';

export type StatCard = { label: string; value: number; note: string; href?: string };

const locale = intlLocaleOf(pageLanguage);

/** A count as this page's language groups it: "1,25,000". */
export const countText = (n: number) => n.toLocaleString(locale);

/** The four cards of admin-and-host §2, from GET /api/admin/stats. */
export function statCards(s: AdminStats): StatCard[] {
  const thisMonth = (n: number) => m.admin_stat_this_month({ count: countText(n) });
  return [
    {
      label: m.admin_stat_total_properties(),
      value: s.totalProperties,
      note: thisMonth(s.newPropertiesThisMonth),
      href: '/admin/properties',
    },
    {
      label: m.admin_stat_active_users(),
      value: s.totalUsers,
      note: thisMonth(s.newUsersThisMonth),
      href: '/admin/users',
    },
    {
      label: m.admin_stat_pending_approvals(),
      value: s.pendingApprovals,
      note: s.pendingApprovals === 0 ? m.admin_stat_nothing_to_review() : m.admin_stat_awaiting_review(),
      href: '/admin/properties?status=pending',
    },
    { label: m.admin_stat_total_bookings(), value: s.totalBookings, note: thisMonth(s.newBookingsThisMonth) },
  ];
}

/**
 * When a job last failed, on India's clock as the rest of the dashboard ("26 Nov 2026, 12:04";
 * Hindi writes the month whole).
 */
export function failedAtLabel(iso: string): string {
  return new Date(iso).toLocaleString(locale, {
    timeZone: 'Asia/Kolkata',
    day: 'numeric',
    month: pageLanguage === 'hi' ? 'long' : 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23', // as the recent activity beside it reads: 26 Nov 2026, 13:01
  });
}
