import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../testing/auth-helpers.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testEngines } from '../../testing/test-database.ts';

describe.each(testEngines)('PUT /api/user/preferences (%s)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine, { RATE_LIMIT_MAX: '1000' });
  });
  afterAll(() => t.close());

  const put = (cookie: string | undefined, payload: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/user/preferences',
      headers: cookie ? { cookie } : {},
      payload: payload as object,
    });
  const me = async (cookie: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } })).json();

  it('keeps the language and shows it on the user', async () => {
    const { cookie, user } = await registerUser(t.app, { email: 'pref-keep@example.com' });
    expect(user.language).toBe('en');
    const res = await put(cookie, { language: 'hi' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ language: 'hi' });
    expect((await me(cookie)).language).toBe('hi');
    expect((await put(cookie, { language: 'en' })).json()).toEqual({ language: 'en' });
    expect((await me(cookie)).language).toBe('en');
  });

  it('refuses a language Basera does not speak and changes nothing', async () => {
    const { cookie } = await registerUser(t.app, { email: 'pref-bad@example.com' });
    const res = await put(cookie, { language: 'fr' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^language: /);
    expect((await put(cookie, { language: 'hi', theme: 'dark' })).statusCode).toBe(400);
    expect((await me(cookie)).language).toBe('en');
  });

  it('is refused to a visitor who is not signed in', async () => {
    const res = await put(undefined, { language: 'hi' });
    expect(res.statusCode).toBe(401);
  });

  it('gives a person who signs up on the Hindi site Hindi as their language', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'accept-language': 'hi' },
      payload: {
        firstName: 'Meera',
        lastName: 'Shah',
        email: 'pref-hindi@example.com',
        password: 'Secret123',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().user.language).toBe('hi');
  });
});
