import { sql } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Database, Transaction } from '../db/client.ts';
import { passwordResetTokens } from '../db/schema.ts';
import { deleteStaleSessions } from '../modules/auth/sessions.repository.ts';

type Sweep = { name: string; lockKey: number; run(tx: Transaction, now: Date): Promise<void> };

/** Idempotent clean-ups. Each runs under a transaction-scoped advisory lock: one instance at a time. */
export function sweeps(config: Config): Sweep[] {
  return [
    {
      name: 'expired sessions',
      lockKey: 7_301,
      run: (tx, now) => deleteStaleSessions(tx, now, new Date(now.getTime() - config.sessionIdleMs)),
    },
    {
      name: 'old reset tokens',
      lockKey: 7_302,
      run: async (tx, now) => {
        await tx.delete(passwordResetTokens).where(sql`${passwordResetTokens.expiresAt} < ${now}`);
      },
    },
  ];
}

export async function runSweeps(db: Database, config: Config, now = new Date()) {
  for (const sweep of sweeps(config)) {
    await db.transaction(async (tx) => {
      const locked = await tx.execute<{ ok: boolean }>(
        sql`select pg_try_advisory_xact_lock(${sweep.lockKey}) as ok`,
      );
      if (locked.rows[0]?.ok) await sweep.run(tx, now);
    });
  }
}

/** Runs the sweeps every `everyMs`; returns a stop function. */
export function scheduleSweeps(
  db: Database,
  config: Config,
  log: (err: unknown) => void,
  everyMs = 3_600_000,
) {
  const timer = setInterval(() => runSweeps(db, config).catch(log), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
