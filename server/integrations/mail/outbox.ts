import type { Executor } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import * as repo from './mail-outbox.repository.ts';
import type { Mail, Mailer } from './mailer.ts';

// By default a claim older than this belongs to a sender that died mid-way: the queue's job
// timeout (JOB_TIMEOUT_SECONDS), after which the queue runs the job again (decision 80).
const DEFAULT_STALE_CLAIM_MS = 5 * 60_000;

export type MailOutbox = ReturnType<typeof createMailOutbox>;

export class MailBeingSent extends Error {
  constructor(mailId: string) {
    super(`mail ${mailId} is being sent under another claim; trying again later`);
    this.name = 'MailBeingSent';
  }
}
type Queue = Pick<JobQueue, 'enqueue' | 'runDue' | 'wake'>;

/**
 * Mail goes into the outbox inside the caller's transaction, with its `mail.deliver` job, so both
 * exist exactly when the change commits (decision 75); a worker then sends it, retried with backoff.
 */
export function createMailOutbox(
  mailer: Mailer,
  queue: Queue,
  { staleClaimMs = DEFAULT_STALE_CLAIM_MS }: { staleClaimMs?: number } = {},
) {
  return {
    async enqueue(tx: Executor, mail: Mail) {
      const mailId = await repo.insertMail(tx, mail);
      await queue.enqueue(tx, 'mail.deliver', { mailId });
    },

    /**
     * The job: sends one mail unless it was sent already (or another worker is sending it), so a
     * job run twice sends once. A failure is recorded on the mail and thrown for the queue to retry.
     */
    async deliverOne(db: Executor, mailId: string, finalAttempt: boolean) {
      const now = new Date();
      const row = await repo.claimMail(db, mailId, now, new Date(now.getTime() - staleClaimMs));
      if (!row) {
        // Sent already: done. Being sent under a live claim (a worker still at it, or one that
        // stopped with its job handed back): not done, so the queue tries again once the claim is
        // settled or stale; completing here would leave the mail unsent for good.
        if ((await repo.mailStatus(db, mailId)) === 'sending') throw new MailBeingSent(mailId);
        return;
      }
      try {
        await mailer.send({ to: row.to, subject: row.subject, text: row.text });
      } catch (err) {
        await repo.markMailAttemptFailed(db, row.id, finalAttempt, String(err).slice(0, 500));
        throw err;
      }
      await repo.markMailSent(db, row.id, new Date());
    },

    /** Delivers every mail due now in this process (tests; shutdown needs nothing: jobs wait). */
    deliver: () => queue.runDue(['mail.deliver']),
    /** After a commit: this process's worker, if any, looks at the mail queue at once. */
    kick: () => queue.wake('mail.deliver'),
  };
}
