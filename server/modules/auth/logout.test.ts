import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../testing/auth-helpers.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testEngines } from '../../testing/test-database.ts';

// Issue 22: a cross-site page must not sign a user out; the spec's GET stays for our own pages.
describe.each(testEngines)('logout (%s)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine, { RATE_LIMIT_MAX: '1000' });
  });
  afterAll(() => t.close());

  let accounts = 0;
  const signedIn = async () => (await registerUser(t.app, { email: `out-${++accounts}@example.com` })).cookie;
  const logout = (method: 'GET' | 'POST', cookie: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method, url: '/api/auth/logout', headers: { cookie, ...headers } });
  const stillIn = async (cookie: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } })).statusCode === 200;

  it.each(['GET', 'POST'] as const)('refuses a cross-site %s and keeps the session', async (method) => {
    const cookie = await signedIn();
    const res = await logout(method, cookie, { 'sec-fetch-site': 'cross-site' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Cross-site request refused' });
    expect(await stillIn(cookie)).toBe(true);
  });

  it.each([
    ['GET', { 'sec-fetch-site': 'same-origin' }],
    ['GET', {}],
    ['POST', { 'sec-fetch-site': 'same-origin' }],
  ] as const)('signs out on a same-origin %s (%o)', async (method, headers) => {
    const cookie = await signedIn();
    const res = await logout(method, cookie, headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'You have been logged out successfully.' });
    expect(await stillIn(cookie)).toBe(false);
  });
});
