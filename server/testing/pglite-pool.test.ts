import { describe, expect, it } from 'vitest';
import { createJobQueue } from '../jobs/job-queue.ts';
import { makeUser } from './factories.ts';
import { pooledPglite } from './pglite-pool.ts';
import {
  rowCount as count,
  dropMailQueue,
  instanceStartedAt as startedAt,
} from './pglite-pool-state.repository.ts';

const quietLog = { error() {}, warn() {} };

describe("the test pool's PGlite databases", () => {
  it('hands the next file an instance with no rows and no jobs a file before it left', async () => {
    const first = await pooledPglite();
    const queues = await count(first, 'pgboss.queue');
    expect(queues).toBeGreaterThan(0); // the image's queues, made by the migrations
    await makeUser(first.db);
    const jobs = createJobQueue(first.db, { pollSeconds: 1 }, quietLog);
    await first.db.transaction((tx) => jobs.enqueue(tx, 'mail.deliver', { mailId: 'left behind' }));
    expect([await count(first, 'users'), await count(first, 'pgboss.job')]).toEqual([1, 1]);
    const instance = await startedAt(first);
    await first.close();

    const next = await pooledPglite();
    expect(await startedAt(next)).toBe(instance); // emptied and reused, not a new instance
    expect(await count(next, 'users')).toBe(0);
    expect(await count(next, 'pgboss.job')).toBe(0);
    expect(await count(next, 'pgboss.queue')).toBe(queues);
    await next.close();
  });

  it('does not reuse an instance whose kept rows a file changed (the queues pg-boss works)', async () => {
    const first = await pooledPglite();
    const queues = await count(first, 'pgboss.queue');
    await dropMailQueue(first);
    const instance = await startedAt(first);
    await first.close();

    const next = await pooledPglite();
    expect(await startedAt(next)).not.toBe(instance);
    expect(await count(next, 'pgboss.queue')).toBe(queues);
    await next.close();
  });
});
