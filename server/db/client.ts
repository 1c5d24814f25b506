import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import {
  drizzle as drizzleNodePg,
  type NodePgDatabase,
  type NodePgQueryResultHKT,
} from 'drizzle-orm/node-postgres';
import type { PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.ts';
import { migratePglite, migratePostgres } from './migrate.ts';
import * as schema from './schema.ts';

type Schema = typeof schema;
// Both drivers speak the same PostgreSQL dialect; one type serves repositories on either.
export type Database = NodePgDatabase<Schema>;
export type Transaction = PgTransaction<NodePgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** What repository functions take: the database itself or an open transaction. */
export type Executor = Database | Transaction;

export type DatabaseHandle = {
  db: Database;
  engine: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
};

/**
 * A PGlite client in `dataDir` (or in memory when undefined). `image` is a data directory dumped by
 * `dumpDataDir`: starting from it skips initdb, which is most of a new instance's start-up.
 * `initdbArgs` go to initdb when there is neither (the test image's smaller WAL segments).
 */
export async function pgliteClient(dataDir?: string, image?: Blob, initdbArgs?: string[]): Promise<PGlite> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  return PGlite.create(dataDir, {
    extensions: { btree_gist, pg_trgm },
    loadDataDir: image,
    initDbStartParams: initdbArgs,
  });
}

/** PGlite in `dataDir` (or in memory when undefined); see `pgliteClient` for `image`. */
export async function openPglite(dataDir?: string, image?: Blob): Promise<DatabaseHandle> {
  const client = await pgliteClient(dataDir, image);
  return pgliteHandle(client, () => client.close());
}

/** A handle on an open PGlite client; `close` says what closing it does (the tests' pool keeps it). */
export function pgliteHandle(client: PGlite, close: () => Promise<void>): DatabaseHandle {
  return {
    db: drizzlePglite(client, { schema }) as unknown as Database,
    engine: 'pglite',
    migrate: () => migratePglite(client),
    close,
  };
}

export type PostgresOptions = {
  /** A pooled connection died (server restart, failover, pg_terminate_backend). Default: stderr. */
  onConnectionError?: (err: Error) => void;
};

const logToStderr = (err: Error) =>
  console.error(`database connection lost (${err.message}); the pool opens a new one when needed`);

export async function openPostgres(url: string, opts: PostgresOptions = {}): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection that dies emits 'error' on the pool, and an unhandled 'error' event ends the
  // process. pg-pool has already dropped the dead client; log it and keep serving.
  pool.on('error', opts.onConnectionError ?? logToStderr);
  // A checked-out client that dies between queries emits 'error' on itself (the pool listens only
  // while it is idle); its next query fails with the cause, which answers that request alone.
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzleNodePg(pool, { schema });
  return {
    db,
    engine: 'postgres',
    migrate: () => migratePostgres(pool),
    close: () => pool.end(),
  };
}

/**
 * PostgreSQL when a URL is given, else PGlite in DATA_DIR/pglite, taken by this process alone: a
 * second process on the folder is refused (DataDirInUse) before it opens the files.
 */
export async function openDatabase(
  opts: { databaseUrl?: string; dataDir: string } & PostgresOptions,
): Promise<DatabaseHandle> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, opts);
  const release = lockDataDir(opts.dataDir);
  try {
    const handle = await openPglite(path.join(opts.dataDir, 'pglite'));
    return { ...handle, close: () => handle.close().finally(release) };
  } catch (err) {
    release();
    throw err;
  }
}
