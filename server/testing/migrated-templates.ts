import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { pgliteClient } from '../db/client.ts';
import { migratePglite, migratePostgres, migrationsFolder } from '../db/migrate.ts';

/*
 * Every API test file starts on a fresh migrated database. Building one from nothing costs about
 * 6 s on PGlite (initdb) and 1.5 s on PostgreSQL (the migrations), so the first file builds a
 * migrated template and the others copy it. Templates are named by a hash of the migrations: a
 * changed migration builds a new one, never reuses a stale one.
 */

/**
 * WAL segments of 1 MB instead of PostgreSQL's 16: two 16 MB segments were 32 MB of the 47 MB image
 * each PGlite copies into memory; the 21 MB image starts in three quarters of the CPU (decision 144).
 */
const PGLITE_IMAGE_INITDB_ARGS = ['--wal-segsize=1'];

const migrationsHash = (() => {
  // PGlite's version too: a dump is only sure to load into the version that wrote it.
  const hash = createHash('sha256')
    .update(readFileSync(pglitePackageJson()))
    .update(`no-templates ${PGLITE_IMAGE_INITDB_ARGS.join(' ')}`);
  for (const dir of [migrationsFolder, path.join(migrationsFolder, 'meta')]) {
    for (const file of readdirSync(dir).sort()) {
      const full = path.join(dir, file);
      if (file.endsWith('.sql') || file.endsWith('.json')) hash.update(file).update(readFileSync(full));
    }
  }
  return hash.digest('hex').slice(0, 12);
})();

/** PGlite's package.json (its exports do not include it, so found from its entry point). */
function pglitePackageJson(): string {
  let dir = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (!existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  return path.join(dir, 'package.json');
}

/** A dumped PGlite data directory with every migration applied, kept in the temp directory. */
export async function migratedPgliteImage(): Promise<Blob> {
  const dir = path.join(tmpdir(), 'basera-test-templates');
  const file = path.join(dir, `pglite-${migrationsHash}.tar`);
  if (!existsSync(file)) {
    const client = await pgliteClient(undefined, undefined, PGLITE_IMAGE_INITDB_ARGS);
    await migratePglite(client);
    // Each PGlite instance copies the whole image into memory: without the two template databases
    // nobody connects to (a PGlite has only its own), it is a third smaller and starts sooner.
    for (const template of ['template0', 'template1']) {
      await client.query(`ALTER DATABASE ${template} IS_TEMPLATE false`);
      await client.query(`DROP DATABASE ${template}`);
    }
    await client.query('CHECKPOINT');
    const image = await client.dumpDataDir('none');
    await client.close();
    mkdirSync(dir, { recursive: true });
    // Two workers may build it at once: each writes its own file and the rename is atomic.
    const partial = `${file}.${process.pid}`;
    writeFileSync(partial, Buffer.from(await image.arrayBuffer()));
    renameSync(partial, file);
  }
  return new Blob([readFileSync(file)]);
}

/** Held by the worker building the PostgreSQL template; the others wait for it. */
const TEMPLATE_LOCK = 80_451_977;

/** The name of a migrated template database on the server at `serverUrl`, built on first use. */
export async function migratedPostgresTemplate(serverUrl: string): Promise<string> {
  const name = `basera_template_${migrationsHash}`;
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      // Built under another name and renamed when complete, so a crash never leaves a half template.
      const building = `${name}_building`;
      await client.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
      await client.query(`CREATE DATABASE ${building}`);
      const url = new URL(serverUrl);
      url.pathname = `/${building}`;
      const pool = new pg.Pool({ connectionString: url.toString(), max: 1 });
      await migratePostgres(pool);
      await pool.end();
      await client.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    }
    return name;
  } finally {
    await client.end(); // ending the session releases the advisory lock
  }
}
