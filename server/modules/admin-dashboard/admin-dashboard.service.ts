import { thisMonthInIndia } from '../../../domain/rules/india-month.ts';
import type { ActivityItem, AdminStats } from '../../../domain/schemas/admin.ts';
import type { AppDeps } from '../../app-deps.ts';
import { latestActivity } from './activity-text.ts';
import * as repo from './admin-dashboard.repository.ts';

export { retryDeadJob, systemStatus } from './system-checks.ts';

const ACTIVITY_LIMIT = 10;

export async function stats({ db }: Pick<AppDeps, 'db'>, now = new Date()): Promise<AdminStats> {
  const c = await repo.countsSince(db, thisMonthInIndia(now).startsAt);
  return {
    totalProperties: c.total_properties,
    newPropertiesThisMonth: c.new_properties,
    totalUsers: c.total_users,
    newUsersThisMonth: c.new_users,
    pendingApprovals: c.pending_approvals,
    totalBookings: c.total_bookings,
    newBookingsThisMonth: c.new_bookings,
  };
}

export async function recentActivity({ db }: Pick<AppDeps, 'db'>): Promise<ActivityItem[]> {
  return latestActivity(await repo.recentEvents(db, ACTIVITY_LIMIT), ACTIVITY_LIMIT);
}
