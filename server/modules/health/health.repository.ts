import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';

/** The cheapest query that still needs a working connection. */
export async function pingDatabase(db: Executor): Promise<void> {
  await db.execute(sql`select 1`);
}
