import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client.ts';

/** How many rows `table` (a name from the tests, schema-qualified where needed) holds. */
export async function rowCount(handle: DatabaseHandle, table: string): Promise<number> {
  const result = await handle.db.execute<{ n: number }>(sql.raw(`select count(*)::int as n from ${table}`));
  return result.rows[0]!.n;
}

/** When the instance behind a handle started: the same for a reused instance, new for a new one. */
export async function instanceStartedAt(handle: DatabaseHandle): Promise<string> {
  const result = await handle.db.execute<{ at: string }>(sql`select pg_postmaster_start_time()::text as at`);
  return result.rows[0]!.at;
}

/** Takes mail.deliver from the queues pg-boss works, as a file that broke the image would. */
export async function dropMailQueue(handle: DatabaseHandle): Promise<void> {
  await handle.db.execute(sql`delete from pgboss.queue where name = 'mail.deliver'`);
}
