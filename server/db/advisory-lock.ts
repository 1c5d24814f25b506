import { sql } from 'drizzle-orm';
import type { Transaction } from './client.ts';

/** Takes a transaction-scoped advisory lock if free; false when another session holds it. */
export async function tryAdvisoryXactLock(tx: Transaction, key: number): Promise<boolean> {
  const locked = await tx.execute<{ ok: boolean }>(sql`select pg_try_advisory_xact_lock(${key}) as ok`);
  return locked.rows[0]?.ok === true;
}

/** Waits for a transaction-scoped advisory lock; it is held until the transaction ends. */
export async function advisoryXactLock(tx: Transaction, key: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${key})`);
}
