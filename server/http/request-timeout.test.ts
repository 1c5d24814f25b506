import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

describe('slow request bodies', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    // One second here instead of the default 30 s, so the test does not wait half a minute.
    t = await startTestApp('pglite', { REQUEST_TIMEOUT_MS: '1000' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
  });
  afterAll(() => t.close());

  it('a body trickled at one byte per 9 s is cut off with 408, not held open', async () => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk;
    });
    socket.write(
      'POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        'Content-Length: 64\r\n\r\n{',
    );
    const trickle = setInterval(() => socket.write(' '), 9_000);
    await new Promise((resolve) => socket.on('close', resolve));
    clearInterval(trickle);

    expect(answer).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(answer).toContain('{"message":"The request took too long to arrive"}');
  });
});
