import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { attemptCounters } from '../../db/schema.ts';

export type AttemptCount = { count: number; windowEndsAt: Date };

/**
 * Counts one attempt under `key` in one statement (so concurrent instances never lose a count):
 * a new or ended window starts at 1 and ends `windowMs` from now, else the count goes up by one.
 */
export async function countAttempt(db: Executor, key: string, now: Date, windowMs: number) {
  const ends = new Date(now.getTime() + windowMs);
  const ended = sql`${attemptCounters.windowEndsAt} <= ${now}`;
  const [row] = await db
    .insert(attemptCounters)
    .values({ key, count: 1, windowEndsAt: ends })
    .onConflictDoUpdate({
      target: attemptCounters.key,
      set: {
        count: sql`case when ${ended} then 1 else ${attemptCounters.count} + 1 end`,
        windowEndsAt: sql`case when ${ended} then ${ends} else ${attemptCounters.windowEndsAt} end`,
      },
    })
    .returning({ count: attemptCounters.count, windowEndsAt: attemptCounters.windowEndsAt });
  return row as AttemptCount;
}

/** The attempts counted under `key` in its current window (0 once the window has ended). */
export async function readAttempts(db: Executor, key: string, now: Date): Promise<AttemptCount> {
  const [row] = await db
    .select({ count: attemptCounters.count, windowEndsAt: attemptCounters.windowEndsAt })
    .from(attemptCounters)
    .where(and(eq(attemptCounters.key, key), gt(attemptCounters.windowEndsAt, now)));
  return row ?? { count: 0, windowEndsAt: now };
}

export async function clearAttempts(db: Executor, key: string) {
  await db.delete(attemptCounters).where(eq(attemptCounters.key, key));
}

/** The sweep removes counters whose window has ended. */
export async function deleteEndedCounters(db: Executor, now: Date) {
  await db.delete(attemptCounters).where(lte(attemptCounters.windowEndsAt, now));
}
