import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type ServerProcess, spawnServer, untilListening } from './testing/server-process.ts';

const adminCommand: [string, ...string[]] = [
  process.execPath,
  '--import',
  'tsx',
  'server/create-admin-command.ts',
];

// A database without demo data has no admin: `npm run admin:create` makes the first (decision 117).
describe('npm run admin:create', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'basera-admin-create-'));
  const started: ServerProcess[] = [];
  const run = async (env: Record<string, string>, command?: [string, ...string[]]) => {
    const child = await spawnServer({ DATA_DIR: dataDir, SEED_DEMO: 'false', ...env }, command);
    started.push(child);
    return child;
  };
  afterAll(async () => {
    for (const child of started) if (child.child.exitCode === null) child.child.kill('SIGKILL');
    await Promise.all(started.map((child) => child.exited));
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses a weak password, naming it, then makes an admin who signs in on an empty database', async () => {
    const weak = await run({ ADMIN_EMAIL: 'first@ops.example', ADMIN_PASSWORD: 'short' }, adminCommand);
    expect(await weak.exited, weak.output()).toBe(1);
    expect(weak.output()).toContain('ADMIN_PASSWORD: Password must be at least 8 characters');

    const made = await run({ ADMIN_EMAIL: 'First@Ops.example', ADMIN_PASSWORD: 'FirstAdmin1' }, adminCommand);
    expect(await made.exited, made.output()).toBe(0);
    expect(made.output()).toContain('Created the admin first@ops.example');

    const server = await run({});
    await untilListening(server);
    const base = `http://127.0.0.1:${server.port}`;
    const signIn = await fetch(`${base}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ email: 'first@ops.example', password: 'FirstAdmin1' }),
    });
    expect(signIn.status, await signIn.clone().text()).toBe(200);
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    // Nothing else is there: the catalogue is empty, as an operator's new database is.
    const destinations = await fetch(`${base}/api/admin/destinations`, { headers: { cookie } });
    expect(await destinations.json()).toEqual([]);
  }, 300_000);
});
