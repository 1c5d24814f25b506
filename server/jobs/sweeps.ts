import type { AppDeps } from '../app-deps.ts';
import { tryAdvisoryXactLock } from '../db/advisory-lock.ts';
import type { Transaction } from '../db/client.ts';
import {
  endStaleSessions,
  forgetEndedAttemptCounts,
  forgetLapsedResetLinks,
  forgetSpentVerificationLinks,
} from '../modules/auth/index.ts';
import { completeStays, lapseHolds } from '../modules/bookings/index.ts';
import { syncDueFeeds } from '../modules/host-calendar/index.ts';
import { mailDueNotifications } from '../modules/notifications/index.ts';
import { retryDueRefunds } from '../modules/payments/index.ts';
import { releaseDuePayouts } from '../modules/payouts/index.ts';
import { expireRequests } from '../modules/reservations/index.ts';
import { sweepUnusedUploads } from '../modules/uploads/index.ts';
import type { JobName } from './job-catalogue.ts';

export type SweepDeps = Pick<AppDeps, 'db' | 'config' | 'log' | 'payments' | 'outbox' | 'storage'>;
type Sweep = { job: JobName; run(deps: SweepDeps, now: Date): Promise<void> };

/**
 * A sweep in one transaction under a transaction-scoped advisory lock: should two runs of one
 * sweep meet (a hold's own job and the minute's), the second leaves the work to the first.
 */
const locked =
  (lockKey: number, work: (deps: SweepDeps, tx: Transaction, now: Date) => Promise<unknown>) =>
  (deps: SweepDeps, now: Date) =>
    deps.db.transaction(async (tx) => {
      if (await tryAdvisoryXactLock(tx, lockKey)) await work(deps, tx, now);
    });

/** The scheduled work, each an idempotent clean-up: what is done is not due any more. */
export const SWEEPS: Sweep[] = [
  {
    job: 'sessions.clean-up',
    run: locked(7_301, (deps, tx, now) => endStaleSessions(tx, now, deps.config.sessionIdleMs)),
  },
  { job: 'reset-tokens.clean-up', run: locked(7_302, (_, tx, now) => forgetLapsedResetLinks(tx, now)) },
  { job: 'attempt-counters.clean-up', run: locked(7_303, (_, tx, now) => forgetEndedAttemptCounts(tx, now)) },
  // Unpaid online bookings free their nights once the hold (BOOKING_HOLD_MINUTES) lapses; the guest is told.
  { job: 'holds.expire', run: locked(7_304, (deps, tx, now) => lapseHolds(deps, tx, now)) },
  // Stays whose check-out date has passed are completed; their guests are invited to review.
  { job: 'stays.complete', run: locked(7_305, (deps, tx, now) => completeStays(deps, tx, now)) },
  // Uploads nothing references a day later (an abandoned wizard, a replaced photo) are removed.
  { job: 'uploads.sweep', run: locked(7_306, (deps, tx, now) => sweepUnusedUploads(deps, tx, now)) },
  {
    job: 'verification-links.clean-up',
    run: locked(7_307, (_, tx, now) => forgetSpentVerificationLinks(tx, now)),
  },
  // Contact requests the host left unanswered for REQUEST_EXPIRY_HOURS expire; guest and host are told.
  { job: 'requests.expire', run: locked(7_308, (deps, tx, now) => expireRequests(deps, tx, now)) },
  // New-message notifications still unread 10 minutes on are mailed, if the person wants such mail.
  {
    job: 'notifications.mail',
    run: locked(7_309, (deps, tx, now) => mailDueNotifications(deps, tx, now)),
  },
  // Calendar feeds last tried CALENDAR_IMPORT_MINUTES ago are read again: each claimed by one
  // process, fetched outside a transaction, applied in one (decision 107).
  { job: 'calendar-imports.sync', run: (deps, now) => syncDueFeeds(deps, now) },
  // Refunds the provider has not taken yet: each claimed by one process, outside a transaction
  // (the provider is called over the network).
  { job: 'refunds.retry', run: (deps, now) => retryDueRefunds(deps, now) },
  // Held payouts whose time has come go to the hosts' linked accounts: each claimed by one process,
  // the gateway called outside a transaction (decision 92). A test server's clock may run ahead
  // (TEST_PAYOUT_CLOCK_AHEAD_HOURS, NODE_ENV=test only: decision 95).
  {
    job: 'payouts.release',
    run: (deps, now) =>
      releaseDuePayouts(deps, new Date(now.getTime() + deps.config.testPayoutClockAheadHours * 3_600_000)),
  },
];

/**
 * Runs every sweep once, now, with the given clock: the test hook (the queue runs each on its
 * schedule). Mail they enqueue is delivered by the queue.
 */
export async function runSweeps(deps: SweepDeps, now = new Date()) {
  for (const sweep of SWEEPS) await sweep.run(deps, now);
  deps.outbox.kick();
}
