import type { AppDeps } from '../app-deps.ts';
import { tryAdvisoryXactLock } from '../db/advisory-lock.ts';
import type { Transaction } from '../db/client.ts';
import {
  deleteEndedCounters,
  deleteLapsedResetTokens,
  deleteSpentVerificationTokens,
  deleteStaleSessions,
} from '../modules/auth/index.ts';
import { completeStays, expireLapsedHolds } from '../modules/bookings/index.ts';
import { retryDueRefunds } from '../modules/payments/index.ts';
import { expireRequests } from '../modules/reservations/index.ts';
import { sweepUnusedUploads } from '../modules/uploads/index.ts';

type Sweep = { name: string; lockKey: number; run(tx: Transaction, now: Date): Promise<void> };
type SweepDeps = Pick<AppDeps, 'db' | 'config' | 'log' | 'payments' | 'outbox' | 'storage'>;

/** Idempotent clean-ups. Each runs under a transaction-scoped advisory lock: one instance at a time. */
function sweeps(deps: SweepDeps): Sweep[] {
  const { config } = deps;
  return [
    {
      name: 'expired sessions',
      lockKey: 7_301,
      run: (tx, now) => deleteStaleSessions(tx, now, new Date(now.getTime() - config.sessionIdleMs)),
    },
    { name: 'old reset tokens', lockKey: 7_302, run: deleteLapsedResetTokens },
    { name: 'ended attempt counters', lockKey: 7_303, run: deleteEndedCounters },
    // Unpaid online bookings free their nights once the 15-minute hold lapses.
    {
      name: 'lapsed payment holds',
      lockKey: 7_304,
      run: async (tx, now) => void (await expireLapsedHolds(tx, now)),
    },
    // Stays whose check-out date has passed are completed; their guests are invited to review.
    { name: 'completed stays', lockKey: 7_305, run: (tx, now) => completeStays(deps, tx, now) },
    // Uploads nothing references a day later (an abandoned wizard, a replaced photo) are removed.
    {
      name: 'unused uploads',
      lockKey: 7_306,
      run: async (tx, now) => void (await sweepUnusedUploads(deps, tx, now)),
    },
    { name: 'spent verification links', lockKey: 7_307, run: deleteSpentVerificationTokens },
    // Contact requests the host left unanswered for 48 hours expire; guest and host are told.
    { name: 'unanswered requests', lockKey: 7_308, run: (tx, now) => expireRequests(deps, tx, now) },
  ];
}

export async function runSweeps(deps: SweepDeps, now = new Date()) {
  for (const sweep of sweeps(deps)) {
    await deps.db.transaction(async (tx) => {
      if (await tryAdvisoryXactLock(tx, sweep.lockKey)) await sweep.run(tx, now);
    });
  }
  // Refunds the provider has not taken yet: each claimed by one process, outside a transaction
  // (the provider is called over the network).
  await retryDueRefunds(deps, now);
  deps.outbox.kick();
}

/** Runs the sweeps every `everyMs` (a minute: payment holds last 15); returns a stop function. */
export function scheduleSweeps(deps: SweepDeps, everyMs = 60_000) {
  const timer = setInterval(
    () => runSweeps(deps).catch((err) => deps.log.error({ err }, 'sweep failed')),
    everyMs,
  );
  timer.unref();
  return () => clearInterval(timer);
}
