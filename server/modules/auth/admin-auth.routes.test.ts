import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema.ts';
import { registerUser } from '../../testing/auth-helpers.ts';
import { makeUser } from '../../testing/factories.ts';
import { cookieHeader, startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testEngines } from '../../testing/test-database.ts';

describe.each(testEngines)('admin sign-in (%s)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine, { RATE_LIMIT_MAX: '1000' });
    await makeUser(t.handle.db, { role: 'admin', email: 'admin@example.com', password: 'Admin1234' });
    await makeUser(t.handle.db, { role: 'owner', email: 'owner@example.com', password: 'Owner1234' });
  });
  afterAll(() => t.close());

  const adminLogin = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { email, password } });
  const adminUser = (cookie?: string) =>
    t.app.inject({ method: 'GET', url: '/api/admin/user', headers: cookie ? { cookie } : {} });

  it('validates with the admin rules (admin-and-host §5)', async () => {
    const res = await adminLogin('not-an-email', 'Admin1234');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'email: Please enter a valid email address' });
    const short = await adminLogin('admin@example.com', '12345');
    expect(short.json()).toEqual({ message: 'password: Password must be at least 6 characters' });
  });

  it('signs an admin in with a separate admin session', async () => {
    const res = await adminLogin('admin@example.com', 'Admin1234');
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ email: 'admin@example.com', role: 'admin' });
    const cookie = cookieHeader(res);
    expect(cookie).toContain('basera_admin=');
    const me = await adminUser(cookie);
    expect(me.statusCode).toBe(200);
    expect(me.json().role).toBe('admin');
    // The admin session is not a traveller session.
    const asTraveller = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect(asTraveller.statusCode).toBe(401);
  });

  it('refuses non-admins with the same answer as a wrong password', async () => {
    const owner = await adminLogin('owner@example.com', 'Owner1234');
    expect(owner.statusCode).toBe(401);
    expect(owner.json()).toEqual({ message: 'Invalid email or password' });
    expect((await adminLogin('admin@example.com', 'Wrong1234')).json()).toEqual(owner.json());
  });

  it('a traveller session is no admin identity', async () => {
    const { cookie } = await registerUser(t.app, { email: 'trav@example.com' });
    expect((await adminUser(cookie)).statusCode).toBe(401);
    expect((await adminUser()).statusCode).toBe(401);
  });

  it('logs the admin out: the cookie is cleared and the session is gone from the database', async () => {
    const cookie = cookieHeader(await adminLogin('admin@example.com', 'Admin1234'));
    const sessionsBefore = await t.handle.db.$count(sessions);
    const out = await t.app.inject({ method: 'POST', url: '/api/admin/logout', headers: { cookie } });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ message: 'You have been logged out successfully.' });
    const cleared = out.cookies.find((c) => c.name === 'basera_admin');
    expect(cleared?.value).toBe('');
    expect(cleared?.expires?.getTime()).toBeLessThanOrEqual(Date.now());
    expect(await t.handle.db.$count(sessions)).toBe(sessionsBefore - 1);
    // The old cookie, replayed, opens nothing.
    expect((await adminUser(cookie)).statusCode).toBe(401);
    const again = await t.app.inject({ method: 'POST', url: '/api/admin/logout', headers: { cookie } });
    expect(again.statusCode).toBe(401);
  });
});
