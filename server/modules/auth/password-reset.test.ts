import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResetTokens } from '../../db/schema.ts';
import { registerUser } from '../../testing/auth-helpers.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testEngines } from '../../testing/test-database.ts';

describe.each(testEngines)('password reset (%s)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine, { RATE_LIMIT_MAX: '1000', PUBLIC_URL: 'https://basera.example' });
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
  const forgot = async (email: string) => {
    const res = await post('/api/auth/forgot-password', { email });
    await t.deliverMail();
    return res;
  };
  const tokenFromLastMail = () => t.mail.sent.at(-1)!.text.match(/token=([\w-]+)/)![1]!;

  it('answers the same whether or not the address exists, and mails only real accounts', async () => {
    await registerUser(t.app, { email: 'reset@example.com' });
    const known = await forgot('reset@example.com');
    const unknown = await forgot('nobody@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json()).toEqual({
      message: 'If an account with this email exists, a reset link has been sent.',
    });
    expect(t.mail.sent.map((m) => m.to)).toEqual(['reset@example.com']);
    expect(t.mail.sent[0]!.text).toContain('https://basera.example/auth?token=');
  });

  it('stores only a hash of the token', async () => {
    const token = tokenFromLastMail();
    const rows = await t.handle.db.select().from(passwordResetTokens);
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
    expect(rows.every((r) => r.tokenHash.length === 64)).toBe(true);
  });

  it('sets the new password once, signs out other sessions, and refuses reuse', async () => {
    const { cookie } = await registerUser(t.app, { email: 'once@example.com' });
    await forgot('once@example.com');
    const token = tokenFromLastMail();
    const weak = await post('/api/auth/reset-password', { token, password: 'weak' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toEqual({ message: 'password: Password must be at least 8 characters' });

    const ok = await post('/api/auth/reset-password', { token, password: 'NewSecret9' });
    expect(ok.statusCode).toBe(200);
    const old = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect(old.statusCode).toBe(401);
    const login = await post('/api/auth/login', { email: 'once@example.com', password: 'NewSecret9' });
    expect(login.statusCode).toBe(200);

    const again = await post('/api/auth/reset-password', { token, password: 'Another99' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      message: 'This reset link is invalid or has expired. Please request a new one.',
    });
  });

  it('refuses a token older than one hour', async () => {
    await registerUser(t.app, { email: 'late@example.com' });
    await forgot('late@example.com');
    const token = tokenFromLastMail();
    await t.handle.db.execute(
      sql`update password_reset_tokens set expires_at = now() - interval '1 second' where used_at is null`,
    );
    const res = await post('/api/auth/reset-password', { token, password: 'NewSecret9' });
    expect(res.statusCode).toBe(400);
  });

  it('voids an older link when a new one is requested', async () => {
    await registerUser(t.app, { email: 'twice@example.com' });
    await forgot('twice@example.com');
    const first = tokenFromLastMail();
    await forgot('twice@example.com');
    expect(
      (await post('/api/auth/reset-password', { token: first, password: 'NewSecret9' })).statusCode,
    ).toBe(400);
    const second = tokenFromLastMail();
    expect(
      (await post('/api/auth/reset-password', { token: second, password: 'NewSecret9' })).statusCode,
    ).toBe(200);
  });
});
