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
