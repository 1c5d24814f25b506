import { and, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema.ts';
import type { Mail } from './mailer.ts';

export type OutboxRow = typeof mailOutbox.$inferSelect;

export async function insertMail(db: Executor, mail: Mail) {
  await db.insert(mailOutbox).values(mail);
}

/**
 * Claims up to `limit` mails that are due: pending ones, and claims older than `staleBefore`
 * (a sender that died, or a failed attempt). Skips rows another instance is claiming right now.
 */
export function claimDueMail(db: Executor, now: Date, staleBefore: Date, limit: number) {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      or(
        eq(mailOutbox.status, 'pending'),
        and(eq(mailOutbox.status, 'sending'), lt(mailOutbox.claimedAt, staleBefore)),
      ),
    )
    .orderBy(mailOutbox.createdAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({ status: 'sending', claimedAt: now, attempts: sql`${mailOutbox.attempts} + 1` })
    .where(inArray(mailOutbox.id, due))
    .returning();
}

export async function markMailSent(db: Executor, id: string, now: Date) {
  await db.update(mailOutbox).set({ status: 'sent', sentAt: now }).where(eq(mailOutbox.id, id));
}

/** A failed attempt keeps its claim (retried once stale) or, out of attempts, ends as failed. */
export async function markMailAttemptFailed(db: Executor, id: string, finalAttempt: boolean, error: string) {
  await db
    .update(mailOutbox)
    .set({ status: finalAttempt ? 'failed' : 'sending', lastError: error })
    .where(eq(mailOutbox.id, id));
}
