import { afterEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';

// Limits are per process and identical on both engines: PGlite suffices.
describe('sign-in rate limits', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  const login = (email: string, headers: Record<string, string> = {}) =>
    t!.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'Wrong1234' },
      headers,
    });

  it('limits attempts per email address, whatever the client', async () => {
    t = await startTestApp('pglite', { RATE_LIMIT_MAX: '3', TRUST_PROXY: 'true' });
    for (let i = 0; i < 3; i++) {
      expect((await login('target@example.com', { 'x-forwarded-for': `10.0.0.${i}` })).statusCode).toBe(401);
    }
    const blocked = await login('target@example.com', { 'x-forwarded-for': '10.0.0.99' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/^Too many attempts\. Please try again in/);
    expect((await login('other@example.com', { 'x-forwarded-for': '10.0.0.99' })).statusCode).toBe(401);
  });

  it('limits attempts per client (five times the per-email limit)', async () => {
    t = await startTestApp('pglite', { RATE_LIMIT_MAX: '2' });
    for (let i = 0; i < 10; i++) expect((await login(`u${i}@example.com`)).statusCode).toBe(401);
    expect((await login('u99@example.com')).statusCode).toBe(429);
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY is set', async () => {
    t = await startTestApp('pglite', { RATE_LIMIT_MAX: '1' });
    for (let i = 0; i < 5; i++) {
      await login(`s${i}@example.com`, { 'x-forwarded-for': `10.1.0.${i}` });
    }
    // Spoofed addresses did not buy fresh budgets: the one real client is out of attempts.
    expect((await login('s9@example.com', { 'x-forwarded-for': '10.1.0.200' })).statusCode).toBe(429);
  });

  it('honours X-Forwarded-For when TRUST_PROXY is set', async () => {
    t = await startTestApp('pglite', { RATE_LIMIT_MAX: '1', TRUST_PROXY: 'true' });
    for (let i = 0; i < 5; i++) await login(`p${i}@example.com`, { 'x-forwarded-for': '10.2.0.1' });
    expect((await login('p9@example.com', { 'x-forwarded-for': '10.2.0.1' })).statusCode).toBe(429);
    expect((await login('p10@example.com', { 'x-forwarded-for': '10.2.0.2' })).statusCode).toBe(401);
  });

  it('limits registration per email address', async () => {
    t = await startTestApp('pglite', { RATE_LIMIT_MAX: '2' });
    const register = (firstName: string) =>
      t!.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { firstName, lastName: 'Rao', email: 'r@example.com', password: 'Secret123' },
      });
    expect((await register('One')).statusCode).toBe(201);
    expect((await register('Two')).statusCode).toBe(409); // the address is taken: still an attempt
    const blocked = await register('Three');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/^Too many attempts\. Please try again in 15 minutes\.$/);
  });

  it('limits forgot-password per email address', async () => {
    t = await startTestApp('pglite', { RATE_LIMIT_MAX: '1' });
    const forgot = (email: string) =>
      t!.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
    expect((await forgot('f@example.com')).statusCode).toBe(200);
    expect((await forgot('f@example.com')).statusCode).toBe(429);
    expect((await forgot('g@example.com')).statusCode).toBe(200);
  });
});
