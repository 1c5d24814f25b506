import type { Database, Executor } from '../../db/client.ts';
import * as repo from './mail-outbox.repository.ts';
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

  async function deliverPending() {
    for (;;) {
      const now = new Date();
      const batch = await repo.claimDueMail(db, now, new Date(now.getTime() - STALE_CLAIM_MS), BATCH);
      if (batch.length === 0) return;
      for (const row of batch) {
        try {
          await mailer.send({ to: row.to, subject: row.subject, text: row.text });
          await repo.markMailSent(db, row.id, new Date());
        } catch (err) {
          await repo.markMailAttemptFailed(
            db,
            row.id,
            row.attempts >= MAX_ATTEMPTS,
            String(err).slice(0, 500),
          );
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
    enqueue: (tx: Executor, mail: Mail) => repo.insertMail(tx, mail),
    deliver,
    kick: () => void deliver(),
  };
}
