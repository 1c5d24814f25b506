// The databases the search benches measure (bench/search.ts, bench/map-search.ts): a throw-away
// database on the PostgreSQL server or a PGlite data directory, migrated and filled with the
// generated data, and the server settings that reach it; and EXPLAIN of what a request runs.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { type Database, openPglite, openPostgres } from '../server/db/client.ts';
import { withClient } from '../server/testing/test-database.ts';
import { startCaptureProxy } from './search-capture.ts';
import { type DataSize, generateData } from './search-data.ts';
import { type CpuWatch, formatRows, measureRow, type Row, startApp, startCeiling } from './search-load.ts';

export type Engine = 'postgres' | 'pglite';
export type Prepared = {
  env: Record<string, string>;
  watch: (pid: number) => CpuWatch;
  cleanup(): Promise<void>;
};

export const SERVER_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 50_000);
export const BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 4 * LISTINGS);
export const ENGINES = (process.env.BENCH_ENGINES ?? 'postgres,pglite').split(',') as Engine[];
export const loadAverage = () =>
  loadavg()
    .map((x) => x.toFixed(1))
    .join(' ');
const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

/**
 * A migrated database holding the generated data (or left empty for the demo seed), then `more`
 * statements (each timed), and the server settings that reach it.
 */
export async function prepareDatabase(
  engine: Engine,
  { size, demo = false, more = [] }: { size: DataSize; demo?: boolean; more?: [string, string][] },
): Promise<Prepared> {
  const started = performance.now();
  let prepared: Prepared;
  let times = new Map<string, number>();
  const fill = async (db: Database) => {
    if (demo) return;
    times = await generateData(db, size);
    for (const [label, statement] of more) {
      const at = performance.now();
      await db.execute(sql.raw(statement));
      times.set(label, (times.get(label) ?? 0) + (performance.now() - at) / 1000);
    }
  };
  // The demo data is seeded by the server at start, into the empty migrated database.
  const seeding = { SEED_DEMO: demo ? 'true' : 'false' };
  if (engine === 'postgres') {
    const name = `bench_search_${process.pid}`;
    await withClient(SERVER_URL, (c) => c.query(`create database ${name}`));
    const url = new URL(SERVER_URL);
    url.pathname = `/${name}`;
    const handle = await openPostgres(url.toString());
    await handle.migrate();
    await fill(handle.db);
    await handle.close();
    const backends = () =>
      withClient(SERVER_URL, async (c) =>
        (await c.query('select pid from pg_stat_activity where datname = $1', [name])).rows.map((r) => r.pid),
      );
    prepared = {
      env: { DATABASE_URL: url.toString(), ENCRYPTION_KEY: randomBytes(32).toString('hex'), ...seeding },
      watch: (serverPid) => ({ serverPid, dbPids: backends }),
      cleanup: async () => {
        await withClient(SERVER_URL, (c) => c.query(`drop database if exists ${name} with (force)`));
      },
    };
  } else {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-search-'));
    const handle = await openPglite(path.join(dataDir, 'pglite'));
    await handle.migrate();
    await fill(handle.db);
    await handle.close();
    prepared = {
      env: { DATA_DIR: dataDir, ...seeding },
      watch: (serverPid) => ({ serverPid }),
      cleanup: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const steps = [...times].map(([label, s]) => `${label} ${s.toFixed(1)}`).join(', ');
  console.log(
    `${engine}: migrated and ${demo ? 'left for the demo seed' : 'generated'} in ${seconds(started)} s (${steps})`,
  );
  return prepared;
}

/**
 * EXPLAIN (ANALYZE, BUFFERS) of every statement each request runs on PostgreSQL: a second server
 * instance reaches the database through a proxy that records the statements (search-capture.ts),
 * and each is explained here with the same parameters after running once (as a warm connection).
 */
export async function explainRequests(prepared: Prepared, paths: string[]) {
  const upstream = new URL(SERVER_URL);
  const proxy = await startCaptureProxy(upstream.hostname, Number(upstream.port || 5432));
  const viaProxy = new URL(prepared.env.DATABASE_URL as string);
  viaProxy.host = `127.0.0.1:${proxy.port}`;
  const app = await startApp({
    ...prepared.env,
    DATABASE_URL: viaProxy.toString(),
    SEED_DEMO: 'false',
    SEARCH_CACHE_MS: '0',
  });
  const runs: { path: string; status: number; statements: typeof proxy.statements }[] = [];
  try {
    for (const p of paths) {
      proxy.statements.length = 0;
      proxy.capturing = true;
      const res = await fetch(`${app.base}${p}`);
      await res.arrayBuffer();
      proxy.capturing = false;
      runs.push({ path: p, status: res.status, statements: [...proxy.statements] });
    }
  } finally {
    await app.stop();
    await proxy.close();
  }
  await withClient(prepared.env.DATABASE_URL as string, async (c) => {
    for (const run of runs) {
      console.log(`\nEXPLAIN (ANALYZE, BUFFERS) of the SQL of GET ${run.path} -> ${run.status}:`);
      const statements = run.statements.filter((s) => /^\s*(select|with)\b/i.test(s.sql));
      if (!statements.length) console.log('  (it ran no SELECT)');
      for (const s of statements) {
        console.log(`\n${s.sql}\n  parameters: ${JSON.stringify(s.params)}`);
        await c.query(s.sql, s.params);
        const plan = await c.query(`explain (analyze, buffers) ${s.sql}`, s.params);
        for (const r of plan.rows) console.log(`  ${r['QUERY PLAN']}`);
      }
    }
  });
}

/** The ceiling's row: a bare Fastify hello-world in its own process, measured in this run. */
export async function measureCeiling(): Promise<Row> {
  const ceiling = await startCeiling();
  const row = await measureRow('ceiling: Fastify hello world', `${ceiling.base}/`, {
    serverPid: ceiling.pid,
  });
  await ceiling.stop();
  return row;
}

/** The tables: the ceiling, then each engine's rows (PGlite's beside PostgreSQL's), and the wall time. */
export function printTables(ceilingRow: Row, results: Map<Engine, Row[]>, started: number) {
  const ceilingRps = ceilingRow.figures?.rps ?? Number.NaN;
  console.log(`\n${formatRows([ceilingRow], ceilingRps)}`);
  for (const [engine, rows] of results) {
    const reference = engine === 'pglite' ? results.get('postgres') : undefined;
    console.log(`\n${engine}:\n${formatRows(rows, ceilingRps, reference)}`);
  }
  console.log(`\nwall time ${seconds(started)} s; load average now ${loadAverage()}`);
}
