import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userRow } from '../../testing/account-state.repository.ts';
import { signIn } from '../../testing/auth-helpers.ts';
import { makeSession, makeUser } from '../../testing/factories.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testEngines } from '../../testing/test-database.ts';

// Issue 22: an email change proves the password, is rate-limited, answers the same whether or not
// the address is taken, and takes effect only once the new address opens its link.
describe.each(testEngines)('PUT /api/user/profile: changing the email (%s)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine, { RATE_LIMIT_MAX: '3', TRUST_PROXY: 'true' });
  });
  afterAll(() => t.close());

  let clients = 0;
  const customer = async (firstName = 'Asha') => {
    const user = await makeUser(t.handle.db, { firstName, lastName: 'Verma', emailVerifiedAt: new Date() });
    const { cookie } = await makeSession(t.handle.db, user.id);
    const personal = { firstName, lastName: 'Verma', email: user.email, phone: '98765 43210' };
    return { id: user.id, email: user.email, cookie, personal };
  };
  type Customer = Awaited<ReturnType<typeof customer>>;
  const save = (c: Customer, changes: object, client = `10.7.0.${++clients}`) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      payload: { ...c.personal, ...changes },
      headers: { cookie: c.cookie, 'x-forwarded-for': client },
    });
  const mailTo = async (to: string) => {
    await t.deliverMail();
    return t.mail.sent.filter((m) => m.to === to);
  };
  const confirm = (token: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { token },
      headers: { 'x-forwarded-for': `10.7.1.${++clients}` },
    });

  it('needs the current password, and changes nothing without it', async () => {
    const c = await customer();
    const before = await userRow(t.handle.db, c.id);
    const missing = await save(c, { email: `new-${c.email}` });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/^currentPassword: /);
    const wrong = await save(c, { email: `new-${c.email}`, currentPassword: 'Wrong1234' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: 'Current password is incorrect' });
    expect(await userRow(t.handle.db, c.id)).toEqual(before);
    expect(await mailTo(`new-${c.email}`)).toEqual([]);
  });

  it('answers a taken address exactly as a free one, mailing its owner nothing personal', async () => {
    const c = await customer('Visit https://evil.example now');
    const other = await customer('Ravi');
    const taken = await save(c, { email: other.email.toUpperCase(), currentPassword: 'Secret123' });
    const free = await save(c, { email: `free-${c.email}`, currentPassword: 'Secret123' });
    expect(taken.statusCode).toBe(200);
    expect([taken.statusCode, taken.json()]).toEqual([free.statusCode, free.json()]);
    expect(free.json()).toMatchObject({ email: c.email, emailVerified: true });
    const notice = (await mailTo(other.email)).at(-1)!;
    expect(notice.text).not.toMatch(/token=|evil|Visit|Ravi/);
    expect(notice.text).not.toContain(c.email);
    const link = (await mailTo(`free-${c.email}`)).at(-1)!;
    expect(link.text).toMatch(/\/verify-email\?token=[\w-]{43}/);
    expect(link.text).not.toMatch(/evil|Visit/);
    // Nothing is said to the old address until the change takes effect.
    expect(await mailTo(c.email)).toEqual([]);
  });

  it('takes effect when the new address opens its link, and tells the old one', async () => {
    const c = await customer();
    const newEmail = `moved-${c.email}`;
    expect((await save(c, { email: newEmail, currentPassword: 'Secret123' })).statusCode).toBe(200);
    expect((await userRow(t.handle.db, c.id))!.email).toBe(c.email);
    const token = (await mailTo(newEmail)).at(-1)!.text.match(/token=([\w-]+)/)![1]!;
    const res = await confirm(token);
    expect(res.statusCode, res.body).toBe(200);
    const row = (await userRow(t.handle.db, c.id))!;
    expect(row.email).toBe(newEmail);
    expect(row.emailVerifiedAt).not.toBeNull();
    const notice = (await mailTo(c.email)).at(-1)!;
    expect(notice.subject).toBe('Your Basera email address was changed');
    expect(notice.text).toContain(newEmail);
    expect(await signIn(t.app, { email: newEmail, password: 'Secret123' })).toContain('basera_session=');
    expect((await confirm(token)).statusCode).toBe(400);
  });

  it('lets the first of two accounts that confirm one address have it', async () => {
    const [a, b] = [await customer(), await customer()];
    const wanted = `wanted-${a.id}@example.com`;
    for (const c of [a, b]) await save(c, { email: wanted, currentPassword: 'Secret123' });
    const tokens = (await mailTo(wanted)).map((m) => m.text.match(/token=([\w-]+)/)![1]!);
    expect(tokens).toHaveLength(2);
    expect((await confirm(tokens[0]!)).statusCode).toBe(200);
    const second = await confirm(tokens[1]!);
    expect(second.statusCode).toBe(409);
    expect((await userRow(t.handle.db, b.id))!.email).toBe(b.email);
  });

  it('limits email changes per account like the other account routes', async () => {
    const c = await customer();
    for (let i = 0; i < 3; i++)
      expect((await save(c, { email: `n${i}-${c.email}`, currentPassword: 'Wrong1234' })).statusCode).toBe(
        400,
      );
    const limited = await save(c, { email: `n9-${c.email}`, currentPassword: 'Secret123' });
    expect(limited.statusCode).toBe(429);
    // Saving the rest of the profile is not an email change and stays open.
    expect((await save(c, { firstName: 'Asha Rani' })).statusCode).toBe(200);
  });
});
