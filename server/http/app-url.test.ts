import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser } from '../testing/factories.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngines } from '../testing/test-database.ts';

/** Asks for a reset link as `headers` claim and returns the link the mail carried. */
async function mailedResetLink(t: TestApp, email: string, headers: Record<string, string>) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/forgot-password',
    payload: { email },
    headers,
  });
  expect(res.statusCode).toBe(200);
  // The mail may be queued after the answer: deliver until it is there.
  for (let attempt = 0; attempt < 50; attempt++) {
    await t.deliverMail();
    const mail = t.mail.sent.findLast((m) => m.to === email);
    if (mail) return mail.text.match(/https?:\/\/\S+\/auth\?token=[\w-]+/)?.[0];
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no mail reached ${email}`);
}

describe.each(testEngines)('links come only from PUBLIC_URL (%s)', (engine) => {
  it('without PUBLIC_URL, a forged Host never reaches the mailed link: it is http://localhost:PORT', async () => {
    const t = await startTestApp(engine, { PORT: '5123', RATE_LIMIT_MAX: '1000' });
    try {
      await makeUser(t.handle.db, { email: 'victim@example.com' });
      const link = await mailedResetLink(t, 'victim@example.com', { host: 'evil.example' });
      expect(link).toMatch(/^http:\/\/localhost:5123\/auth\?token=/);
    } finally {
      await t.close();
    }
  });

  it('behind a trusted proxy, X-Forwarded-Host and -Proto do not change the link either', async () => {
    const t = await startTestApp(engine, {
      PUBLIC_URL: 'https://basera.example/',
      TRUST_PROXY: 'true',
      RATE_LIMIT_MAX: '1000',
    });
    try {
      await makeUser(t.handle.db, { email: 'proxied@example.com' });
      const link = await mailedResetLink(t, 'proxied@example.com', {
        host: 'evil.example',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'http',
      });
      expect(link).toMatch(/^https:\/\/basera\.example\/auth\?token=/);
    } finally {
      await t.close();
    }
  });
});

describe('the Google callback comes only from PUBLIC_URL', () => {
  let provider: OAuth2Server;
  let t: TestApp;
  beforeAll(async () => {
    provider = new OAuth2Server();
    await provider.issuer.keys.generate('RS256');
    await provider.start(0, 'localhost');
    t = await startTestApp('pglite', {
      PORT: '5124',
      TRUST_PROXY: 'true',
      GOOGLE_CLIENT_ID: 'basera-test',
      GOOGLE_CLIENT_SECRET: 'secret',
      GOOGLE_ISSUER_URL: provider.issuer.url!,
    });
  });
  afterAll(async () => {
    await t.close();
    await provider.stop();
  });

  it('sends Google back to http://localhost:PORT whatever Host the request named', async () => {
    const start = await t.app.inject({
      method: 'GET',
      url: '/api/auth/google',
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    });
    expect(start.statusCode).toBe(302);
    const redirectUri = new URL(start.headers.location as string).searchParams.get('redirect_uri');
    expect(redirectUri).toBe('http://localhost:5124/api/auth/google/callback');
  });
});
