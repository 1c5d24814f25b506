// A server of our own on a database that is really empty: a fresh DATA_DIR, no demo data
// (SEED_DEMO=false), and one admin made by `npm run admin:create` (decision 117). For screenshots
// of empty states as the server answers them, never as a route handler would make them up.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const emptyServerAdmin = { email: 'admin@empty.example', password: 'EmptyAdmin1', admin: true };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function answering(url: string, server: ChildProcess) {
  for (let i = 0; i < 360; i++) {
    if (server.exitCode !== null) throw new Error(`the empty server exited with ${server.exitCode}`);
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the empty server did not answer at ${url}`);
}

/** Starts it (the web app must be built); `stop` ends it and removes its data. */
export async function startEmptyServer() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'basera-empty-'));
  // Embedded PGlite in its own folder, whatever the caller's environment says.
  const { DATABASE_URL: _elsewhere, ...inherited } = process.env;
  const env = { ...inherited, DATA_DIR: dataDir, SEED_DEMO: 'false' };
  const made = spawnSync('npx', ['tsx', 'server/create-admin-command.ts'], {
    env: { ...env, ADMIN_EMAIL: emptyServerAdmin.email, ADMIN_PASSWORD: emptyServerAdmin.password },
    encoding: 'utf8',
  });
  if (made.status !== 0) throw new Error(`admin:create failed: ${made.stderr}`);
  const port = await freePort();
  const server = spawn('npx', ['tsx', 'server/main.ts'], {
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true, // its own process group: stopping it stops tsx and node too
  });
  const base = `http://127.0.0.1:${port}`;
  await answering(`${base}/api/health/ready`, server);
  return {
    base,
    async stop() {
      try {
        process.kill(-server.pid!, 'SIGTERM');
      } catch {
        // already gone
      }
      if (server.exitCode === null) await new Promise((r) => server.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
