import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { testEngines, withClient } from '../testing/test-database.ts';
import { type DatabaseHandle, openPostgres } from './client.ts';

// PGlite has no connections to lose; CI runs this with TEST_DATABASE_URL.
describe.runIf(testEngines.includes('postgres'))('a PostgreSQL connection drop (postgres)', () => {
  const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://unset/';
  const name = `basera_drop_${randomBytes(6).toString('hex')}`;
  const url = Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();
  const connectionErrors: Error[] = [];
  let handle: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    await withClient(serverUrl, (c) => c.query(`CREATE DATABASE ${name}`));
    handle = await openPostgres(url, { onConnectionError: (err) => connectionErrors.push(err) });
    await handle.migrate();
    app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent' }), db: handle.db, logger: false });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
    await withClient(serverUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  });

  const destinations = () => app.inject({ method: 'GET', url: '/api/destinations' });

  it('is logged, and the next requests are answered on new connections', async () => {
    // Several requests at once leave several idle connections in the pool.
    const warm = await Promise.all(Array.from({ length: 5 }, destinations));
    expect(warm.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);

    const terminated = await withClient(url, async (c) => {
      const { rows } = await c.query(
        `select count(*)::int as n from (select pg_terminate_backend(pid) from pg_stat_activity
         where datname = current_database() and pid <> pg_backend_pid()) as killed`,
      );
      return rows[0].n as number;
    });
    expect(terminated).toBeGreaterThan(0);
    // Each dead idle connection is reported (without a handler the first one ended the process).
    while (connectionErrors.length < terminated) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(connectionErrors[0]?.message).toMatch(/terminat/i);

    const after = await destinations();
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual(warm[0]!.json());
    expect((await app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
  });
});
