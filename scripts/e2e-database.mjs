// The journeys' database when E2E_DATABASE_URL names a PostgreSQL server (CI sets it): one fresh
// database per journey server, seeded with the demo data by the server itself, dropped afterwards.
// Without it each server keeps PGlite in its DATA_DIR, as `npm start` does on a new machine.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

async function onServer(serverUrl, statement) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The environment a journey server needs for its own database (none on PGlite), and how to drop it. */
export async function journeyDatabase(serverUrl) {
  if (!serverUrl) return { env: {}, drop: async () => {} };
  const name = `basera_e2e_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  // A throw-away database: a commit need not wait for its WAL to reach the disk (a crash loses
  // the last moments of a test run, never a guarantee the journeys check).
  await onServer(serverUrl, `ALTER DATABASE ${name} SET synchronous_commit = off`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    env: {
      DATABASE_URL: url.toString(),
      // The demo accounts the journeys sign in with; PostgreSQL is seeded only when asked.
      SEED_DEMO: 'true',
      ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    },
    drop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
