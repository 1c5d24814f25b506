import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { type Config, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { DataDirInUse } from './db/data-dir-lock.ts';
import { DEMO_ADMIN } from './db/seed/data/people.data.ts';
import { decideDemoSeed } from './db/seed/demo-seed-policy.ts';
import { userExists } from './db/seed/seed.repository.ts';
import { seedDemoData } from './db/seed/seed-demo.ts';

const SHUTDOWN_GRACE_MS = 10_000;

/** A setting the operator must fix: one clear line and exit code 1, not a stack trace. */
function refuseToStart(reason: string): never {
  console.error(reason);
  process.exit(1);
}

let config: Config;
try {
  config = loadConfig();
} catch (err) {
  refuseToStart((err as Error).message);
}

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

// Until the app's logger exists, a dropped database connection is reported on stderr.
let reportConnectionError = (err: Error) => console.error(`database connection lost: ${err.message}`);
let since = performance.now();
console.log(
  config.databaseUrl
    ? 'Opening the PostgreSQL database (DATABASE_URL)...'
    : `Opening the embedded database in ${config.dataDir}/pglite...`,
);
const handle = await openDatabase({
  ...config,
  onConnectionError: (err) => reportConnectionError(err),
}).catch((err) => {
  // Another process serves this embedded database: one line naming it and the folder, exit 1.
  if (err instanceof DataDirInUse) refuseToStart(err.message);
  throw err;
});
console.log(`  opened in ${seconds(since)}`);
since = performance.now();
console.log('Migrating the database...');
await handle.migrate();
console.log(`  up to date in ${seconds(since)}`);

const demoSeed = decideDemoSeed({
  seedDemo: config.seedDemo,
  embedded: handle.engine === 'pglite',
  production: config.production,
  demoAccountsPresent: await userExists(handle.db, DEMO_ADMIN.email),
});
if (demoSeed.action === 'refuse') {
  await handle.close();
  refuseToStart(demoSeed.reason);
}
if (demoSeed.action === 'seed') {
  since = performance.now();
  console.log('Seeding demo data (skipped when it is there already)...');
  const accounts = await seedDemoData(handle.db, (done, total, table, rows) =>
    console.log(`  seeding demo data ${done}/${total}: ${table} (${rows})`),
  );
  console.log(`  done in ${seconds(since)}`);
  console.log('\nDemo accounts (also in the README):');
  for (const a of accounts) console.log(`  ${a.role.padEnd(8)} ${a.email}  password: ${a.password}`);
  console.log('');
}

const app = await buildApp({ config, db: handle.db });
reportConnectionError = (err) => app.log.warn({ err }, 'database connection lost; the pool opens a new one');
// ROLE=all and ROLE=worker work the durable job queue (mail, holds, sweeps); ROLE=web only enqueues.
if (config.role !== 'web') await app.deps.jobs.startWorking();
// SIGTERM/SIGINT: stop taking connections, finish the requests in flight, let a running job finish
// (or hand it back to the queue), close the database and exit 0; anything still running after 10 s
// is cut off with exit 1 (orchestrators kill at ~30 s).
closeWithGrace({ delay: SHUTDOWN_GRACE_MS }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'closing after an uncaught error');
  else app.log.info(`${signal}: finishing requests in flight, then exiting`);
  await Promise.all([app.deps.jobs.stop(), app.close()]);
  await handle.close();
});

await app.listen({ port: config.port, host: config.host });
console.log(
  `Basera is running on http://localhost:${config.port} (database: ${handle.engine}, role: ${config.role})`,
);
