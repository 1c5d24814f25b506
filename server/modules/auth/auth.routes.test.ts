import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, validRegistration } from '../../testing/auth-helpers.ts';
import { makeSession, makeUser } from '../../testing/factories.ts';
import { cookieHeader, startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testEngines } from '../../testing/test-database.ts';

describe.each(testEngines)('traveller sign-in (%s)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine, { RATE_LIMIT_MAX: '1000' });
  });
  afterAll(() => t.close());

  const post = (url: string, payload: unknown, cookie?: string) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers: cookie ? { cookie } : {} });
  const getUser = (cookie?: string) =>
    t.app.inject({ method: 'GET', url: '/api/auth/user', headers: cookie ? { cookie } : {} });

  it('registers, answers the user and signs them in with a safe cookie', async () => {
    const res = await post('/api/auth/register', { ...validRegistration, email: 'Reg@Example.com' });
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({ email: 'reg@example.com', firstName: 'Asha', role: 'customer' });
    expect(res.json().user).not.toHaveProperty('passwordHash');
    const cookie = res.cookies.find((c) => c.name === 'basera_session')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.secure).toBeFalsy();
    const me = await getUser(cookieHeader(res));
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe('reg@example.com');
  });

  it('answers who is signed in on /api/auth/session: the user, or null without an error status', async () => {
    const signedOut = await t.app.inject({ method: 'GET', url: '/api/auth/session' });
    expect(signedOut.statusCode).toBe(200);
    expect(signedOut.json()).toEqual({ user: null });
    const res = await post('/api/auth/register', { ...validRegistration, email: 'session@example.com' });
    const signedIn = await t.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { cookie: cookieHeader(res) },
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user).toMatchObject({ email: 'session@example.com', firstName: 'Asha' });
    expect(signedIn.json().user).not.toHaveProperty('passwordHash');
  });

  it.each([
    [{ firstName: '' }, 'firstName: First name is required'],
    [{ lastName: '' }, 'lastName: Last name is required'],
    [{ email: 'nope' }, 'email: Invalid email address'],
    [{ password: 'short1A' }, 'password: Password must be at least 8 characters'],
    [{ password: 'UPPERCASE1' }, 'password: Password must contain at least one lowercase letter'],
    [{ password: 'lowercase1' }, 'password: Password must contain at least one uppercase letter'],
    [{ password: 'NoNumbersHere' }, 'password: Password must contain at least one number'],
    [{ email: 42 }, 'email: Invalid email address'],
  ])('refuses registration %o with a clear 400', async (change, message) => {
    const res = await post('/api/auth/register', { ...validRegistration, email: 'x@example.com', ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
  });

  it('refuses a second account for the same email (any case)', async () => {
    await registerUser(t.app, { email: 'dup@example.com' });
    const res = await post('/api/auth/register', { ...validRegistration, email: 'DUP@example.com' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'An account with this email already exists' });
  });

  it('logs in with the right password only', async () => {
    await registerUser(t.app, { email: 'login@example.com' });
    const wrong = await post('/api/auth/login', { email: 'login@example.com', password: 'Wrong1234' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'Invalid email or password' });
    const unknown = await post('/api/auth/login', { email: 'ghost@example.com', password: 'Secret123' });
    expect(unknown.json()).toEqual({ message: 'Invalid email or password' });
    const missing = await post('/api/auth/login', { email: 'login@example.com', password: '' });
    expect(missing.json()).toEqual({ message: 'password: Password is required' });
    const ok = await post('/api/auth/login', { email: 'LOGIN@example.com', password: 'Secret123' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.email).toBe('login@example.com');
  });

  it('answers 401 for the user when signed out or with a forged cookie', async () => {
    expect((await getUser()).statusCode).toBe(401);
    const forged = await getUser('basera_session=not-a-real-token');
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toEqual({ message: 'Unauthorized' });
  });

  it('logs out: the session no longer works', async () => {
    const { cookie } = await registerUser(t.app, { email: 'bye@example.com' });
    const out = await t.app.inject({ method: 'GET', url: '/api/auth/logout', headers: { cookie } });
    expect(out.statusCode).toBe(200);
    expect(out.cookies.find((c) => c.name === 'basera_session')?.value).toBe('');
    expect((await getUser(cookie)).statusCode).toBe(401);
  });

  it('ends a session after inactivity and after its absolute lifetime', async () => {
    const { id: userId } = await makeUser(t.handle.db);
    const idle = await makeSession(t.handle.db, userId, {
      lastSeenAt: new Date(Date.now() - 8 * 86_400_000),
    });
    const old = await makeSession(t.handle.db, userId, { expiresAt: new Date(Date.now() - 1000) });
    const live = await makeSession(t.handle.db, userId);
    expect((await getUser(idle.cookie)).statusCode).toBe(401);
    expect((await getUser(old.cookie)).statusCode).toBe(401);
    expect((await getUser(live.cookie)).statusCode).toBe(200);
  });

  it('marks the cookies Secure and __Host-/__Secure- prefixed over HTTPS behind a trusted proxy', async () => {
    const https = await startTestApp(engine, { TRUST_PROXY: 'true' });
    try {
      const res = await https.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: { 'x-forwarded-proto': 'https' },
        payload: validRegistration,
      });
      // Over HTTPS the session cookie carries the __Host- prefix (Secure, this host, path /).
      const session = res.cookies.find((c) => c.name === '__Host-basera_session');
      expect(session).toMatchObject({ secure: true, path: '/', httpOnly: true });
      expect(res.cookies.find((c) => c.name === 'basera_session')).toBeUndefined();
      expect(res.cookies.find((c) => c.name === '__Secure-basera_device')?.secure).toBe(true);
      const me = await https.app.inject({
        method: 'GET',
        url: '/api/auth/user',
        headers: { 'x-forwarded-proto': 'https', cookie: `__Host-basera_session=${session!.value}` },
      });
      expect(me.statusCode).toBe(200);
      // Over HTTPS a bare-named cookie (planted by a sibling site or a plain-HTTP page) is not read.
      const planted = await https.app.inject({
        method: 'GET',
        url: '/api/auth/user',
        headers: { 'x-forwarded-proto': 'https', cookie: `basera_session=${session!.value}` },
      });
      expect(planted.statusCode).toBe(401);
    } finally {
      await https.close();
    }
  });
});
