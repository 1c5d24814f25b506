import { and, eq, lt, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema.ts';
import type { Mail } from './mailer.ts';

export type OutboxRow = typeof mailOutbox.$inferSelect;

/** Writes the mail in the caller's transaction; its id names it to the delivery job. */
export async function insertMail(db: Executor, mail: Mail): Promise<string> {
  const [row] = await db.insert(mailOutbox).values(mail).returning({ id: mailOutbox.id });
  return row!.id;
}

/**
 * Claims one mail for sending: not sent yet, and not being sent by another worker right now (a
 * claim older than `staleBefore` belongs to a worker that died). Undefined when there is nothing to do.
 */
export async function claimMail(db: Executor, id: string, now: Date, staleBefore: Date) {
  const [row] = await db
    .update(mailOutbox)
    .set({ status: 'sending', claimedAt: now, attempts: sql`${mailOutbox.attempts} + 1` })
    .where(
      and(
        eq(mailOutbox.id, id),
        or(ne(mailOutbox.status, 'sending'), lt(mailOutbox.claimedAt, staleBefore)),
        ne(mailOutbox.status, 'sent'),
      ),
    )
    .returning();
  return row;
}

export async function mailStatus(db: Executor, id: string) {
  const [row] = await db.select({ status: mailOutbox.status }).from(mailOutbox).where(eq(mailOutbox.id, id));
  return row?.status;
}

export async function markMailSent(db: Executor, id: string, now: Date) {
  await db.update(mailOutbox).set({ status: 'sent', sentAt: now }).where(eq(mailOutbox.id, id));
}

/** A failed attempt waits for the queue's retry (pending) or, out of retries, ends as failed. */
export async function markMailAttemptFailed(db: Executor, id: string, finalAttempt: boolean, error: string) {
  await db
    .update(mailOutbox)
    .set({ status: finalAttempt ? 'failed' : 'pending', lastError: error })
    .where(eq(mailOutbox.id, id));
}
