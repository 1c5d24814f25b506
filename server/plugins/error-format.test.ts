import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

describe('error answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite');
  });
  afterAll(() => t.close());

  it('answers an unknown /api path with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'No such endpoint: GET /api/no-such-thing' });
  });

  it('answers malformed JSON with a 400 and a clear message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Malformed JSON body' });
  });

  it('refuses a state-changing request from another origin', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: 'https://evil.example', host: 'localhost:5000' },
      payload: { email: 'a@b.in', password: 'x' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Cross-site request refused' });
  });

  it('answers a URL that cannot be decoded with a JSON 400 of the same shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: "'/api/%E0%A4%A' is not a valid url component" });
  });

  it('answers requests Node cannot parse with a JSON {message} as well', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const send = (text: string) =>
      new Promise<string>((resolve, reject) => {
        let answer = '';
        const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
        socket.on('data', (chunk) => {
          answer += chunk.toString('latin1');
        });
        socket.on('close', () => resolve(answer));
        socket.on('error', reject);
      });
    const broken = await send('NOT HTTP AT ALL\r\n\r\n');
    expect(broken).toMatch(/^HTTP\/1\.1 400 /);
    expect(broken.split('\r\n\r\n')[1]).toBe('{"message":"Malformed HTTP request"}');
    const huge = await send(`GET /api/auth/user HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(huge).toMatch(/^HTTP\/1\.1 431 /);
    expect(huge.split('\r\n\r\n')[1]).toBe('{"message":"Request headers are too large"}');
  });

  it('refuses a state-changing request from an opaque (null) origin', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: 'null' },
      payload: { email: 'a@b.in', password: 'x' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('describes itself as OpenAPI', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().openapi).toMatch(/^3\./);
  });
});
