import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seedDemoData } from './db/seed/seed-demo.ts';
import { scheduleSweeps } from './jobs/sweeps.ts';

const config = loadConfig();
const handle = await openDatabase(config);
await handle.migrate();
if (config.seedDemo) {
  const accounts = await seedDemoData(handle.db);
  if (accounts) {
    console.log('\nDemo accounts (also in the README):');
    for (const a of accounts) console.log(`  ${a.role.padEnd(8)} ${a.email}  password: ${a.password}`);
    console.log('');
  }
}

const app = await buildApp({ config, db: handle.db });
const stopSweeps = scheduleSweeps(app.deps);
// Mail left in the outbox (a failed attempt, a restart) is retried every half minute.
app.deps.outbox.kick();
const outboxTimer = setInterval(app.deps.outbox.kick, 30_000);
const shutdown = async () => {
  stopSweeps();
  clearInterval(outboxTimer);
  await app.close();
  await handle.close();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

await app.listen({ port: config.port, host: config.host });
console.log(`Basera is running on http://localhost:${config.port} (database: ${handle.engine})`);
