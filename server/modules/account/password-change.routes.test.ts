import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, signIn } from '../../testing/auth-helpers.ts';
import { makeSession, makeUser } from '../../testing/factories.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testEngines } from '../../testing/test-database.ts';

let accounts = 0;

describe.each(testEngines)('POST /api/user/password (%s)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine, { RATE_LIMIT_MAX: '1000' });
  });
  afterAll(() => t.close());

  const change = (cookie: string | undefined, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/user/password', payload, headers: cookie ? { cookie } : {} });
  const status = async (url: string, cookie: string) =>
    (await t.app.inject({ method: 'GET', url, headers: { cookie } })).statusCode;
  const login = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

  it('refuses a wrong current password and keeps the old one', async () => {
    const email = `wrong-${++accounts}@example.com`;
    const { cookie } = await registerUser(t.app, { email });
    const res = await change(cookie, { currentPassword: 'Guess1234', newPassword: 'NewSecret456' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Current password is incorrect' });
    expect((await login(email, 'Secret123')).statusCode).toBe(200);
    expect((await login(email, 'NewSecret456')).statusCode).toBe(401);
  });

  it('refuses a new password the registration rules refuse', async () => {
    const { cookie } = await registerUser(t.app, { email: `weak-${++accounts}@example.com` });
    const res = await change(cookie, { currentPassword: 'Secret123', newPassword: 'alllowercase1' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'newPassword: Password must contain at least one uppercase letter',
    });
  });

  it('changes it, signs out the other sessions, keeps this one, and mails the holder', async () => {
    const email = `change-${++accounts}@example.com`;
    const { cookie } = await registerUser(t.app, { email });
    const elsewhere = await signIn(t.app, { email, password: 'Secret123' });
    const res = await change(cookie, { currentPassword: 'Secret123', newPassword: 'NewSecret456' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      message: 'Your password has been changed. Other sessions have been signed out.',
    });

    expect(await status('/api/auth/user', elsewhere)).toBe(401);
    expect(await status('/api/auth/user', cookie)).toBe(200);
    expect((await login(email, 'Secret123')).statusCode).toBe(401);
    expect((await login(email, 'NewSecret456')).statusCode).toBe(200);
    await t.deliverMail();
    expect(t.mail.sent.filter((m) => m.to === email).map((m) => m.subject)).toContain(
      'Your Basera password was changed',
    );
  });

  it("keeps this browser's admin session and ends the admin's others", async () => {
    const admin = await makeUser(t.handle.db, { role: 'admin' });
    const traveller = await signIn(t.app, admin);
    const adminHere = await signIn(t.app, admin, 'admin');
    const adminElsewhere = await signIn(t.app, admin, 'admin');
    const res = await change(`${traveller}; ${adminHere}`, {
      currentPassword: admin.password,
      newPassword: 'NewAdmin789',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await status('/api/admin/user', adminHere)).toBe(200);
    expect(await status('/api/admin/user', adminElsewhere)).toBe(401);
    expect(await status('/api/auth/user', traveller)).toBe(200);
  });

  it('tells a Google-only account to use Forgot password', async () => {
    const user = await makeUser(t.handle.db, { passwordHash: null, googleSubject: `google-${++accounts}` });
    const { cookie } = await makeSession(t.handle.db, user.id);
    const res = await change(cookie, { currentPassword: 'Anything1', newPassword: 'NewSecret456' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'This account signs in with Google. Use Forgot password to set a password.',
    });
  });

  it('refuses a visitor with 401', async () => {
    const res = await change(undefined, { currentPassword: 'Secret123', newPassword: 'NewSecret456' });
    expect(res.statusCode).toBe(401);
  });

  it('limits guesses per account', async () => {
    const limited = await startTestApp(engine, { RATE_LIMIT_MAX: '3' });
    try {
      const { cookie } = await registerUser(limited.app, { email: 'guessed@example.com' });
      const guess = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/user/password',
          payload: { currentPassword: 'Guess1234', newPassword: 'NewSecret456' },
          headers: { cookie },
        });
      for (let i = 0; i < 3; i++) expect((await guess()).statusCode).toBe(400);
      const refused = await guess();
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
    } finally {
      await limited.close();
    }
  });
});
