import { thisMonthInIndia } from '../../../domain/rules/india-month.ts';
import type { OwnerStats } from '../../../domain/schemas/listings.ts';
import type { AppDeps } from '../../app-deps.ts';
import { hostNetOfCheckIns } from '../payouts/index.ts';
import * as repo from './owner-stats.repository.ts';

/**
 * GET /api/owner/stats: the owner's listings by status (`draft` also counts the draft in progress),
 * confirmed stays not yet checked out, contact requests waiting for an answer, and this month's
 * earnings: the nets of the payouts of stays checking in within the current month (India time), the
 * ledger the earnings page reads (decision 95). See owner-stats.repository.ts.
 */
export async function ownerStats(
  { db }: Pick<AppDeps, 'db'>,
  ownerId: string,
  now = new Date(),
): Promise<OwnerStats> {
  const [byStatus, draft, bookings, earnings] = await Promise.all([
    repo.listingCountsByStatus(db, ownerId),
    repo.hasDraftInProgress(db, ownerId),
    repo.bookingCounts(db, ownerId, now),
    hostNetOfCheckIns({ db }, ownerId, thisMonthInIndia(now)),
  ]);
  const listings = { draft: draft ? 1 : 0, pending: 0, approved: 0, rejected: 0 };
  for (const { status, count } of byStatus) listings[status] += count;
  return {
    listings,
    upcomingReservations: bookings.upcoming,
    pendingRequests: bookings.pendingRequests,
    earningsThisMonth: earnings,
  };
}
