import { todayIn } from '../../../domain/rules/stay-dates.ts';
import type { OwnerStats } from '../../../domain/schemas/listings.ts';
import type { AppDeps } from '../../app-deps.ts';
import * as repo from './owner-stats.repository.ts';

const INDIA = 'Asia/Kolkata';

/** The first day of the month of `date` and of the month after it (YYYY-MM-DD). */
function monthOf(date: string) {
  const [year, month] = date.split('-').map(Number) as [number, number];
  const next = month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
  return { monthStart: `${date.slice(0, 7)}-01`, nextMonthStart: `${next}-01` };
}

/**
 * GET /api/owner/stats: the owner's listings by status (`draft` also counts the draft in progress),
 * confirmed stays not yet checked out, contact requests waiting for an answer, and this month's
 * earnings (check-ins in the current month, India time). See owner-stats.repository.ts.
 */
export async function ownerStats(
  { db }: Pick<AppDeps, 'db'>,
  ownerId: string,
  now = new Date(),
): Promise<OwnerStats> {
  const today = todayIn(INDIA, now);
  const [byStatus, draft, bookings] = await Promise.all([
    repo.listingCountsByStatus(db, ownerId),
    repo.hasDraftInProgress(db, ownerId),
    repo.bookingCounts(db, ownerId, { today, ...monthOf(today) }),
  ]);
  const listings = { draft: draft ? 1 : 0, pending: 0, approved: 0, rejected: 0 };
  for (const { status, count } of byStatus) listings[status] += count;
  return {
    listings,
    upcomingReservations: bookings.upcoming,
    pendingRequests: bookings.pendingRequests,
    earningsThisMonth: bookings.earnings,
  };
}
