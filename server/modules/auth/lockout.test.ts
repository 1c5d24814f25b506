import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { makeUser } from '../../testing/factories.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testEngines } from '../../testing/test-database.ts';

// Decision 23: brute force is kept out without letting a stranger lock the owner out.
describe.each(testEngines)('sign-in lockout (%s)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    // Three failures per account; the per-client limit (5x) stays out of the way with one address each.
    t = await startTestApp(engine, { RATE_LIMIT_MAX: '3', TRUST_PROXY: 'true' });
  });
  afterAll(() => t.close());

  let clients = 0;
  const fromNewClient = () => ({ 'x-forwarded-for': `10.9.0.${++clients}` });
  const attempt = (url: string, email: string, password: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: { email, password },
      headers: { ...fromNewClient(), ...headers },
    });
  const deviceCookieOf = (res: { cookies: { name: string; value: string }[] }) =>
    `basera_device=${res.cookies.find((c) => c.name === 'basera_device')!.value}`;

  it.each([
    ['/api/auth/login', 'customer'],
    ['/api/admin/login', 'admin'],
  ] as const)("lets the owner's own browser in on %s while strangers are locked out", async (url, role) => {
    const owner = await makeUser(t.handle.db, { role, password: 'Right1234' });
    const first = await attempt(url, owner.email, 'Right1234');
    expect(first.statusCode).toBe(200);
    const ownBrowser = deviceCookieOf(first);

    for (let i = 0; i < 3; i++) expect((await attempt(url, owner.email, 'Guess1234')).statusCode).toBe(401);
    const stranger = await attempt(url, owner.email, 'Right1234');
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json().message).toBe('Too many attempts. Please try again in 15 minutes.');

    const again = await attempt(url, owner.email, 'Right1234', { cookie: ownBrowser });
    expect(again.statusCode).toBe(200);
    expect(again.json().user.email).toBe(owner.email);
  });

  it('checks at most the limit of wrong passwords however many arrive at once', async () => {
    const owner = await makeUser(t.handle.db, { password: 'Right1234' });
    const ownBrowser = deviceCookieOf(await attempt('/api/auth/login', owner.email, 'Right1234'));
    // 50 guesses from 50 addresses at once: each is counted before its slow hash, not after.
    const guesses = Array.from({ length: 50 }, () => attempt('/api/auth/login', owner.email, 'Guess1234'));
    const codes = (await Promise.all(guesses)).map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401).length).toBeLessThanOrEqual(t.config.rateLimitMax);
    expect(codes.filter((c) => c !== 401 && c !== 429)).toEqual([]);
    expect((await attempt('/api/auth/login', owner.email, 'Right1234')).statusCode).toBe(429);
    const again = await attempt('/api/auth/login', owner.email, 'Right1234', { cookie: ownBrowser });
    expect(again.statusCode).toBe(200);
  });

  it("counts a known browser's own wrong passwords against that browser", async () => {
    const owner = await makeUser(t.handle.db, { password: 'Right1234' });
    const ownBrowser = deviceCookieOf(await attempt('/api/auth/login', owner.email, 'Right1234'));
    for (let i = 0; i < 3; i++) {
      expect(
        (await attempt('/api/auth/login', owner.email, 'Guess1234', { cookie: ownBrowser })).statusCode,
      ).toBe(401);
    }
    const locked = await attempt('/api/auth/login', owner.email, 'Right1234', { cookie: ownBrowser });
    expect(locked.statusCode).toBe(429);
    // Its failures were its own: the account is not locked for other clients.
    expect((await attempt('/api/auth/login', owner.email, 'Right1234')).statusCode).toBe(200);
  });

  it("ignores another account's device cookie", async () => {
    const mine = await makeUser(t.handle.db, { password: 'Right1234' });
    const theirs = await makeUser(t.handle.db, { password: 'Right1234' });
    const myBrowser = deviceCookieOf(await attempt('/api/auth/login', mine.email, 'Right1234'));
    for (let i = 0; i < 3; i++) await attempt('/api/auth/login', theirs.email, 'Guess1234');
    const res = await attempt('/api/auth/login', theirs.email, 'Right1234', { cookie: myBrowser });
    expect(res.statusCode).toBe(429);
  });

  it('lifts the account lock once the password is reset', async () => {
    const owner = await makeUser(t.handle.db, { password: 'Right1234' });
    for (let i = 0; i < 3; i++) await attempt('/api/auth/login', owner.email, 'Guess1234');
    expect((await attempt('/api/auth/login', owner.email, 'Right1234')).statusCode).toBe(429);
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: owner.email } });
    await t.deliverMail();
    const token = t.mail.sent
      .filter((m) => m.to === owner.email)
      .at(-1)!
      .text.match(/token=([\w-]+)/)![1];
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'Fresh1234' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await attempt('/api/auth/login', owner.email, 'Fresh1234')).statusCode).toBe(200);
  });

  it('counts across instances: two apps on one database share one limit', async () => {
    const second = await buildApp({ config: t.config, db: t.handle.db, logger: false });
    await second.ready();
    try {
      const owner = await makeUser(t.handle.db, { password: 'Right1234' });
      const on = (app: typeof second) => (password: string) =>
        app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: owner.email, password },
          headers: fromNewClient(),
        });
      expect((await on(t.app)('Guess1234')).statusCode).toBe(401);
      expect((await on(second)('Guess1234')).statusCode).toBe(401);
      expect((await on(t.app)('Guess1234')).statusCode).toBe(401);
      expect((await on(second)('Right1234')).statusCode).toBe(429);
      expect((await on(t.app)('Right1234')).statusCode).toBe(429);
    } finally {
      await second.close();
    }
  });
});
