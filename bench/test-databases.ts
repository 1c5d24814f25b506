// A fresh test database from nothing (initdb + migrations) against a copy of the migrated template
// that server/testing/test-database.ts now uses. Run: npx tsx bench/test-databases.ts
// (PostgreSQL figures need TEST_DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/test.)
import { randomBytes } from 'node:crypto';
import { openPglite, openPostgres } from '../server/db/client.ts';
import { migratedPgliteImage, migratedPostgresTemplate } from '../server/testing/migrated-templates.ts';
import { withClient } from '../server/testing/test-database.ts';

const ROUNDS = 4;

async function timeEach(label: string, make: () => Promise<{ close(): Promise<void> }>): Promise<number> {
  await (await make()).close(); // warm: the WASM compiled, the template built
  const started = performance.now();
  for (let i = 0; i < ROUNDS; i++) await (await make()).close();
  const ms = (performance.now() - started) / ROUNDS;
  console.log(`${label.padEnd(34)} ${ms.toFixed(0).padStart(6)} ms`);
  return ms;
}

const scratch = await timeEach('PGlite from nothing', async () => {
  const handle = await openPglite();
  await handle.migrate();
  return handle;
});
const image = await migratedPgliteImage();
const copied = await timeEach('PGlite from the migrated image', () => openPglite(undefined, image));
console.log(`PGlite: the template is ${(scratch / copied).toFixed(1)}x faster`);

const server = process.env.TEST_DATABASE_URL;
if (server) {
  const throwAway = async (template?: string) => {
    const name = `basera_bench_${randomBytes(4).toString('hex')}`;
    await withClient(server, (c) =>
      c.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`),
    );
    const url = new URL(server);
    url.pathname = `/${name}`;
    const handle = await openPostgres(url.toString());
    if (!template) await handle.migrate();
    return {
      async close() {
        await handle.close();
        await withClient(server, (c) => c.query(`DROP DATABASE ${name} WITH (FORCE)`));
      },
    };
  };
  const migrated = await timeEach('PostgreSQL created and migrated', () => throwAway());
  const template = await migratedPostgresTemplate(server);
  const cloned = await timeEach('PostgreSQL copied from template', () => throwAway(template));
  console.log(`PostgreSQL: the template is ${(migrated / cloned).toFixed(1)}x faster`);
}
