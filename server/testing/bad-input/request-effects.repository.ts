import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { mailOutbox, passwordResetTokens, sessions, users } from '../../db/schema.ts';

/**
 * What a request could have changed: accounts (every column, as a digest), sessions, reset links and
 * queued mail (the durable effect; delivery happens after the answer). One statement: the bad-input
 * matrix reads this twice per refused request.
 */
export async function requestEffects(db: Executor) {
  const result = await db.execute<{ users: string; sessions: number; resets: number; mails: number }>(sql`
    select
      (select md5(coalesce(string_agg(u::text, '|' order by u.id), '')) from ${users} u) as users,
      (select count(*)::int from ${sessions}) as sessions,
      (select count(*)::int from ${passwordResetTokens}) as resets,
      (select count(*)::int from ${mailOutbox}) as mails
  `);
  return result.rows[0];
}
