import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePgliteDb } from 'drizzle-orm/pglite/migrator';
import type pg from 'pg';

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Held while one instance migrates; other instances wait, then find nothing left to do. */
const MIGRATION_LOCK = 80_451_976;

/**
 * Applies pending migrations under a session advisory lock. Without it, instances starting together
 * on a fresh database race to create the same extensions and tables and all but one crash
 * (duplicate key in pg_extension). The lock and the migration share one connection.
 */
export async function migratePostgres(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  let failure: Error | undefined;
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await migrateNodePg(drizzleNodePg(client), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } catch (err) {
    failure = err as Error;
    throw err;
  } finally {
    // A connection that failed here may still hold the lock: destroy it rather than pool it.
    client.release(failure);
  }
}

/** PGlite is a single connection in this process: nothing else can migrate it at the same time. */
export async function migratePglite(client: PGlite): Promise<void> {
  await migratePgliteDb(drizzlePglite(client), { migrationsFolder });
}
