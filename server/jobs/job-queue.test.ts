import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SystemCheck } from '../../domain/schemas/admin.ts';
import { mailOutbox } from '../db/schema.ts';
import { makeSession, makeUser } from '../testing/factories.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngines } from '../testing/test-database.ts';
import { JOB_NAMES } from './job-catalogue.ts';
import { createJobQueue, type JobHandlers, type JobQueue, supervisionSeconds } from './job-queue.ts';

const quietLog = { error() {}, warn() {} };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('how often workers look for abandoned jobs', () => {
  it('twice per job timeout, between every second and every 2 minutes (the default keeps 2 minutes)', () => {
    expect(supervisionSeconds(300)).toBe(120);
    expect(supervisionSeconds(100)).toBe(50);
    expect(supervisionSeconds(3)).toBe(1);
    expect(supervisionSeconds(1)).toBe(1);
  });
});

describe.each(testEngines)('the job queue on %s', (engine) => {
  let t: TestApp;
  let adminCookie: string;
  beforeAll(async () => {
    t = await startTestApp(engine);
    const admin = await makeUser(t.handle.db, { role: 'admin' });
    adminCookie = (await makeSession(t.handle.db, admin.id, { scope: 'admin' })).cookie;
  });
  afterAll(() => t.close());

  it('runs a job of a committed transaction once, with two workers racing, and never one rolled back', async () => {
    const runs: string[] = [];
    // Two workers on the same database, each counting the jobs it runs.
    const workers: JobQueue[] = [1, 2].map((n) => {
      const queue = createJobQueue(t.handle.db, { pollSeconds: 0.5 }, quietLog);
      const count = async (data: Record<string, unknown>) => void runs.push(`${data.marker} by ${n}`);
      const handlers: Partial<JobHandlers> = {};
      for (const name of JOB_NAMES) handlers[name] = count;
      queue.setHandlers(handlers as JobHandlers);
      return queue;
    });
    const { jobs } = t.app.deps;
    await t.handle.db
      .transaction(async (tx) => {
        await jobs.enqueue(tx, 'uploads.sweep', { marker: 'rolled back' });
        throw new Error('the booking failed');
      })
      .catch(() => {});
    await t.handle.db.transaction((tx) => jobs.enqueue(tx, 'uploads.sweep', { marker: 'committed' }));
    try {
      for (const queue of workers) await queue.startWorking();
      for (let waited = 0; !runs.some((r) => r.startsWith('committed')) && waited < 20_000; waited += 200)
        await sleep(200);
      await sleep(1_500); // time for a second run, were there one
    } finally {
      for (const queue of workers) await queue.stop();
    }
    const ours = runs.filter((r) => !r.startsWith('undefined')); // scheduled runs carry no marker
    expect(ours).toHaveLength(1);
    expect(ours[0]).toMatch(/^committed by [12]$/);
  });

  it('on stop lets a running job finish, and hands one still running at the deadline back to the queue', async () => {
    const runs: string[] = [];
    const slow = (ms: number) => async (data: Record<string, unknown>) => {
      runs.push(`${data.marker} started`);
      await sleep(ms);
      runs.push(`${data.marker} finished`);
    };
    // The job also runs every minute on its schedule, with no marker: such a run is not this test's.
    const workerWith = (handler: (data: Record<string, unknown>) => Promise<void>) => {
      const queue = createJobQueue(t.handle.db, { pollSeconds: 0.5 }, quietLog);
      const ours = async (data: Record<string, unknown>) => {
        if (data.marker !== undefined) await handler(data);
      };
      queue.setHandlers({ 'attempt-counters.clean-up': ours } as unknown as JobHandlers);
      return queue;
    };
    const { jobs } = t.app.deps;
    const untilStarted = async (marker: string) => {
      while (!runs.includes(`${marker} started`)) await sleep(100);
    };
    // A job that ends within the grace finishes before stop() returns.
    const quick = workerWith(slow(300));
    await quick.startWorking();
    await t.handle.db.transaction((tx) => jobs.enqueue(tx, 'attempt-counters.clean-up', { marker: 'quick' }));
    await untilStarted('quick');
    await quick.stop({ graceMs: 5_000 });
    expect(runs).toEqual(['quick started', 'quick finished']);

    // One still running when the grace ends goes back to the queue and runs again elsewhere.
    runs.length = 0;
    // Held until the test ends: a job still running when its file's database closes would fail then.
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const stuck = workerWith(async (data) => {
      runs.push(`${data.marker} started`);
      await released;
    });
    await stuck.startWorking();
    await t.handle.db.transaction((tx) => jobs.enqueue(tx, 'attempt-counters.clean-up', { marker: 'stuck' }));
    await untilStarted('stuck');
    await stuck.stop({ graceMs: 1_000 });
    const next = workerWith(async (data) => void runs.push(`${data.marker} ran again`));
    await next.runDue(['attempt-counters.clean-up'], { skipWaits: true });
    expect(runs).toEqual(['stuck started', 'stuck ran again']);
    release();
    await sleep(200); // its late completion finds the job no longer active and changes nothing
  });

  it('retries a failing job, shows it dead with its error to the admin, and runs it again on Retry', async () => {
    const status = async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/admin/system-status',
        headers: { cookie: adminCookie },
      });
      return (res.json() as SystemCheck[]).find((c) => c.name === 'Job queue')!;
    };
    const realSend = t.mail.send;
    t.mail.send = async () => {
      throw new Error('SMTP down');
    };
    await t.handle.db.transaction((tx) =>
      t.app.deps.outbox.enqueue(tx, { to: 'dead@example.com', subject: 'Hi', text: 'Hello' }),
    );
    // The first attempt and its five retries, each taken without waiting out its backoff.
    for (let attempt = 1; attempt <= 6; attempt++) {
      expect((await status()).detail).toBe('No dead jobs');
      await t.app.deps.jobs.runDue(['mail.deliver'], { skipWaits: true });
    }
    const dead = await status();
    expect(dead).toMatchObject({ status: 'warning', detail: '1 dead' });
    expect(dead.deadJobs).toEqual([
      {
        id: expect.any(String),
        name: 'mail.deliver',
        error: 'Error: SMTP down',
        failedAt: expect.any(String),
      },
    ]);
    expect(Date.now() - Date.parse(dead.deadJobs![0]!.failedAt)).toBeLessThan(60_000);
    const [mail] = await t.handle.db.select().from(mailOutbox);
    expect(mail).toMatchObject({ status: 'failed', attempts: 6, lastError: 'Error: SMTP down' });

    t.mail.send = realSend;
    const retry = (id: string, cookie = adminCookie) =>
      t.app.inject({ method: 'POST', url: `/api/admin/dead-jobs/${id}/retry`, headers: { cookie } });
    const customer = await makeUser(t.handle.db);
    const customerCookie = (await makeSession(t.handle.db, customer.id)).cookie;
    expect((await retry(dead.deadJobs![0]!.id, customerCookie)).statusCode).toBe(401);
    expect((await retry(dead.deadJobs![0]!.id)).statusCode).toBe(204);
    expect((await retry(dead.deadJobs![0]!.id)).statusCode).toBe(404); // no longer dead
    await t.deliverMail();
    expect(t.mail.sent.filter((m) => m.to === 'dead@example.com')).toHaveLength(1);
    expect(await status()).toMatchObject({ status: 'ok', detail: 'No dead jobs', deadJobs: [] });
  });
});
