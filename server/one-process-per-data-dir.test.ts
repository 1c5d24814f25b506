import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type ServerProcess, spawnServer, untilListening } from './testing/server-process.ts';

// Issue 22 item 4: two `npm start` on one DATA_DIR both ran on the same embedded database, and a
// booking one of them confirmed was gone after a restart. The second must refuse to start.
describe('one process per embedded database folder', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'basera-one-process-'));
  const started: ServerProcess[] = [];
  const start = async (command?: [string, ...string[]]) => {
    const server = await spawnServer({ DATA_DIR: dataDir, SEED_DEMO: 'false' }, command);
    started.push(server);
    return server;
  };
  afterAll(async () => {
    for (const server of started) if (server.child.exitCode === null) server.child.kill('SIGKILL');
    await Promise.all(started.map((server) => server.exited));
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses a second server and db:migrate naming the first and the folder; a killed one does not block', async () => {
    const first = await start();
    await untilListening(first);

    const second = await start();
    // Today's bug: it listens too. Either outcome ends the wait.
    const outcome = await Promise.race([second.exited, untilListening(second).then(() => 'listening')]);
    expect(outcome, second.output()).toBe(1);
    expect(second.output()).toContain(`pid ${first.child.pid}`);
    expect(second.output()).toContain(dataDir);
    // The first one still serves, untouched.
    expect((await fetch(`http://127.0.0.1:${first.port}/api/health/ready`)).status).toBe(200);

    const migrate = await start([process.execPath, '--import', 'tsx', 'server/db/migrate-command.ts']);
    expect(await migrate.exited, migrate.output()).toBe(1);
    expect(migrate.output()).toContain(`pid ${first.child.pid}`);

    // kill -9 leaves its lock behind; the next start finds its process gone and takes over.
    first.child.kill('SIGKILL');
    await first.exited;
    const next = await start();
    await untilListening(next);
    expect((await fetch(`http://127.0.0.1:${next.port}/api/health/ready`)).status).toBe(200);
    next.child.kill('SIGTERM');
    expect(await next.exited).toBe(0);
  }, 300_000);
});
