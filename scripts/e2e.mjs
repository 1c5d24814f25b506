// Browser journeys: build the web app if needed, start a server per vitest worker (E2E_WORKERS,
// default 1), each on a free port with a fresh temporary DATA_DIR, wait for them to answer, run the
// journeys (vitest, e2e/vitest.config.ts) in Chromium, each worker against its
// own server (e2e/worker-server.ts), then stop the servers. Extra arguments go to vitest (e.g. a
// test-name filter). E2E_DATABASE_URL (a PostgreSQL server) gives each server a fresh database there
// instead of PGlite (scripts/e2e-database.mjs; CI does, decision 96).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromiumPath } from './chromium-path.mjs';
import { journeyDatabase } from './e2e-database.mjs';
import { ensureWebBuilt } from './web-build.mjs';

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function waitForServer(url, server, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited early with code ${server.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not answer at ${url} within ${timeoutMs / 1000} s`);
}

const chromium = chromiumPath();
if (!existsSync(chromium)) {
  console.error(
    `Chromium not found at ${chromium}: apt-get install -y chromium-headless-shell, or set CHROMIUM_PATH.`,
  );
  process.exit(1);
}

await ensureWebBuilt();

const workers = Math.max(1, Number(process.env.E2E_WORKERS ?? 1));

// The servers share one folder of painted demo photos: a key paints the same bytes anywhere, and
// painting each photo once rather than once per server saves minutes of CPU (scene-cache.ts).
const sharedSceneCache = mkdtempSync(path.join(tmpdir(), 'basera-e2e-scenes-'));

async function startServer() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'basera-e2e-'));
  symlinkSync(sharedSceneCache, path.join(dataDir, 'scene-cache'), 'dir');
  const port = await freePort();
  const database = await journeyDatabase(process.env.E2E_DATABASE_URL);
  const baseUrl = `http://127.0.0.1:${port}`;
  console.log(`Starting a server on ${baseUrl} (DATA_DIR=${dataDir})`);
  const server = spawn('npx', ['tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      // The journeys sign in many times from one address; keep the per-client limit out of the way.
      RATE_LIMIT_MAX: process.env.RATE_LIMIT_MAX ?? '1000',
      // A test server: the payout release job's clock runs 3 days ahead, so a journey sees a stay that
      // checks in tomorrow paid within a minute (payout-earnings.test.ts; decision 95).
      NODE_ENV: 'test',
      TEST_PAYOUT_CLOCK_AHEAD_HOURS: '72',
      // The calendar-import journey serves its feed from a local server (decision 107).
      CALENDAR_IMPORT_ALLOW_PRIVATE: 'true',
      ...database.env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true, // its own process group, so stopping it stops tsx and node too
  });
  return { server, dataDir, baseUrl, database };
}

async function stopServer({ server, dataDir, database }) {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    // already gone
  }
  if (server.exitCode === null) {
    await new Promise((resolve) => {
      const timer = setTimeout(resolve, 5000);
      server.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
    });
  }
  try {
    process.kill(-server.pid, 'SIGKILL');
  } catch {
    // stopped cleanly
  }
  rmSync(dataDir, { recursive: true, force: true });
  await database.drop();
}

const servers = [];
for (let i = 0; i < workers; i++) servers.push(await startServer());

let status = 1;
try {
  await Promise.all(servers.map(({ baseUrl, server }) => waitForServer(`${baseUrl}/`, server)));
  const run = spawnSync(
    'npx',
    ['vitest', 'run', '--config', 'e2e/vitest.config.ts', ...process.argv.slice(2)],
    {
      stdio: 'inherit',
      env: {
        ...process.env,
        E2E_WORKERS: String(workers),
        E2E_BASE_URLS: servers.map((s) => s.baseUrl).join(','),
        E2E_DATA_DIRS: servers.map((s) => s.dataDir).join(','),
        CHROMIUM_PATH: chromium,
      },
    },
  );
  status = run.status ?? 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  await Promise.all(servers.map(stopServer));
  rmSync(sharedSceneCache, { recursive: true, force: true });
}
process.exit(status);
