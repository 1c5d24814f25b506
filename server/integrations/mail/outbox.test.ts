import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema.ts';
import { createJobQueue, type JobHandlers } from '../../jobs/job-queue.ts';
import { freshDatabase, testEngines } from '../../testing/test-database.ts';
import type { Mail, Mailer } from './mailer.ts';
import { createMailOutbox, MailBeingSent } from './outbox.ts';

/** An outbox on its own queue, delivering through `mailer` when the queue runs its due jobs. */
function outboxOn(handle: DatabaseHandle, mailer: Mailer, errors: unknown[] = []) {
  const queue = createJobQueue(handle.db, { pollSeconds: 1 }, { error: (e) => errors.push(e), warn() {} });
  const outbox = createMailOutbox(mailer, queue);
  queue.setHandlers({
    'mail.deliver': (data, attempt) =>
      outbox.deliverOne(handle.db, String(data.mailId), attempt.finalAttempt),
  } as JobHandlers);
  return outbox;
}

describe.each(testEngines)('mail outbox (%s)', (engine) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await freshDatabase(engine);
  });
  afterAll(() => handle.close());

  it('delivers what was enqueued in a committed transaction, once', async () => {
    const sent: Mail[] = [];
    const outbox = outboxOn(handle, { send: async (m) => void sent.push(m) });
    await handle.db.transaction((tx) =>
      outbox.enqueue(tx, { to: 'a@example.com', subject: 'Hi', text: 'one' }),
    );
    await handle.db
      .transaction(async (tx) => {
        await outbox.enqueue(tx, { to: 'b@example.com', subject: 'Hi', text: 'rolled back' });
        throw new Error('abort');
      })
      .catch(() => {});
    await outbox.deliver();
    await outbox.deliver();
    expect(sent.map((m) => m.to)).toEqual(['a@example.com']);
    const rows = await handle.db.select().from(mailOutbox);
    expect(rows.map((r) => [r.status, r.attempts])).toEqual([['sent', 1]]);
  });

  it('keeps a mail that failed to send, with the reason, for a later retry', async () => {
    const failing: Mailer = {
      send: async () => {
        throw new Error('SMTP down');
      },
    };
    const errors: unknown[] = [];
    const outbox = outboxOn(handle, failing, errors);
    await outbox.enqueue(handle.db, { to: 'c@example.com', subject: 'Hi', text: 'two' });
    await outbox.deliver();
    await outbox.deliver(); // not retried at once: the queue's backoff spaces retries out
    const [row] = (await handle.db.select().from(mailOutbox)).filter((r) => r.to === 'c@example.com');
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: 'Error: SMTP down' });
    expect(errors).toHaveLength(1);
  });

  it('leaves a mail under another live claim to a later try, and sends it once the claim is stale', async () => {
    const sent: Mail[] = [];
    const outbox = outboxOn(handle, { send: async (m) => void sent.push(m) });
    await outbox.enqueue(handle.db, { to: 'd@example.com', subject: 'Hi', text: 'three' });
    const [row] = (await handle.db.select().from(mailOutbox)).filter((r) => r.to === 'd@example.com');
    const claimed = (at: Date) =>
      handle.db
        .update(mailOutbox)
        .set({ status: 'sending', claimedAt: at })
        .where(eq(mailOutbox.id, row!.id));
    // A worker stopped with its job handed back while its SMTP exchange may still finish.
    await claimed(new Date());
    await expect(outbox.deliverOne(handle.db, row!.id, false)).rejects.toThrow(MailBeingSent);
    expect(sent).toEqual([]);
    // Its claim outlived the job timeout: that sender is gone, and this try sends.
    await claimed(new Date(Date.now() - 10 * 60_000));
    await outbox.deliverOne(handle.db, row!.id, false);
    await outbox.deliverOne(handle.db, row!.id, false); // sent: nothing more
    expect(sent.map((m) => m.to)).toEqual(['d@example.com']);
    const [after] = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.id, row!.id));
    expect(after).toMatchObject({ status: 'sent' });
  });
});
