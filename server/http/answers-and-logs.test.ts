import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openPglite } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { memoryMailer } from '../integrations/mail/mailer.ts';
import { registerUser } from '../testing/auth-helpers.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

describe('answers: request ids, caching, bodies', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite', { RATE_LIMIT_MAX: '1000' });
  });
  afterAll(() => t.close());

  it("sends back the caller's X-Request-Id, or a fresh one", async () => {
    const given = await t.app.inject({
      method: 'GET',
      url: '/api/destinations',
      headers: { 'x-request-id': 'lb-42.a' },
    });
    expect(given.headers['x-request-id']).toBe('lb-42.a');
    const fresh = await t.app.inject({ method: 'GET', url: '/api/destinations' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    // An id that could forge a log line is replaced, not echoed.
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/destinations',
      headers: { 'x-request-id': 'x" injected=1' },
    });
    expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('tells browsers and proxies never to store API answers that may carry user data', async () => {
    const { cookie } = await registerUser(t.app, { email: 'nostore@example.com' });
    for (const url of ['/api/auth/user', '/api/destinations', '/api/properties', '/api/no-such-thing']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie } });
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nostore@example.com', password: 'Secret123' },
    });
    expect(login.headers['cache-control']).toBe('no-store');
    // Images keep their own long caching.
    const placeholder = await t.app.inject({ method: 'GET', url: '/api/placeholder/10/10' });
    expect(placeholder.headers['cache-control']).toContain('max-age=31536000');
  });

  it('refuses a body that is not valid UTF-8 with a 400, and stores nothing', async () => {
    const before = await t.handle.db.$count(users);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: Buffer.concat([
        Buffer.from('{"firstName":"A'),
        Buffer.from([0xff, 0xfe]),
        Buffer.from('","lastName":"B","email":"utf@example.com","password":"Secret123"}'),
      ]),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'The body is not valid UTF-8' });
    expect(await t.handle.db.$count(users)).toBe(before);
  });
});

describe('the log', () => {
  it('records paths without query strings or tokens, and the request id', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const handle = await openPglite();
    await handle.migrate();
    const config = loadConfig({ LOG_LEVEL: 'info', RATE_LIMIT_MAX: '1000' });
    const app = await buildApp({ config, db: handle.db, mailer: memoryMailer(), logStream: stream });
    await app.ready();
    try {
      await app.inject({
        method: 'GET',
        url: '/auth?token=secret-reset-token-123',
        headers: { 'x-request-id': 'trace-1' },
      });
      await app.inject({ method: 'GET', url: '/api/destinations?q=private-words' });
      const log = lines.join('');
      expect(log).toContain('"path":"/auth"');
      expect(log).toContain('"reqId":"trace-1"');
      expect(log).not.toContain('secret-reset-token-123');
      expect(log).not.toContain('private-words');
      expect(log).not.toMatch(/cookie|authorization/i);
    } finally {
      await app.close();
      await handle.close();
    }
  });
});
