import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type DatabaseHandle, openPostgres } from '../db/client.ts';
import { sqlState } from '../db/db-errors.ts';
import { migratedPostgresTemplate } from './migrated-templates.ts';
import { pooledPglite } from './pglite-pool.ts';

export type Engine = 'pglite' | 'postgres';

/**
 * Engines the tests run on: PGlite always, PostgreSQL too when TEST_DATABASE_URL is set.
 * TEST_ENGINES=postgres (or pglite) narrows it, so CI does not run the PGlite pass twice.
 */
export const testEngines: Engine[] = (() => {
  const all: Engine[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
  const only = process.env.TEST_ENGINES?.split(',').map((e) => e.trim());
  return only ? all.filter((e) => only.includes(e)) : all;
})();

/** A fresh, migrated, empty database: in-memory PGlite, or a throw-away database on the server; both copied from a migrated template. */
export async function freshDatabase(engine: Engine): Promise<DatabaseHandle> {
  if (engine === 'pglite') return pooledPglite();
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `basera_test_${randomBytes(6).toString('hex')}`;
  const template = await migratedPostgresTemplate(serverUrl);
  await withClient(serverUrl, (c) => c.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openPostgres(url.toString());
  return {
    ...handle,
    async close() {
      await handle.close();
      await withClient(serverUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

/** The URL a PostgreSQL handle's pool connects with (its path names the database). */
export function connectionUrlOf(handle: DatabaseHandle): URL {
  if (handle.engine !== 'postgres') throw new Error('PGlite has no connection URL');
  const { connectionString } = (handle.db as unknown as { $client: pg.Pool }).$client.options;
  if (!connectionString) throw new Error('the pool was opened without a connection string');
  return new URL(connectionString);
}

/** A pool of its own on the PostgreSQL database `handle` is open on; closing it leaves the database. */
export function sameDatabaseAgain(handle: DatabaseHandle): Promise<DatabaseHandle> {
  return openPostgres(connectionUrlOf(handle).toString());
}

/** Runs `run` on a single client connected to `url`, then closes it. */
export async function withClient<T>(url: string, run: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** The SQLSTATE the database refused a statement with, or undefined if it went through. */
export async function refusalOf(statement: Promise<unknown>): Promise<string | undefined> {
  try {
    await statement;
    return undefined;
  } catch (err) {
    return sqlState(err);
  }
}
