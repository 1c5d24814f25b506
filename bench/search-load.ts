// Load helpers for bench/search.ts: the servers it measures (each in its own process) and one
// autocannon run per row. Nothing here asserts; a row that answers non-2xx is "not available".
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { type ServerProcess, spawnServer, untilListening } from '../server/testing/server-process.ts';

export type Target = { base: string; pid: number; stop(): Promise<void>; output(): string };

/** What a browser sends: the app compresses API answers over 1 KB for such clients. */
export const BROWSER_HEADERS: Record<string, string> = {
  accept: 'application/json',
  'accept-encoding': process.env.BENCH_ACCEPT_ENCODING ?? 'gzip, deflate, br',
};

async function stopProcess(server: Pick<ServerProcess, 'child' | 'exited'>): Promise<void> {
  server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), 15_000);
  await server.exited;
  clearTimeout(timer);
}

/** Starts `command` (default: the real server, server/main.ts under tsx) and waits until it listens. */
async function start(env: Record<string, string>, command?: [string, ...string[]]): Promise<Target> {
  const server = await spawnServer(env, command);
  await untilListening(server);
  return {
    base: `http://127.0.0.1:${server.port}`,
    pid: server.child.pid ?? 0,
    stop: () => stopProcess(server),
    output: server.output,
  };
}

/** The app's server as an operator runs it, with `env` on top. */
export const startApp = (env: Record<string, string>) => start({ LOG_LEVEL: 'warn', ...env });

// The ceiling: what Fastify alone answers on this machine, in a process of its own.
const HELLO = `
import Fastify from 'fastify';
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
console.log('Basera is running (hello world)');
`;

export const startCeiling = () => start({}, [process.execPath, '--input-type=module', '-e', HELLO]);

export type Figures = {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  bytesPerAnswer: number;
  answers: number;
  /** CPU time per answer (ms) of the server process and of the database's backends, if given. */
  serverCpuMs: number;
  dbCpuMs?: number;
};
export type Row = { label: string; figures?: Figures; note?: string };

export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
export const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);

/** One probe first: an endpoint that is missing or failing gets its status, not a load run. */
export async function probe(url: string): Promise<{ ok: boolean; status: number; res?: Response }> {
  try {
    const res = await fetch(url, { headers: BROWSER_HEADERS });
    if (!res.ok) await res.arrayBuffer();
    return { ok: res.ok, status: res.status, res };
  } catch {
    return { ok: false, status: 0 };
  }
}

/** CPU seconds (user + system) a process has used so far; 0 once it is gone. */
export function cpuSeconds(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (USER_HZ 100)
  } catch {
    return 0;
  }
}
const sumCpu = (pids: number[]) => pids.reduce((sum, pid) => sum + cpuSeconds(pid), 0);

/** Who to charge CPU to: the server process, and the database backends (PostgreSQL) if known. */
export type CpuWatch = { serverPid: number; dbPids?: () => Promise<number[]> };

/** A row's URL: one, repeated, or a rotation of paths on one server (a different one per request). */
export type RowUrl = string | { base: string; paths: string[] };
const firstUrl = (url: RowUrl) => (typeof url === 'string' ? url : `${url.base}${url.paths[0]}`);

function cannonTarget(url: RowUrl) {
  if (typeof url === 'string') return { url, headers: BROWSER_HEADERS };
  let turn = 0;
  const setupRequest = (request: { path?: string }) => {
    request.path = url.paths[turn++ % url.paths.length];
    return request;
  };
  return { url: url.base, headers: BROWSER_HEADERS, requests: [{ setupRequest }] };
}

/**
 * autocannon at CONNECTIONS connections for DURATION_S seconds, after a short warm-up. The machine
 * is shared, so besides req/s the figures give CPU time per answer, which others' load moves less.
 */
export async function load(url: RowUrl, watch: CpuWatch, seconds = DURATION_S): Promise<Figures> {
  const run = (duration: number) => autocannon({ ...cannonTarget(url), connections: CONNECTIONS, duration });
  await run(Math.min(2, seconds));
  await untilIdle(firstUrl(url));
  const dbPids = (await watch.dbPids?.()) ?? [];
  const [server0, db0] = [cpuSeconds(watch.serverPid), sumCpu(dbPids)];
  const r = await run(seconds);
  const answers = Math.max(1, r.requests.total);
  const dbCpuMs = watch.dbPids ? ((sumCpu(dbPids) - db0) * 1000) / answers : undefined;
  return {
    serverCpuMs: ((cpuSeconds(watch.serverPid) - server0) * 1000) / answers,
    dbCpuMs,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
    bytesPerAnswer: r.requests.total ? r.throughput.total / r.requests.total : 0,
    answers: r.requests.total,
  };
}

/**
 * Requests still queued in the server when a run stops would slow what comes next: waits (at most
 * 3 minutes) until the server answers its readiness check (a database round trip, queued behind
 * what is left) within 50 ms.
 */
async function untilIdle(anyUrl: string) {
  const healthUrl = new URL('/api/health/ready', anyUrl).toString();
  const until = Date.now() + 180_000;
  while (Date.now() < until) {
    const started = performance.now();
    const answered = await fetch(healthUrl).then(
      (res) => res.arrayBuffer(),
      () => undefined,
    );
    if (answered && performance.now() - started < 50) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  console.log(`  (the server was still busy 3 minutes after a run: the next figures are low)`);
}

/** Probe, then load; a non-2xx probe answers "not available (404)". */
export async function measureRow(label: string, url: RowUrl | undefined, watch: CpuWatch): Promise<Row> {
  if (!url || (typeof url !== 'string' && url.paths.length === 0)) return { label, note: 'not available' };
  const p = await probe(firstUrl(url));
  if (!p.ok) return { label, note: `not available (${p.status || 'no answer'})` };
  const figures = await load(url, watch);
  await untilIdle(firstUrl(url));
  if (figures.answers === 0) {
    const note = `no answer within ${DURATION_S} s at ${CONNECTIONS} connections (${figures.errors} errors or timeouts)`;
    return { label, note };
  }
  return { label, figures };
}

const pct = (x: number, of: number) => `${((100 * x) / of).toFixed(1)}%`;
const cell = (text: string, width: number) => text.padStart(width);

/**
 * The table: one line per row, ratios to the ceiling, to the first row (the list: "of row 1") and
 * (when given) to the PostgreSQL rows.
 */
export function formatRows(rows: Row[], ceilingRps: number, reference?: Row[]): string {
  const firstRps = rows[0]?.figures?.rps;
  const head = [
    'row'.padEnd(32),
    cell('req/s', 7),
    cell('p50', 7),
    cell('p99', 7),
    cell('non2xx+err', 10),
    cell('KB/ans', 7),
    cell('cpu ms/ans srv+db', 18),
    cell('of ceiling', 11),
    firstRps ? cell('of row 1', 9) : '',
    reference ? cell('vs postgres', 12) : '',
  ].join(' ');
  const lines = rows.map((row) => {
    if (!row.figures) return `${row.label.padEnd(32)} ${row.note ?? 'not available'}`;
    const f = row.figures;
    const ref = reference?.find((r) => r.label === row.label)?.figures;
    const cpu = `${f.serverCpuMs.toFixed(2)}${f.dbCpuMs === undefined ? '' : `+${f.dbCpuMs.toFixed(2)}`}`;
    return [
      row.label.padEnd(32),
      cell(f.rps.toFixed(0), 7),
      cell(`${f.p50}ms`, 7),
      cell(`${f.p99}ms`, 7),
      cell(String(f.non2xx + f.errors), 10),
      cell((f.bytesPerAnswer / 1024).toFixed(1), 7),
      cell(cpu, 18),
      cell(pct(f.rps, ceilingRps), 11),
      firstRps ? cell(pct(f.rps, firstRps), 9) : '',
      reference ? cell(ref ? `${(f.rps / ref.rps).toFixed(2)}x` : '-', 12) : '',
    ].join(' ');
  });
  return [head, ...lines].join('\n');
}
