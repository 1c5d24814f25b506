import type { AdminStats } from '../../../../domain/schemas/admin.ts';

export type StatCard = { label: string; value: number; note: string; href?: string };

/** The four cards of admin-and-host §2, from GET /api/admin/stats. */
export function statCards(s: AdminStats): StatCard[] {
  const thisMonth = (n: number) => `+${n.toLocaleString('en-IN')} this month`;
  return [
    {
      label: 'Total Properties',
      value: s.totalProperties,
      note: thisMonth(s.newPropertiesThisMonth),
      href: '/admin/properties',
    },
    {
      label: 'Active Users',
      value: s.totalUsers,
      note: thisMonth(s.newUsersThisMonth),
      href: '/admin/users',
    },
    {
      label: 'Pending Approvals',
      value: s.pendingApprovals,
      note: s.pendingApprovals === 0 ? 'Nothing to review' : 'Properties awaiting review',
      href: '/admin/properties?status=pending',
    },
    { label: 'Total Bookings', value: s.totalBookings, note: thisMonth(s.newBookingsThisMonth) },
  ];
}

/** When a job last failed, on India's clock as the rest of the dashboard ("26 Nov 2026, 12:04 pm"). */
export function failedAtLabel(iso: string): string {
  return new Date(iso).toLocaleString('en-IN', {
    timeZone: 'Asia/Kolkata',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23', // as the recent activity beside it reads: 26 Nov 2026, 13:01
  });
}
