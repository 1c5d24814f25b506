import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSweeps } from '../../jobs/sweeps.ts';
import {
  expireVerificationTokensOf,
  userRow,
  verificationTokensOf,
} from '../../testing/account-state.repository.ts';
import { registerUser, validRegistration } from '../../testing/auth-helpers.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testEngines } from '../../testing/test-database.ts';
import { hashToken } from './sessions.service.ts';

const INVALID = { message: 'This verification link is invalid or has expired.' };
let accounts = 0;

describe.each(testEngines)('email verification (%s)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine, { RATE_LIMIT_MAX: '1000', PUBLIC_URL: 'https://basera.example' });
  });
  afterAll(() => t.close());

  const verify = (token: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });
  const sendLink = (cookie?: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/verify-email/send', headers: cookie ? { cookie } : {} });
  const verified = async (cookie: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } })).json().emailVerified;
  const linksTo = async (email: string) => {
    await t.deliverMail();
    return t.mail.sent
      .filter((m) => m.to === email && m.subject === 'Confirm your email address for Basera')
      .map((m) => m.text.match(/https:\/\/basera\.example\/verify-email\?token=([\w-]+)/)![1]!);
  };
  const register = async () => {
    const email = `verify-${++accounts}@example.com`;
    return { email, ...(await registerUser(t.app, { email })) };
  };

  it('mails a link on registration that verifies the address once', async () => {
    const { email, cookie, user } = await register();
    expect(user.emailVerified).toBe(false);
    const [token] = await linksTo(email);
    expect(token).toMatch(/^[\w-]{43}$/);

    const res = await verify(token!);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Your email has been verified.' });
    expect(await verified(cookie)).toBe(true);

    const again = await verify(token!);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(INVALID);
  });

  it('links a reader of Hindi to the Hindi verification page', async () => {
    const email = `verify-${++accounts}@example.com`;
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'accept-language': 'hi' },
      payload: { ...validRegistration, email },
    });
    expect(signUp.statusCode, signUp.body).toBe(201);
    await t.deliverMail();
    const [mail] = t.mail.sent.filter((m) => m.to === email);
    expect(mail?.subject).toBe('Basera के लिए अपने ईमेल पते की पुष्टि करें');
    const token = mail?.text.match(/\nhttps:\/\/basera\.example\/hi\/verify-email\?token=([\w-]+)\n/)?.[1];
    expect(token).toMatch(/^[\w-]{43}$/);
    expect((await verify(token!)).statusCode).toBe(200);
  });

  it('stores only a hash of the token, with the address it was sent to', async () => {
    const { email, user } = await register();
    const [token] = await linksTo(email);
    const rows = await verificationTokensOf(t.handle.db, user.id);
    expect(rows).toMatchObject([{ email, tokenHash: hashToken(token!), usedAt: null }]);
    const lifetime = rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime();
    expect(Math.abs(lifetime - 24 * 3_600_000)).toBeLessThan(60_000);
  });

  it('refuses a link past its 24 hours', async () => {
    const { email, cookie, user } = await register();
    const [token] = await linksTo(email);
    await expireVerificationTokensOf(t.handle.db, user.id);
    const res = await verify(token!);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(INVALID);
    expect(await verified(cookie)).toBe(false);
  });

  it('sends a new link on request, voiding the older one; none once verified', async () => {
    const { email, cookie } = await register();
    const res = await sendLink(cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: `We've sent a verification link to ${email}.` });
    const [first, second] = await linksTo(email);
    expect((await verify(first!)).json()).toEqual(INVALID);
    expect((await verify(second!)).statusCode).toBe(200);

    const done = await sendLink(cookie);
    expect(done.json()).toEqual({ message: 'Your email is already verified.' });
    expect(await linksTo(email)).toHaveLength(2);
  });

  it('refuses the link of an address the account no longer has', async () => {
    const { email, cookie, user } = await register();
    const [oldLink] = await linksTo(email);
    const moved = await t.app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      headers: { cookie },
      payload: {
        ...{ firstName: 'Asha', lastName: 'Verma', email: `moved.${email}`, phone: '9876543210' },
        currentPassword: 'Secret123',
      },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await t.deliverMail();
    const change = t.mail.sent.find((m) => m.to === `moved.${email}`)!;
    // The change takes effect when the new address opens its link (decision 71) ...
    expect((await verify(change.text.match(/token=([\w-]+)/)![1]!)).statusCode).toBe(200);
    expect(await verified(cookie)).toBe(true);
    // ... and every other link of the account, the old address's included, stops working.
    expect((await verify(oldLink!)).json()).toEqual(INVALID);
    expect((await userRow(t.handle.db, user.id)).email).toBe(`moved.${email}`);
  });

  it('refuses a visitor asking for a link with 401', async () => {
    expect((await sendLink()).statusCode).toBe(401);
  });

  it('sweeps used and lapsed links, keeps live ones', async () => {
    const used = await register();
    await verify((await linksTo(used.email))[0]!);
    const lapsed = await register();
    await expireVerificationTokensOf(t.handle.db, lapsed.user.id);
    const live = await register();
    await runSweeps(t.app.deps);
    expect(await verificationTokensOf(t.handle.db, used.user.id)).toEqual([]);
    expect(await verificationTokensOf(t.handle.db, lapsed.user.id)).toEqual([]);
    expect(await verificationTokensOf(t.handle.db, live.user.id)).toHaveLength(1);
  });
});
