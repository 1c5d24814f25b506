import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openPostgres } from '../db/client.ts';
import { mailOutbox } from '../db/schema.ts';
import { createMailOutbox } from '../integrations/mail/outbox.ts';
import { type FakeSmtpServer, startFakeSmtpServer } from '../testing/fake-smtp-server.ts';
import { type ServerProcess, spawnServer, untilListening } from '../testing/server-process.ts';
import { testEngines, withClient } from '../testing/test-database.ts';
import { createJobQueue } from './job-queue.ts';

const TIMEOUT_SECONDS = 3;

/*
 * Decision 80 black-box: a ROLE=worker process is killed with SIGKILL while it sends a mail (the
 * SMTP server has the message and has not answered); a new worker runs the same job again once it
 * has been active JOB_TIMEOUT_SECONDS, and exactly one copy of the mail is accepted. Needs real
 * processes on a PostgreSQL server: CI runs it in its PostgreSQL pass.
 */
describe.runIf(testEngines.includes('postgres'))('a worker killed mid-job (postgres)', () => {
  const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://unset/';
  const name = `basera_crash_${randomBytes(6).toString('hex')}`;
  const url = Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();
  const processes: ServerProcess[] = [];
  let handle: DatabaseHandle | undefined;
  let smtp: FakeSmtpServer | undefined;
  afterAll(async () => {
    for (const p of processes) p.child.kill('SIGKILL');
    await smtp?.close();
    await handle?.close();
    await withClient(serverUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  });

  it('runs the job again on a new worker, and the mail is accepted once and marked sent', async () => {
    await withClient(serverUrl, (c) => c.query(`CREATE DATABASE ${name}`));
    handle = await openPostgres(url);
    await handle.migrate();
    const { db } = handle;
    // The mail queue's backoff (30 s to a minute before a retry) is not what this shows: in this
    // database a failed-back job is due again a second later.
    await withClient(url, (c) =>
      c.query(`UPDATE pgboss.queue SET retry_delay = 1, retry_backoff = false WHERE name = 'mail.deliver'`),
    );
    smtp = await startFakeSmtpServer({ stallSessions: 1 });
    const start = async () => {
      const worker = await spawnServer({
        DATABASE_URL: url,
        ENCRYPTION_KEY: 'c'.repeat(64),
        SEED_DEMO: 'false',
        ROLE: 'worker',
        SMTP_URL: smtp!.url,
        JOB_POLL_SECONDS: '0.5',
        JOB_TIMEOUT_SECONDS: String(TIMEOUT_SECONDS),
      });
      processes.push(worker);
      await untilListening(worker);
      return worker;
    };
    const first = await start();

    // A change commits a mail with its job, as a web process with the same settings would.
    const queue = createJobQueue(db, { pollSeconds: 1, timeoutSeconds: TIMEOUT_SECONDS }, console);
    const outbox = createMailOutbox({ send: async () => {} }, queue);
    const mail = { to: 'guest@example.test', subject: 'Booking confirmed', text: 'See you on the 12th.' };
    await db.transaction((tx) => outbox.enqueue(tx, mail));
    const outboxRow = async () => (await db.select().from(mailOutbox))[0]!; // the database's one mail
    const job = async () =>
      withClient(url, async (c) => {
        const { rows } = await c.query(
          `SELECT id, state, retry_count AS "retryCount" FROM pgboss.job WHERE name = 'mail.deliver'`,
        );
        return rows as { id: string; state: string; retryCount: number }[];
      });

    // Mid-job: the relay has the whole message and has not answered; the worker waits on it.
    await expect.poll(() => smtp!.stalled(), { timeout: 15_000, interval: 20 }).toBe(1);
    first.child.kill('SIGKILL');
    expect(await first.exited).toBe('SIGKILL');
    const [killedJob] = await job();
    expect(killedJob).toMatchObject({ state: 'active', retryCount: 0 });
    expect(await outboxRow()).toMatchObject({ status: 'sending', attempts: 1 });
    expect(smtp.accepted).toHaveLength(0);

    await start();
    await expect
      .poll(async () => (await job())[0]?.state, { timeout: 30_000, interval: 250 })
      .toBe('completed');
    // The same job ran a second time, its mail was accepted once, complete, and is marked sent.
    expect(await job()).toEqual([{ id: killedJob!.id, state: 'completed', retryCount: 1 }]);
    expect(smtp.accepted).toHaveLength(1);
    expect(smtp.accepted[0]).toMatchObject({ to: [`<${mail.to}>`] });
    expect(smtp.accepted[0]!.message).toContain('Subject: Booking confirmed');
    expect(smtp.accepted[0]!.message).toContain('See you on the 12th.');
    expect(await outboxRow()).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
  }, 90_000);
});
