import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { testEngines, withClient } from '../testing/test-database.ts';
import { openPglite, openPostgres } from './client.ts';

/** Runs `npm run db:migrate` with `env` on top of ours; resolves with its exit code and output. */
function runDbMigrate(env: Record<string, string>) {
  return new Promise<{ code: number; output: string }>((resolve) => {
    const { DATABASE_URL: _unset, ...ours } = process.env;
    execFile('npm', ['run', '--silent', 'db:migrate'], { env: { ...ours, ...env } }, (err, stdout, stderr) =>
      resolve({ code: err ? Number(err.code ?? 1) : 0, output: `${stdout}${stderr}` }),
    );
  });
}

const journal = JSON.parse(
  readFileSync(
    path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations/meta/_journal.json'),
    'utf8',
  ),
) as { entries: unknown[] };

// PGlite is one connection in one process: nothing can race it.
describe.runIf(testEngines.includes('postgres'))('instances starting together (postgres)', () => {
  const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://unset/';
  const name = `basera_migrate_${randomBytes(6).toString('hex')}`;
  const url = Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();
  afterAll(() => withClient(serverUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)));

  it('three instances migrating one fresh database at once all succeed, and each migration runs once', async () => {
    await withClient(serverUrl, (c) => c.query(`CREATE DATABASE ${name}`));
    const instances = await Promise.all([1, 2, 3].map(() => openPostgres(url)));
    try {
      const results = await Promise.allSettled(instances.map((db) => db.migrate()));
      expect(
        results.map((r) => (r.status === 'rejected' ? String(r.reason?.cause ?? r.reason) : 'ok')),
      ).toEqual(['ok', 'ok', 'ok']);
    } finally {
      await Promise.all(instances.map((db) => db.close()));
    }
    const applied = await withClient(url, (c) =>
      c.query('select count(*)::int as n from drizzle.__drizzle_migrations'),
    );
    expect(applied.rows[0].n).toBe(journal.entries.length);

    // A deployment's separate migrate step on the same database: nothing left to do, exit 0.
    const again = await runDbMigrate({ DATABASE_URL: url });
    expect(again).toMatchObject({
      code: 0,
      output: expect.stringContaining('Migrations applied (database: postgres)'),
    });
  });
});

describe('npm run db:migrate', () => {
  // A child process (npm, tsx, PGlite's first compile) takes seconds on a busy machine.
  it('migrates the embedded database in DATA_DIR and exits', { timeout: 90_000 }, async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'basera-migrate-'));
    try {
      const run = await runDbMigrate({ DATA_DIR: dataDir });
      expect(run).toMatchObject({
        code: 0,
        output: expect.stringContaining('Migrations applied (database: pglite)'),
      });
      const handle = await openPglite(path.join(dataDir, 'pglite'));
      const tables = await handle.db.execute(sql`select to_regclass('public.users') is not null as present`);
      await handle.close();
      expect(tables.rows[0]).toEqual({ present: true });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
