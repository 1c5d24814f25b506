import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentedOperations, type Operation } from '../../testing/api-operations.ts';
import {
  type BadInputApp,
  expectClientError,
  expectRefused,
  LONG,
  startBadInputApp,
} from '../../testing/bad-input/bad-input-kit.ts';
import { FIELD_VALUES, mayAccept, valuesOnEngine, wrongBodies } from '../../testing/bad-input/bad-values.ts';
import { testEngines } from '../../testing/test-database.ts';

type Write = Operation & { body: NonNullable<Operation['body']> };
/** Every operation that takes a JSON body, read from the app's own OpenAPI document. */
const WRITES = (await documentedOperations()).filter((op): op is Write => Boolean(op.body));

describe.each(testEngines)('bad bodies never break the API (%s)', (engine) => {
  let t: BadInputApp;
  beforeAll(async () => {
    t = await startBadInputApp(engine);
  });
  afterAll(() => t.close());

  it('finds the writes in the OpenAPI document', () => {
    expect(WRITES.map((w) => `${w.method} ${w.path}`)).toContain('POST /api/auth/register');
  });

  it('tries every bad value and every wrong body somewhere on this engine', () => {
    const tried = new Set(
      WRITES.flatMap(({ method, path, body }) =>
        Object.keys(body.schema.properties ?? {}).flatMap((field) =>
          valuesOnEngine(engine, `${method} ${path} ${field}`, FIELD_VALUES).map(([label]) => label),
        ),
      ),
    );
    expect([...tried].sort()).toEqual(FIELD_VALUES.map(([label]) => label).sort());
    const bodies = new Set(
      WRITES.flatMap(({ method, path, body }) =>
        valuesOnEngine(engine, `${method} ${path}`, wrongBodies(body.example)).map(([label]) => label),
      ),
    );
    expect(bodies.size).toBe(wrongBodies({}).length);
  });

  describe.each(WRITES)('$method $path', ({ method, path, url, body }) => {
    const send = (payload: unknown, headers: Record<string, string> = {}) =>
      t.app.inject({
        method,
        url,
        payload: payload as string,
        headers: { cookie: t.cookieFor(url), ...headers },
      });
    const valid = body.example;
    const fields = Object.keys(body.schema.properties ?? {});
    const required = body.schema.required ?? [];
    const textFields = fields.filter((f) => typeof valid[f] === 'string');

    it.each(valuesOnEngine(engine, `${method} ${path}`, wrongBodies(valid)))(
      'refuses %s',
      async (_label, payload, contentType) => {
        await expectRefused(t, () =>
          send(payload, contentType === undefined ? {} : { 'content-type': contentType }),
        );
      },
    );

    it.each(
      fields.flatMap((field) =>
        valuesOnEngine(engine, `${method} ${path} ${field}`, FIELD_VALUES).map(
          ([label, value]) => [field, label, value] as const,
        ),
      ),
    )('refuses %s as %s (or takes it as the field type allows)', async (field, _label, value) => {
      const res = await send({ ...valid, [field]: value });
      if (res.statusCode < 400) {
        expect(mayAccept(body.schema.properties?.[field], value), res.body.slice(0, 200)).toBe(true);
        return;
      }
      expectClientError(res);
    });

    it.each(required)('refuses a body without %s, names it, and changes nothing', async (field) => {
      const { [field]: _gone, ...rest } = valid;
      const message = await expectRefused(t, () => send(rest));
      expect(message).toMatch(new RegExp(`^${field}: `));
    });

    it.each(textFields)('refuses a NUL byte in %s, names it, and changes nothing', async (field) => {
      const message = await expectRefused(t, () => send({ ...valid, [field]: `${valid[field]}\u0000` }));
      expect(message).toMatch(new RegExp(`^${field}: `));
    });

    it.each(textFields)('refuses a lone surrogate in %s, names it, and changes nothing', async (field) => {
      const message = await expectRefused(t, () => send({ ...valid, [field]: `${valid[field]}\ud800` }));
      expect(message).toMatch(new RegExp(`^${field}: `));
    });

    it('refuses a NUL byte in an unknown field too', async () => {
      await expectRefused(t, () => send({ ...valid, extra: { note: 'a\u0000b' } }));
    });

    it('ignores unknown fields without a 5xx', async () => {
      const res = await send({
        ...valid,
        role: 'admin',
        isAdmin: true,
        id: '00000000-0000-0000-0000-000000000000',
        x: LONG,
      });
      expect(res.statusCode, res.body.slice(0, 300)).toBeLessThan(500);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
    });

    it('refuses a cross-site write and changes nothing', async () => {
      await expectRefused(t, () => send(valid, { origin: 'https://evil.example', host: 'localhost:5000' }));
      await expectRefused(t, () => send(valid, { origin: 'not a url' }));
      await expectRefused(t, () => send(valid, { 'sec-fetch-site': 'cross-site' }));
    });
  });

  describe('registration names', () => {
    const register = (fields: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { firstName: 'Asha', lastName: 'Verma', password: 'Secret123', ...fields },
      });

    it('registers a name in any script, emoji included, and answers it as sent', async () => {
      const res = await register({
        firstName: 'आशा 🏠',
        lastName: 'Ō’Brien-Ünal',
        email: 'unicode@example.com',
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().user).toMatchObject({ firstName: 'आशा 🏠', lastName: 'Ō’Brien-Ünal' });
    });

    it('makes a customer whatever role the body asks for', async () => {
      const res = await register({ email: 'climber@example.com', role: 'admin', isAdmin: true });
      expect(res.statusCode).toBe(201);
      expect(res.json().user.role).toBe('customer');
    });

    it('refuses a name of 10k characters with a clear message and creates no account', async () => {
      const message = await expectRefused(t, () => register({ firstName: LONG, email: 'long@example.com' }));
      expect(message).toBe('firstName: Name is too long');
    });

    it('refuses a NUL byte in a name with a clear message and creates no account', async () => {
      const message = await expectRefused(t, () =>
        register({ lastName: 'Ver\u0000ma', email: 'nul@example.com' }),
      );
      expect(message).toBe('lastName: Text must not contain NUL characters');
    });
  });
});
