import { sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';

/**
 * NOTIFY inside the caller's transaction: PostgreSQL (and PGlite) deliver it to every listener when
 * the transaction commits, and never when it rolls back.
 */
export async function notifyOnCommit(tx: Transaction, channel: string, payloads: string[]): Promise<void> {
  for (const payload of payloads) await tx.execute(sql`select pg_notify(${channel}, ${payload})`);
}
