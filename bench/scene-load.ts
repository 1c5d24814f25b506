// Sign-in latency while strangers ask for cold demo photos, against sign-in on an idle server in the
// same run. Real HTTP on a local port, demo data seeded, an empty photo cache:
//   npx tsx bench/scene-load.ts [parallelPhotos]          (PGlite)
//   DATABASE_URL=postgres://... npx tsx bench/scene-load.ts
// Three phases, each with logins one after another (median of those):
//   idle       nothing else running (the baseline)
//   route      N parallel GETs of different used demo photos at w=1200 through the API (cold cache)
//   unbounded  N paintings at once with no queue, as the route did before it took turns (for contrast)
// Prints medians, ratios to the baseline and the growth of the process; nothing is asserted.
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { buildDemoRows } from '../server/db/seed/demo-rows.ts';
import { seedDemoData } from '../server/db/seed/seed-demo.ts';
import { scenePainter, scenePhotoPainter } from '../server/demo/scene-photos.ts';
import { parseSceneKey, type SceneKey } from '../server/demo/scenes/scene-catalog.ts';
import { memoryMailer } from '../server/integrations/mail/mailer.ts';
import { freshDatabase } from '../server/testing/test-database.ts';

const parallel = Number(process.argv[2] ?? 48);
const engine = process.env.DATABASE_URL ? 'postgres' : 'pglite';
if (engine === 'postgres') process.env.TEST_DATABASE_URL ??= process.env.DATABASE_URL;

const dataDir = mkdtempSync(path.join(tmpdir(), 'basera-scene-load-'));
const handle = await freshDatabase(engine);
await seedDemoData(handle.db);
const app = await buildApp({
  // Many sign-ins of one account in a minute: lift the per-email limit for the bench.
  config: loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, RATE_LIMIT_MAX: '100000' }),
  db: handle.db,
  mailer: memoryMailer(),
  logger: false,
});
const base = await app.listen({ host: '127.0.0.1', port: 0 });

// Every demo photo URL the seed wrote; each phase takes its own, so every request is cold.
const rows = buildDemoRows({});
const urls = [
  ...new Set([...rows.propertyPhotos.map((p) => p.url), ...rows.destinations.map((d) => d.imageUrl)]),
]
  .filter((u): u is string => typeof u === 'string' && u.startsWith('/api/media/scene/'))
  .sort();
if (urls.length < 2 * parallel) throw new Error(`only ${urls.length} demo photos; ask for fewer`);
const routeUrls = urls.slice(0, parallel);
const unboundedKeys = urls
  .slice(parallel, 2 * parallel)
  .map((u) => parseSceneKey(u.replace('/api/media/scene/', '').replace('.jpg', '')) as SceneKey);

async function login(): Promise<number> {
  const started = performance.now();
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'customer@basera.example', password: 'Customer123' }),
  });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`login answered ${res.status}`);
  return performance.now() - started;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2
    ? (s[(s.length - 1) / 2] as number)
    : ((s[s.length / 2 - 1] as number) + (s[s.length / 2] as number)) / 2;
};

/** Logins one after another until `load` settles (at least `min` of them); the load's own duration. */
async function loginsDuring(load: Promise<unknown>, min = 5) {
  let settled = false;
  const started = performance.now();
  const loadMs = load.then(() => {
    settled = true;
    return performance.now() - started;
  });
  const times: number[] = [];
  while (!settled || times.length < min) times.push(await login());
  return { times, loadMs: await loadMs };
}

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);

for (let i = 0; i < 5; i++) await login(); // warm up
const idle: number[] = [];
for (let i = 0; i < 15; i++) idle.push(await login());
const idleMs = median(idle);

const rssBeforeRoute = process.memoryUsage().rss;
let peakRss = rssBeforeRoute;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 50);
const statuses = new Map<number, number>();
const route = await loginsDuring(
  Promise.all(
    routeUrls.map(async (url) => {
      const res = await fetch(`${base}${url}?w=1200`);
      await res.arrayBuffer();
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    }),
  ),
);
const routePeakRss = peakRss;

peakRss = process.memoryUsage().rss;
const rssBeforeUnbounded = peakRss;
const unboundedPainter = scenePhotoPainter({ concurrency: parallel, maxWaiting: 0 });
const unbounded = await loginsDuring(
  Promise.all(unboundedKeys.map((key) => unboundedPainter.paint(key, 1200))),
);
clearInterval(sampler);
const unboundedPeakRss = peakRss;

const line = (label: string, times: number[], extra = '') =>
  `${label.padEnd(58)} ${median(times).toFixed(0).padStart(5)} ms  (${(median(times) / idleMs).toFixed(1)}x idle)  worst ${Math.max(...times).toFixed(0)} ms${extra}`;
const answered = [...statuses].map(([status, n]) => `${n}x ${status}`).join(', ');
console.log(
  `engine ${engine}, ${availableParallelism()} cores, painter: ${scenePainter.concurrency} at a time, queue ${scenePainter.maxWaiting}`,
);
console.log(line(`login, idle (median of ${idle.length})`, idle));
console.log(line(`login during ${parallel} cold photo GETs (median of ${route.times.length})`, route.times));
console.log(
  line(`login during ${parallel} unbounded paintings (median of ${unbounded.times.length})`, unbounded.times),
);
console.log(
  `  first logins during the cold GETs (ms): ${route.times
    .slice(0, 8)
    .map((ms) => ms.toFixed(0))
    .join(', ')}`,
);
console.log(
  `photo GETs: ${answered}; all answered in ${route.loadMs.toFixed(0)} ms; painted ${scenePainter.stats.painted}, at most ${scenePainter.stats.peakRunning} at once`,
);
// Peak RSS over the phase minus RSS before it; the first load phase also pays one-off warm-ups.
console.log(
  `process growth (peak RSS - before): route ${mb(routePeakRss - rssBeforeRoute)} MB, unbounded ${mb(unboundedPeakRss - rssBeforeUnbounded)} MB`,
);
// The same GETs again: those answered 200 come from DATA_DIR/scene-cache; the 503s are painted now.
const paintedBefore = scenePainter.stats.painted;
const again = await loginsDuring(
  Promise.all(routeUrls.map(async (url) => (await fetch(`${base}${url}?w=1200`)).arrayBuffer())),
);
console.log(
  line(
    `login during the same ${parallel} GETs again (median of ${again.times.length})`,
    again.times,
    `; painted ${scenePainter.stats.painted - paintedBefore} more`,
  ),
);

await app.close();
await handle.close();
rmSync(dataDir, { recursive: true, force: true });
