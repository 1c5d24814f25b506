import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { attemptCounters } from '../../db/schema.ts';

export type AttemptCount = { count: number; windowEndsAt: Date };

/**
 * Counts one attempt under `key` in one statement (so concurrent instances never lose a count):
 * a new or ended window starts at 1 and ends `windowMs` from now, else the count goes up by one.
 */
export async function countAttempt(db: Executor, key: string, now: Date, windowMs: number) {
  return (await upsertCount(db, key, now, windowMs)) as AttemptCount;
}

/**
 * Takes one of the `max` places of `key`'s window in one statement, or none once they are all
 * taken: concurrent callers can never take more than `max` between them. Answers the window the
 * place belongs to, or undefined when none was free.
 */
export async function reserveAttempt(db: Executor, key: string, max: number, now: Date, windowMs: number) {
  return (await upsertCount(db, key, now, windowMs, max))?.windowEndsAt;
}

/** One upsert: with `max`, a running window already at `max` is left alone and nothing is returned. */
async function upsertCount(db: Executor, key: string, now: Date, windowMs: number, max?: number) {
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
      ...(max === undefined ? {} : { setWhere: sql`${ended} or ${attemptCounters.count} < ${max}` }),
    })
    .returning({ count: attemptCounters.count, windowEndsAt: attemptCounters.windowEndsAt });
  return row;
}

/** Gives back a place taken by reserveAttempt, if its window is still the current one. */
export async function releaseAttempt(db: Executor, key: string, windowEndsAt: Date) {
  await db
    .update(attemptCounters)
    .set({ count: sql`greatest(${attemptCounters.count} - 1, 0)` })
    .where(and(eq(attemptCounters.key, key), eq(attemptCounters.windowEndsAt, windowEndsAt)));
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
