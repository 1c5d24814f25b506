import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openPostgres } from './db/client.ts';
import { seedDemoData } from './db/seed/seed-demo.ts';
import { spawnServer, untilListening } from './testing/server-process.ts';
import { testEngines } from './testing/test-database.ts';

const KEY = 'b'.repeat(64);

describe('start-up refuses settings an operator must fix, and says why', () => {
  it('DATABASE_URL without ENCRYPTION_KEY: exit 1 naming ENCRYPTION_KEY', async () => {
    const server = await spawnServer({ DATABASE_URL: 'postgres://postgres@127.0.0.1:1/never-reached' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('ENCRYPTION_KEY is required when DATABASE_URL is set');
  });
});

// Needs a PostgreSQL server: CI runs it with TEST_DATABASE_URL.
describe.runIf(testEngines.includes('postgres'))('demo accounts in a production database (postgres)', () => {
  const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://unset/';
  const name = `basera_demo_${randomBytes(6).toString('hex')}`;
  const url = Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();
  const admin = async (query: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(query).finally(() => client.end());
  };
  afterAll(() => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));

  it('refuses to start unless SEED_DEMO=true, naming the demo accounts and SEED_DEMO', async () => {
    await admin(`CREATE DATABASE ${name}`);
    const handle = await openPostgres(url);
    await handle.migrate();
    await seedDemoData(handle.db);
    await handle.close();

    const production = {
      DATABASE_URL: url,
      ENCRYPTION_KEY: KEY,
      NODE_ENV: 'production',
      PAYMENT_PROVIDER: 'simulated',
    };
    const refused = await spawnServer(production);
    expect(await refused.exited).toBe(1);
    expect(refused.output()).toContain('admin@basera.example');
    expect(refused.output()).toContain('SEED_DEMO=true');

    const onPurpose = await spawnServer({ ...production, SEED_DEMO: 'true' });
    await untilListening(onPurpose);
    const health = await fetch(`http://127.0.0.1:${onPurpose.port}/api/health/ready`);
    expect(health.status).toBe(200);
    onPurpose.child.kill('SIGTERM');
    await onPurpose.exited;
  }, 120_000); // seeds the demo and starts two server processes: over 30 s on a busy machine
});
