import { execFileSync } from 'node:child_process';
import { connect, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { spawnServer, untilListening } from './testing/server-process.ts';

/** Every process below `pid`, as pid and command name. */
function descendants(pid: number): { pid: number; command: string }[] {
  let out = '';
  try {
    out = execFileSync('ps', ['-o', 'pid=,comm=', '--ppid', String(pid)], { encoding: 'utf8' });
  } catch {
    return []; // ps exits 1 when there are none
  }
  return out
    .trim()
    .split('\n')
    .filter(Boolean)
    .flatMap((line) => {
      const [child, command = ''] = line.trim().split(/\s+/);
      return [{ pid: Number(child), command }, ...descendants(Number(child))];
    });
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const answerOf = (socket: Socket) =>
  new Promise<string>((resolve) => {
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk;
    });
    socket.on('close', () => resolve(answer));
  });

describe('npm start runs one server process that obeys SIGTERM', () => {
  it('finishes the request in flight, then exits and leaves no process behind', {
    timeout: 300_000, // npm start builds the web app in both languages first
  }, async () => {
    const server = await spawnServer({ LOG_LEVEL: 'info' }, ['npm', 'start']);
    await untilListening(server);
    const npmPid = server.child.pid!;
    const below = descendants(npmPid);
    // npm starts the server itself: no sh, npx or tsx process in between.
    expect(below.filter((p) => p.command !== 'esbuild').map((p) => p.command)).toEqual(['node']);

    // A request in flight: headers and half of the body sent.
    const body = JSON.stringify({ email: 'nobody@example.com', password: 'Wrong1234' });
    const inFlight = connect(server.port, '127.0.0.1');
    const answer = answerOf(inFlight);
    inFlight.write(
      `POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`,
    );
    // A request on a second connection is answered only after the server has read the first one's.
    expect((await fetch(`http://127.0.0.1:${server.port}/api/health`)).status).toBe(200);

    server.child.kill('SIGTERM');
    // Once the server is closing it takes no new connection; the one in flight is still served.
    while (
      await fetch(`http://127.0.0.1:${server.port}/api/health`).then(
        () => true,
        () => false,
      )
    ) {}
    inFlight.write(body.slice(10));
    expect(await answer).toMatch(/^HTTP\/1\.1 401 /);

    const exit = await server.exited;
    expect({ exit, output: server.output() }).toMatchObject({ exit: 0 });
    expect(server.output()).toContain('SIGTERM: finishing requests in flight');
    // close-with-grace exits 1 with this line when the 10 s grace runs out.
    expect(server.output()).not.toContain('killed by timeout');
    // tsx's esbuild helper ends when the server's end closes its stdin, a moment later.
    while (below.some((p) => alive(p.pid))) await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(fetch(`http://127.0.0.1:${server.port}/api/health`)).rejects.toThrow();
  });
});
