// GET /api/properties (the home grid) against a trivial endpoint in the same run, in process:
//   npx tsx bench/home-list.ts [requests]          (PGlite)
//   DATABASE_URL=postgres://... npx tsx bench/home-list.ts
// Prints mean time per request and the ratio to the baseline; nothing is asserted.
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { seedDemoData } from '../server/db/seed/seed-demo.ts';
import { memoryMailer } from '../server/integrations/mail/mailer.ts';
import { freshDatabase } from '../server/testing/test-database.ts';

const requests = Number(process.argv[2] ?? 300);
const engine = process.env.DATABASE_URL ? 'postgres' : 'pglite';
if (engine === 'postgres') process.env.TEST_DATABASE_URL ??= process.env.DATABASE_URL;
const handle = await freshDatabase(engine);
await seedDemoData(handle.db);
const app = await buildApp({
  config: loadConfig({ LOG_LEVEL: 'silent' }),
  db: handle.db,
  mailer: memoryMailer(),
  logger: false,
});
await app.ready();

async function meanMs(url: string) {
  for (let i = 0; i < 20; i++) await app.inject({ method: 'GET', url }); // warm up
  const start = performance.now();
  for (let i = 0; i < requests; i++) {
    const res = await app.inject({ method: 'GET', url });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode}`);
  }
  return (performance.now() - start) / requests;
}

const baseline = await meanMs('/api/auth/providers');
const list = await meanMs('/api/properties');
const cards = (await app.inject({ method: 'GET', url: '/api/properties' })).json().length;
console.log(`engine ${engine}, ${requests} requests each, ${cards} cards`);
console.log(`baseline GET /api/auth/providers  ${baseline.toFixed(3)} ms`);
console.log(
  `GET /api/properties               ${list.toFixed(3)} ms  (${(list / baseline).toFixed(1)}x baseline)`,
);
await app.close();
await handle.close();
