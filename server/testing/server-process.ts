import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export type ServerProcess = {
  child: ChildProcess;
  port: number;
  /** Everything the process printed so far (stdout and stderr). */
  output(): string;
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string>;
};

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

/**
 * Runs a real server process (`command`, default: the server entry under tsx) with a fresh DATA_DIR
 * and a free port, as an operator would. DATABASE_URL is not inherited unless `env` gives it.
 */
export async function spawnServer(
  env: Record<string, string> = {},
  command: [string, ...string[]] = [process.execPath, '--import', 'tsx', 'server/main.ts'],
): Promise<ServerProcess> {
  const port = await freePort();
  const { DATABASE_URL: _notInherited, ...inherited } = process.env;
  const child = spawn(command[0], command.slice(1), {
    env: {
      ...inherited,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'basera-server-')),
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | string>((resolve) =>
    child.on('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  return { child, port, output: () => output, exited };
}

/** Waits until the server says it is listening; fails if it exits first. */
export async function untilListening(server: ServerProcess): Promise<void> {
  let ended = false;
  void server.exited.then(() => {
    ended = true;
  });
  while (!server.output().includes('Basera is running')) {
    if (ended) throw new Error(`the server exited before listening:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
