import { and, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema.ts';
import type { Mail, Mailer } from './mailer.ts';

const MAX_ATTEMPTS = 5;
const BATCH = 20;
// A claim older than this is tried again: the sender died mid-way, or the last attempt failed
// (a failed mail keeps its claim, which spaces retries five minutes apart).
const STALE_CLAIM_MS = 5 * 60_000;

export type MailOutbox = ReturnType<typeof createMailOutbox>;

/**
 * Mail goes into the outbox inside the caller's transaction and is delivered after commit.
 * `kick()` starts a delivery in the background; `deliver()` resolves once everything pending
 * at the time of the call has been tried.
 */
export function createMailOutbox(db: Database, mailer: Mailer, onError: (err: unknown) => void) {
  let running: Promise<void> = Promise.resolve();

  async function claimBatch(now: Date) {
    const due = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        or(
          eq(mailOutbox.status, 'pending'),
          and(
            eq(mailOutbox.status, 'sending'),
            lt(mailOutbox.claimedAt, new Date(now.getTime() - STALE_CLAIM_MS)),
          ),
        ),
      )
      .orderBy(mailOutbox.createdAt)
      .limit(BATCH)
      .for('update', { skipLocked: true });
    return db
      .update(mailOutbox)
      .set({ status: 'sending', claimedAt: now, attempts: sql`${mailOutbox.attempts} + 1` })
      .where(inArray(mailOutbox.id, due))
      .returning();
  }

  async function deliverPending() {
    for (;;) {
      const batch = await claimBatch(new Date());
      if (batch.length === 0) return;
      for (const row of batch) {
        try {
          await mailer.send({ to: row.to, subject: row.subject, text: row.text });
          await db
            .update(mailOutbox)
            .set({ status: 'sent', sentAt: new Date() })
            .where(eq(mailOutbox.id, row.id));
        } catch (err) {
          const status = row.attempts >= MAX_ATTEMPTS ? 'failed' : 'sending';
          await db
            .update(mailOutbox)
            .set({ status, lastError: String(err).slice(0, 500) })
            .where(eq(mailOutbox.id, row.id));
          onError(err);
        }
      }
    }
  }

  function deliver(): Promise<void> {
    running = running.then(deliverPending).catch(onError);
    return running;
  }

  return {
    enqueue: async (tx: Executor, mail: Mail) => {
      await tx.insert(mailOutbox).values(mail);
    },
    deliver,
    kick: () => void deliver(),
  };
}
