import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSession, makeUser } from '../../testing/factories.ts';
import { cookieHeader, startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testEngines } from '../../testing/test-database.ts';

const APP_URL = 'http://localhost:5000';

describe.each(testEngines)('Continue with Google against a local OpenID provider (%s)', (engine) => {
  let provider: OAuth2Server;
  let t: TestApp;
  let claims: Record<string, unknown> = {};

  beforeAll(async () => {
    provider = new OAuth2Server();
    await provider.issuer.keys.generate('RS256');
    await provider.start(0, 'localhost');
    provider.service.on('beforeTokenSigning', (token) => Object.assign(token.payload, claims));
    t = await startTestApp(engine, {
      GOOGLE_CLIENT_ID: 'basera-test',
      GOOGLE_CLIENT_SECRET: 'secret',
      GOOGLE_ISSUER_URL: provider.issuer.url!,
      PUBLIC_URL: APP_URL,
    });
    await makeUser(t.handle.db, {
      role: 'owner',
      email: 'existing@example.com',
      password: 'Owner1234',
      emailVerifiedAt: new Date(),
    });
  });
  afterAll(async () => {
    await t.close();
    await provider.stop();
  });

  /** Runs the browser's part: our redirect, the provider's redirect back, our callback. */
  async function signInWithGoogle(startUrl = '/api/auth/google') {
    const start = await t.app.inject({ method: 'GET', url: startUrl });
    expect(start.statusCode).toBe(302);
    const authorizeUrl = new URL(start.headers.location as string);
    expect(authorizeUrl.origin).toBe(new URL(provider.issuer.url!).origin);
    expect(authorizeUrl.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorizeUrl.searchParams.get('redirect_uri')).toBe(`${APP_URL}/api/auth/google/callback`);

    const atProvider = await fetch(authorizeUrl, { redirect: 'manual' });
    const back = new URL(atProvider.headers.get('location')!);
    const callback = await t.app.inject({
      method: 'GET',
      url: `${back.pathname}${back.search}`,
      headers: { cookie: cookieHeader(start) },
    });
    return callback;
  }

  it('tells the web app that Google sign-in is available', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(res.json()).toEqual({ google: true });
  });

  it('creates a customer account for a new Google user and signs them in', async () => {
    claims = {
      sub: 'google-123',
      email: 'New.User@Gmail.com',
      email_verified: true,
      given_name: 'Priya',
      family_name: 'Nair',
    };
    const callback = await signInWithGoogle();
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe('/');
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: cookieHeader(callback) },
    });
    expect(me.json()).toMatchObject({
      email: 'new.user@gmail.com',
      firstName: 'Priya',
      lastName: 'Nair',
      role: 'customer',
      emailVerified: true, // Google attests the address
    });
  });

  it('returns to the page the visitor came from (?next=), never off the site', async () => {
    claims = { sub: 'google-next', email: 'next@gmail.com', email_verified: true };
    const back = await signInWithGoogle('/api/auth/google?next=%2Ftrips%3Ftab%3Dupcoming');
    expect(back.headers.location).toBe('/trips?tab=upcoming');
    for (const next of ['https://evil.example/', '//evil.example', '/\\evil.example', '/auth']) {
      const res = await signInWithGoogle(`/api/auth/google?next=${encodeURIComponent(next)}`);
      expect(res.headers.location, next).toBe('/');
    }
  });

  it('links a verified Google email to the existing account', async () => {
    claims = { sub: 'google-456', email: 'existing@example.com', email_verified: true };
    const callback = await signInWithGoogle();
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: cookieHeader(callback) },
    });
    expect(me.json()).toMatchObject({ email: 'existing@example.com', role: 'owner', emailVerified: true });
  });

  it('keeps the password of a verified account it links', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'existing@example.com', password: 'Owner1234' },
    });
    expect(login.statusCode).toBe(200);
  });

  it("ends a squatter's hold on an unverified password account of the same address", async () => {
    // Someone registered the address first, never verified it, and keeps a session open.
    const squatter = await makeUser(t.handle.db, { email: 'squatted@example.com', password: 'Squat1234' });
    const { cookie: squatterCookie } = await makeSession(t.handle.db, squatter.id);

    claims = { sub: 'google-squatted', email: 'squatted@example.com', email_verified: true };
    const callback = await signInWithGoogle();
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: cookieHeader(callback) },
    });
    expect(me.json()).toMatchObject({ email: 'squatted@example.com', emailVerified: true });

    const squatterNow = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: squatterCookie },
    });
    expect(squatterNow.statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'squatted@example.com', password: 'Squat1234' },
    });
    expect(login.statusCode).toBe(401);
  });

  it('refuses an unverified email and sends the browser back to /auth with a reason', async () => {
    claims = { sub: 'google-789', email: 'unverified@example.com', email_verified: false };
    const callback = await signInWithGoogle();
    expect(callback.headers.location).toBe('/auth?error=google_failed');
    expect(callback.cookies.some((c) => c.name === 'basera_session' && c.value)).toBe(false);
  });

  it('signs in no suspended or banned account, and tells the sign-in page why', async () => {
    const until = new Date('2099-03-12T06:00:00Z');
    await makeUser(t.handle.db, {
      email: 'paused@example.com',
      googleSubject: 'google-paused',
      suspendedUntil: until,
    });
    await makeUser(t.handle.db, {
      email: 'gone@example.com',
      googleSubject: 'google-gone',
      bannedAt: new Date(),
    });
    claims = { sub: 'google-paused', email: 'paused@example.com', email_verified: true };
    const paused = await signInWithGoogle();
    expect(paused.headers.location).toBe(
      `/auth?error=account_suspended&until=${encodeURIComponent(until.toISOString())}`,
    );
    expect(paused.cookies.some((c) => c.name === 'basera_session' && c.value)).toBe(false);
    claims = { sub: 'google-gone', email: 'gone@example.com', email_verified: true };
    const gone = await signInWithGoogle();
    expect(gone.headers.location).toBe('/auth?error=account_banned');
    expect(gone.cookies.some((c) => c.name === 'basera_session' && c.value)).toBe(false);
  });

  it('refuses a callback without the pending login cookie (forged or replayed)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/google/callback?code=abc&state=xyz' });
    expect(res.headers.location).toBe('/auth?error=google_failed');
  });
});

describe('Google sign-in when not configured', () => {
  // One app for the block: each case only reads, and a fresh database per case cost seconds apiece.
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite');
  });
  afterAll(() => t.close());

  it('says so to the web app and redirects the browser back with a reason', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/providers' })).json()).toEqual({
      google: false,
    });
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/google' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/auth?error=google_not_configured');
  });

  it.each([
    '/api/auth/google',
    '/api/auth/google?redirect=https://evil.example',
    '/api/auth/google/callback',
    '/api/auth/google/callback?code=%00&state=%E0%A4%A',
    `/api/auth/google/callback?code=${'x'.repeat(10_000)}`,
    '/api/auth/google/callback?error=access_denied',
  ])('redirects %s back to our sign-in page (or refuses it), never a 5xx', async (url) => {
    for (const cookie of [undefined, 'basera_google=not-json', 'basera_google=%7B%22state%22%3A1%7D']) {
      const res = await t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
      // Input no provider sends (a NUL byte) is refused before the flow starts, as anywhere else.
      if (url.includes('%00')) {
        expect(res.statusCode).toBe(400);
        expect(Object.keys(res.json())).toEqual(['message']);
        continue;
      }
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toMatch(/^\/auth\?error=google_/);
    }
  });
});
