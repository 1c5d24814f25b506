import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { freshDatabase, testEngines } from '../../testing/test-database.ts';

describe.each(testEngines)('health probes (%s)', (engine) => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  beforeAll(async () => {
    handle = await freshDatabase(engine);
    app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent' }), db: handle.db, logger: false });
    await app.ready();
  });
  afterAll(() => app.close());

  const get = (url: string) => app.inject({ method: 'GET', url });

  it('GET /api/health says the process is up, as JSON and not the web page', async () => {
    const res = await get('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('GET /api/health/ready answers 200 while the database answers, 503 once it is gone', async () => {
    const ready = await get('/api/health/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok' });

    // The database goes away under the running app (PGlite closed, or the pool ended and the database dropped).
    await handle.close();
    const notReady = await get('/api/health/ready');
    expect(notReady.statusCode).toBe(503);
    expect(notReady.json()).toEqual({ message: 'The database does not answer' });
    // Liveness does not depend on the database: restarting the process would not bring it back.
    expect((await get('/api/health')).statusCode).toBe(200);
  });
});
