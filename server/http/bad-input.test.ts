import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, passwordResetTokens, sessions, users } from '../db/schema.ts';
import { createUserWithRole, registerUser, validRegistration } from '../testing/auth-helpers.ts';
import { cookieHeader, startTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngines } from '../testing/test-database.ts';

/**
 * The API's promise to clients: bad input gets a clear 4xx JSON `{ message }`, changes nothing,
 * and never a 500. Every endpoint that exists is thrown bad bodies, types, encodings, paths and
 * methods here.
 */

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS' | 'HEAD';

const KNOWN = { email: 'known@example.com', password: 'Secret123' };
const ADMIN = { email: 'boss@example.com', password: 'Admin1234' };

/** Every write and a body it would accept. */
const WRITES: { url: string; valid: Record<string, string> }[] = [
  { url: '/api/auth/register', valid: { ...validRegistration, email: 'new@example.com' } },
  { url: '/api/auth/login', valid: KNOWN },
  { url: '/api/auth/forgot-password', valid: { email: KNOWN.email } },
  { url: '/api/auth/reset-password', valid: { token: 'a'.repeat(43), password: 'NewSecret123' } },
  { url: '/api/admin/login', valid: ADMIN },
];

/** Every JSON read (images and the Google redirects are checked on their own). */
const JSON_READS = [
  '/api/auth/user',
  '/api/auth/logout',
  '/api/auth/providers',
  '/api/admin/user',
  '/api/destinations',
  '/api/amenities',
  '/api/rating-parameters',
  '/api/badges',
  '/api/property-types',
  '/api/contacts',
  '/api/properties',
  '/api/openapi.json',
];

const IMAGE_READS = [
  '/api/media/scene/beach-7.jpg',
  '/api/uploads/test/green-square.png',
  '/api/placeholder/10/10',
];

const LONG = 'x'.repeat(10_000);

/** Values of the wrong type or of awkward text for any one field. */
const FIELD_VALUES: [string, unknown][] = [
  ['a number', 42],
  ['a negative float', -1.5],
  ['a huge number', 1e308],
  ['a boolean', true],
  ['null', null],
  ['an empty array', []],
  ['an array of strings', ['a', 'b']],
  ['an object', {}],
  ['a nested object', { nested: { deeper: { value: 'x' } } }],
  ['an empty string', ''],
  ['blank space', '   '],
  ['10k characters', LONG],
  ['10k emoji', '🏠'.repeat(10_000)],
  ['a NUL byte', 'ab\u0000cd'],
  ['only a NUL byte', '\u0000'],
  ['a lone surrogate', 'ab\ud800cd'],
];

/** Bodies that are not a JSON object of the right shape, each with its content type. */
function wrongBodies(
  valid: Record<string, string>,
): [string, string | Buffer | undefined, string | undefined][] {
  const json = JSON.stringify(valid);
  const form = new URLSearchParams(valid).toString();
  return [
    ['no body and no content type', undefined, undefined],
    ['an empty JSON body', '', 'application/json'],
    ['a blank JSON body', '   ', 'application/json'],
    ['JSON null', 'null', 'application/json'],
    ['a JSON number', '42', 'application/json'],
    ['a JSON string', '"text"', 'application/json'],
    ['JSON true', 'true', 'application/json'],
    ['an empty JSON array', '[]', 'application/json'],
    ['the body inside an array', `[${json}]`, 'application/json'],
    ['an empty JSON object', '{}', 'application/json'],
    ['truncated JSON', json.slice(0, -3), 'application/json'],
    ['JSON with a trailing comma', `${json.slice(0, -1)},}`, 'application/json'],
    ['invalid UTF-8', Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]), 'application/json'],
    ['__proto__ pollution', `{"__proto__":{"role":"admin"},${json.slice(1)}`, 'application/json'],
    [
      'constructor pollution',
      `{"constructor":{"prototype":{"role":"admin"}},${json.slice(1)}`,
      'application/json',
    ],
    ['deeply nested arrays', `${'['.repeat(100_000)}${']'.repeat(100_000)}`, 'application/json'],
    ['a body over 1 MB', JSON.stringify({ ...valid, padding: 'x'.repeat(1_100_000) }), 'application/json'],
    ['text/plain', json, 'text/plain'],
    ['a form', form, 'application/x-www-form-urlencoded'],
    [
      'multipart',
      `--b\r\nContent-Disposition: form-data; name="email"\r\n\r\nx\r\n--b--\r\n`,
      'multipart/form-data; boundary=b',
    ],
    ['XML', '<login><email>x</email></login>', 'application/xml'],
    ['a made-up content type', json, 'application/x-basera'],
    ['a malformed content type', json, ';;;=='],
  ];
}

describe.each(testEngines)('bad input never breaks the API (%s)', (engine) => {
  let t: TestApp;
  let userCookie: string;
  let adminCookie: string;

  beforeAll(async () => {
    t = await startTestApp(engine, { RATE_LIMIT_MAX: '100000' });
    userCookie = (await registerUser(t.app, { email: KNOWN.email, password: KNOWN.password })).cookie;
    await createUserWithRole(t, 'admin', ADMIN.email, ADMIN.password);
    const admin = await t.app.inject({ method: 'POST', url: '/api/admin/login', payload: ADMIN });
    adminCookie = cookieHeader(admin);
  });
  afterAll(() => t.close());

  /** Everything a write could change: accounts, sessions, reset links and mail. */
  async function snapshot() {
    const db = t.handle.db;
    return {
      users: await db.select().from(users).orderBy(users.id),
      sessions: await db.$count(sessions),
      resets: await db.$count(passwordResetTokens),
      // Queued mail is the durable effect; delivery happens in the background after an answer.
      mails: await db.$count(mailOutbox),
    };
  }

  function expectJsonMessage(res: LightMyRequestResponse) {
    expect(res.headers['content-type'], res.body.slice(0, 300)).toMatch(/^application\/json/);
    const body = res.json();
    expect(Object.keys(body), res.body.slice(0, 300)).toEqual(['message']);
    expect(typeof body.message, res.body.slice(0, 300)).toBe('string');
    expect(body.message.length).toBeGreaterThan(0);
    return body.message as string;
  }

  /** A client error: 4xx, JSON `{ message }`. */
  function expectClientError(res: LightMyRequestResponse) {
    expect(res.statusCode, `${res.statusCode} ${res.body.slice(0, 300)}`).toBeGreaterThanOrEqual(400);
    expect(res.statusCode, `${res.statusCode} ${res.body.slice(0, 300)}`).toBeLessThan(500);
    return expectJsonMessage(res);
  }

  /** Sends a bad write and checks it was refused with a clear 4xx and changed nothing. */
  async function expectRefusedWrite(send: () => Promise<LightMyRequestResponse>) {
    const before = await snapshot();
    const res = await send();
    const message = expectClientError(res);
    expect(res.cookies.filter((c) => c.value !== '')).toEqual([]);
    expect(await snapshot()).toEqual(before);
    return message;
  }

  describe.each(WRITES)('POST $url', ({ url, valid }) => {
    it.each(wrongBodies(valid))('refuses %s', async (_label, payload, contentType) => {
      await expectRefusedWrite(() =>
        t.app.inject({
          method: 'POST',
          url,
          payload,
          headers: contentType === undefined ? {} : { 'content-type': contentType },
        }),
      );
    });

    const fields = Object.keys(valid);
    it.each(fields.flatMap((field) => FIELD_VALUES.map(([label, value]) => [field, label, value] as const)))(
      'refuses %s as %s',
      async (field, _label, value) => {
        const res = await t.app.inject({ method: 'POST', url, payload: { ...valid, [field]: value } });
        // Some odd text is fine for some fields (emoji in a password); what matters is: no 5xx, JSON.
        if (res.statusCode < 400) {
          expect(typeof value === 'string' && !value.includes('\u0000') && !/\p{Cs}/u.test(value)).toBe(true);
          return;
        }
        expectClientError(res);
      },
    );

    it.each(fields)('refuses a body without %s and changes nothing', async (field) => {
      const { [field]: _gone, ...rest } = valid;
      const message = await expectRefusedWrite(() => t.app.inject({ method: 'POST', url, payload: rest }));
      expect(message).toMatch(new RegExp(`^${field}: `));
    });

    it.each(fields)('refuses a NUL byte in %s and changes nothing', async (field) => {
      const message = await expectRefusedWrite(() =>
        t.app.inject({ method: 'POST', url, payload: { ...valid, [field]: `${valid[field]}\u0000` } }),
      );
      expect(message).toMatch(new RegExp(`^${field}: `));
    });

    it.each(fields)('refuses a lone surrogate in %s and changes nothing', async (field) => {
      const message = await expectRefusedWrite(() =>
        t.app.inject({ method: 'POST', url, payload: { ...valid, [field]: `${valid[field]}\ud800` } }),
      );
      expect(message).toMatch(new RegExp(`^${field}: `));
    });

    it('refuses a NUL byte in an unknown field too', async () => {
      await expectRefusedWrite(() =>
        t.app.inject({ method: 'POST', url, payload: { ...valid, extra: { note: 'a\u0000b' } } }),
      );
    });

    it('ignores unknown fields without a 5xx', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url,
        payload: {
          ...valid,
          ...(url === '/api/auth/register' ? { email: 'extra@example.com' } : {}),
          role: 'admin',
          isAdmin: true,
          id: '00000000-0000-0000-0000-000000000000',
          x: LONG,
        },
      });
      expect(res.statusCode).toBeLessThan(500);
      expectJsonMessageOrUser(res);
      if (url === '/api/auth/register') expect(res.json().user.role).toBe('customer');
    });

    it('refuses a cross-site post and changes nothing', async () => {
      await expectRefusedWrite(() =>
        t.app.inject({
          method: 'POST',
          url,
          payload: valid,
          headers: { origin: 'https://evil.example', host: 'localhost:5000' },
        }),
      );
      await expectRefusedWrite(() =>
        t.app.inject({ method: 'POST', url, payload: valid, headers: { origin: 'not a url' } }),
      );
    });
  });

  function expectJsonMessageOrUser(res: LightMyRequestResponse) {
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const body = res.json();
    expect(typeof body.message === 'string' || typeof body.user === 'object').toBe(true);
  }

  it('registers a name in any script, emoji included, and answers it as sent', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        ...validRegistration,
        firstName: 'आशा 🏠',
        lastName: 'Ō’Brien-Ünal',
        email: 'unicode@example.com',
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({ firstName: 'आशा 🏠', lastName: 'Ō’Brien-Ünal' });
  });

  it('refuses a name of 10k characters with a clear message and creates no account', async () => {
    const message = await expectRefusedWrite(() =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { ...validRegistration, firstName: LONG, email: 'long@example.com' },
      }),
    );
    expect(message).toBe('firstName: Name is too long');
  });

  it('refuses a NUL byte in a name with a clear message and creates no account', async () => {
    const message = await expectRefusedWrite(() =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { ...validRegistration, lastName: 'Ver\u0000ma', email: 'nul@example.com' },
      }),
    );
    expect(message).toBe('lastName: Text must not contain NUL characters');
  });

  it('keeps the session when a logout or a read carries a bad body', async () => {
    for (const url of ['/api/admin/logout']) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        payload: '{"x": ',
        headers: { 'content-type': 'application/json', cookie: adminCookie },
      });
      expectClientError(res);
    }
    const admin = await t.app.inject({
      method: 'GET',
      url: '/api/admin/user',
      headers: { cookie: adminCookie },
    });
    expect(admin.statusCode).toBe(200);
  });

  it('never answers a password hash, a session token or an Aadhaar number', async () => {
    const aadhaar = '234567890124';
    await t.handle.db
      .update(users)
      .set({ aadhaarEncrypted: `cipher:${aadhaar}`, aadhaarLast4: '0124', panNumber: 'ABCDE1234F' })
      .where(eq(users.email, KNOWN.email));
    const [row] = await t.handle.db.select().from(users).where(eq(users.email, KNOWN.email));
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: KNOWN });
    const cookie = cookieHeader(login);
    const token = login.cookies.find((c) => c.name === 'basera_session')!.value;
    const answers = [
      login,
      await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } }),
      await t.app.inject({ method: 'POST', url: '/api/admin/login', payload: ADMIN }),
      await t.app.inject({ method: 'GET', url: '/api/admin/user', headers: { cookie: adminCookie } }),
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { ...validRegistration, ...KNOWN },
      }),
      await t.app.inject({ method: 'GET', url: '/api/openapi.json' }),
    ];
    expect(answers[1]!.json().aadharNumber).toBe('XXXX XXXX 0124');
    for (const res of answers) {
      expect(res.statusCode).toBeLessThan(500);
      for (const secret of [row!.passwordHash!, '$argon2', token, aadhaar, 'cipher:', 'aadhaarEncrypted']) {
        expect(res.body).not.toContain(secret);
      }
      expect(res.body).not.toMatch(/passwordHash|password_hash|googleSubject|tokenHash/);
    }
  });

  describe('session cookies that are not ours', () => {
    it.each([
      ['empty', ''],
      ['10k characters', LONG],
      ['bad percent-encoding', '%E0%A4%A'],
      ['a NUL byte', 'abc%00def'],
      ['emoji', encodeURIComponent('🏠')],
      ['a quoted value', '"abc"'],
    ])('treats a %s cookie as signed out', async (_label, value) => {
      for (const [url, name] of [
        ['/api/auth/user', 'basera_session'],
        ['/api/admin/user', 'basera_admin'],
      ] as const) {
        const res = await t.app.inject({ method: 'GET', url, headers: { cookie: `${name}=${value}` } });
        expect(res.statusCode).toBe(401);
        expectJsonMessage(res);
      }
      const before = await snapshot();
      for (const [method, url, name] of [
        ['GET', '/api/auth/logout', 'basera_session'],
        ['POST', '/api/admin/logout', 'basera_admin'],
      ] as const) {
        const res = await t.app.inject({ method, url, headers: { cookie: `${name}=${value}` } });
        expect(res.statusCode).toBe(200);
        expectJsonMessage(res);
      }
      expect(await snapshot()).toEqual(before);
    });
  });

  it('signs in with an odd user agent without a 5xx', async () => {
    for (const ua of [LONG, 'Mozilla/5.0 \u00e9\u00fc', 'a\tb', 'a\u0000b']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: KNOWN,
        headers: { 'user-agent': ua },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
  });

  describe('paths', () => {
    it.each([
      '/api/placeholder/abc/10',
      '/api/placeholder/-1/10',
      '/api/placeholder/NaN/Infinity',
      '/api/placeholder/1e400/10',
      `/api/placeholder/${'9'.repeat(5000)}/10`,
      '/api/placeholder/%00/10',
      '/api/placeholder/%E0%A4%A/10',
      '/api/placeholder/%F0%9F%8F%A0/10',
      '/api/placeholder/10',
      '/api/placeholder/10/10/10',
      '/api/media/scene/nope.jpg',
      '/api/media/scene/beach-7.png',
      `/api/media/scene/${LONG}.jpg`,
      '/api/media/scene/%00.jpg',
      '/api/media/scene/%E0%A4%A.jpg',
      '/api/media/scene/..%2F..%2Fsecret.txt',
      '/api/media/scene/beach-7.jpg?w=abc',
      '/api/media/scene/beach-7.jpg?w=7',
      '/api/media/scene/beach-7.jpg?w=',
      '/api/media/scene/beach-7.jpg?w=1&w=2',
      '/api/media/scene/beach-7.jpg?w=%00',
      '/api/uploads/',
      '/api/uploads/%00',
      '/api/uploads/a%00b.png',
      '/api/uploads/..%2F..%2Fsecret.txt',
      '/api/uploads/test',
      '/api/uploads/test/',
      '/api/uploads/test//green-square.png',
      '/api/uploads/test/green-square.png%00.txt',
      `/api/uploads/${LONG}`,
      '/api/uploads/%E0%A4%A',
      '/api/uploads/🏠.png',
      '/api/uploads/C:%5Cwindows%5Cwin.ini',
      '/api/%2e%2e/api/auth/user',
      '/api/auth/%00',
      '/api/auth/user%00',
      '/api/%E0%A4%A',
      '/api/%F0%9F%8F%A0',
      `/api/${LONG}`,
      '/api/auth/providers/extra',
      '/api/users/not-a-uuid',
      '/api/properties/not-a-uuid',
      '/api/properties/%00',
      '/api/properties/00000000-0000-0000-0000-00000000000g',
    ])('answers %s with a 4xx JSON message', async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expectClientError(res);
    });

    it.each(['abc', '7', '', '%00'])('says which widths a scene photo comes in (w=%s)', async (w) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/media/scene/beach-7.jpg?w=${w}` });
      expect(res.statusCode).toBe(400);
      expect(expectJsonMessage(res)).toMatch(/^querystring w: (w must be one of \d|Text must not)/);
    });

    it.each([
      '/api/auth/user?%zz=1',
      '/api/destinations?__proto__=x&constructor[prototype][x]=1',
      '/api/properties?page=-1&limit=1e9&sort[$ne]=1',
      `/api/amenities?q=${LONG}`,
      '/api/badges?x=%00',
    ])('ignores odd query strings on %s without a 5xx', async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, res.body.slice(0, 300)).toBeLessThan(500);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
    });
  });

  describe('methods', () => {
    const known = [...WRITES.map((w) => w.url), '/api/admin/logout', ...JSON_READS, ...IMAGE_READS];
    const writeUrls = new Set([...WRITES.map((w) => w.url), '/api/admin/logout']);
    const cases = known.flatMap((url) =>
      (['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as Method[])
        .filter((m) => (writeUrls.has(url) ? m !== 'POST' : m !== 'GET'))
        .map((method) => [method, url] as const),
    );

    it.each(cases)(
      'answers %s %s with a 404 or 405 JSON message and changes nothing',
      async (method, url) => {
        const before = await snapshot();
        const res = await t.app.inject({
          method,
          url,
          payload: method === 'GET' || method === 'OPTIONS' ? undefined : {},
          headers: { cookie: `${userCookie}; ${adminCookie}` },
        });
        expect([404, 405]).toContain(res.statusCode);
        expectJsonMessage(res);
        expect(await snapshot()).toEqual(before);
      },
    );

    it.each([...JSON_READS, ...IMAGE_READS])('answers HEAD %s like GET, without a body', async (url) => {
      const get = await t.app.inject({ method: 'GET', url });
      const head = await t.app.inject({ method: 'HEAD', url });
      expect(head.statusCode).toBe(get.statusCode);
      expect(head.statusCode).toBeLessThan(500);
      expect(head.headers['content-type']).toBe(get.headers['content-type']);
      expect(head.body).toBe('');
    });

    it.each(['PROPFIND', 'TRACE', 'SEARCH', 'MKCOL'])(
      'answers %s on a known path without a 5xx',
      async (method) => {
        const res = await t.app.inject({ method: method as Method, url: '/api/auth/user' });
        expect(res.statusCode).toBeGreaterThanOrEqual(400);
        expect(res.statusCode).toBeLessThan(500);
      },
    );
  });

  describe('Google sign-in (not configured here)', () => {
    it.each([
      '/api/auth/google',
      '/api/auth/google?redirect=https://evil.example',
      '/api/auth/google/callback',
      '/api/auth/google/callback?code=%00&state=%E0%A4%A',
      `/api/auth/google/callback?code=${LONG}`,
      '/api/auth/google/callback?error=access_denied',
    ])('redirects %s back to our sign-in page (or refuses it), never a 5xx', async (url) => {
      for (const cookie of [undefined, 'basera_google=not-json', 'basera_google=%7B%22state%22%3A1%7D']) {
        const res = await t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
        // Input no provider sends (a NUL byte) is refused before the flow starts, as anywhere else.
        if (url.includes('%00')) {
          expectClientError(res);
          continue;
        }
        expect(res.statusCode).toBe(302);
        expect(res.headers.location).toMatch(/^\/auth\?error=google_/);
      }
    });
  });
});
