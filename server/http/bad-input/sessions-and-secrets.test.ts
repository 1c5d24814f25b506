import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeAccount } from '../../modules/users/index.ts';
import { userRowByEmail } from '../../testing/account-state.repository.ts';
import { documentedOperations } from '../../testing/api-operations.ts';
import { signIn } from '../../testing/auth-helpers.ts';
import {
  type BadInputApp,
  expectClientError,
  expectJsonMessage,
  LONG,
  snapshot,
  startBadInputApp,
} from '../../testing/bad-input/bad-input-kit.ts';
import { testEngines } from '../../testing/test-database.ts';

const OPERATIONS = await documentedOperations();
const READS = OPERATIONS.filter((op) => op.method === 'GET');
const BODILESS_WRITES = OPERATIONS.filter((op) => op.method !== 'GET' && !op.body);
const COOKIE_NAMES = ['basera_session', 'basera_admin'];
const FOREIGN_COOKIES: [string, string][] = [
  ['empty', ''],
  ['10k characters', LONG],
  ['bad percent-encoding', '%E0%A4%A'],
  ['a NUL byte', 'abc%00def'],
  ['emoji', encodeURIComponent('🏠')],
  ['a quoted value', '"abc"'],
];

describe.each(testEngines)('sessions and secrets under bad input (%s)', (engine) => {
  let t: BadInputApp;
  beforeAll(async () => {
    t = await startBadInputApp(engine);
  });
  afterAll(() => t.close());

  const inject = (method: string, url: string, cookie?: string) =>
    t.app.inject({ method: method as 'GET', url, headers: cookie === undefined ? {} : { cookie } });

  describe.each(FOREIGN_COOKIES)('a session cookie that is not ours (%s)', (_label, value) => {
    it('reads as signed out on every read', async () => {
      for (const { url } of READS) {
        const anonymous = await inject('GET', url);
        for (const name of COOKIE_NAMES) {
          const res = await inject('GET', url, `${name}=${value}`);
          expect(res.statusCode, `${url} with ${name}`).toBe(anonymous.statusCode);
        }
      }
    });

    it('changes nothing on a write without a body', async () => {
      const before = await snapshot(t);
      for (const { method, url } of BODILESS_WRITES) {
        const anonymous = await inject(method, url);
        for (const name of COOKIE_NAMES) {
          const res = await inject(method, url, `${name}=${value}`);
          expect(res.statusCode, `${method} ${url} with ${name}`).toBe(anonymous.statusCode);
          expectJsonMessage(res);
        }
      }
      expect(await snapshot(t)).toEqual(before);
    });
  });

  it('keeps the sessions when a write without a body is sent a malformed one', async () => {
    const before = await snapshot(t);
    for (const { method, url } of BODILESS_WRITES) {
      const res = await t.app.inject({
        method,
        url,
        payload: '{"x": ',
        headers: { 'content-type': 'application/json', cookie: t.cookieFor(url) },
      });
      expectClientError(res);
    }
    expect(await snapshot(t)).toEqual(before);
  });

  it('signs in with an odd user agent without a 5xx', async () => {
    for (const ua of [LONG, 'Mozilla/5.0 \u00e9\u00fc', 'a\tb', 'a\u0000b']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'asha@example.com', password: 'Secret123' },
        headers: { 'user-agent': ua },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
  });

  // Last: it signs in afresh because reads include GET /api/auth/logout.
  it('never answers a password hash, a session token or an Aadhaar number', async () => {
    const aadhaar = '234567890124';
    const known = await userRowByEmail(t.handle.db, 'asha@example.com');
    await changeAccount(t.handle.db, known!.id, {
      aadhaarEncrypted: `cipher:${aadhaar}`,
      aadhaarLast4: '0124',
      panNumber: 'ABCDE1234F',
    });
    const userCookie = await signIn(t.app, { email: 'asha@example.com', password: 'Secret123' });
    const adminCookie = await signIn(t.app, { email: 'admin@example.com', password: 'Admin1234' }, 'admin');
    const cookie = `${userCookie}; ${adminCookie}`;
    const tokens = cookie.split('; ').map((c) => c.split('=')[1]!);
    const answers = [];
    for (const op of OPERATIONS.filter((o) => o.body || o.method === 'GET')) {
      answers.push(
        await t.app.inject({
          method: op.method,
          url: op.url,
          payload: op.body?.example,
          headers: { cookie },
        }),
      );
    }
    // The reads signed that session out (GET /api/auth/logout): a fresh one shows the masked number.
    const me = await inject(
      'GET',
      '/api/auth/user',
      await signIn(t.app, { email: 'asha@example.com', password: 'Secret123' }),
    );
    expect(me.json().aadharNumber).toBe('XXXX XXXX 0124');
    for (const res of [...answers, me]) {
      expect(res.statusCode).toBeLessThan(500);
      for (const secret of [
        known!.passwordHash!,
        '$argon2',
        ...tokens,
        aadhaar,
        'cipher:',
        'aadhaarEncrypted',
      ]) {
        expect(res.body).not.toContain(secret);
      }
      expect(res.body).not.toMatch(/passwordHash|password_hash|googleSubject|tokenHash/);
    }
  });
});
