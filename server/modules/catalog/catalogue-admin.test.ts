import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogues } from '../../../domain/catalogues.ts';
import { properties } from '../../db/schema.ts';
import { NIL_ID } from '../../testing/api-operations.ts';
import { CATALOGUE_CASES } from '../../testing/catalogue-test-cases.ts';
import { makeSession, makeUser } from '../../testing/factories.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testEngines } from '../../testing/test-database.ts';

type Item = { id: string } & Record<string, unknown>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** What a field left out of a body becomes (optional text becomes null). */
const DEFAULTS: Record<string, unknown> = { isActive: true, category: 'general', isNocRequired: false };

describe.each(testEngines)('admin catalogues on %s', (engine) => {
  let t: TestApp;
  const cookies: Record<'admin' | 'customer' | 'owner', string> = { admin: '', customer: '', owner: '' };

  beforeAll(async () => {
    t = await startTestApp(engine);
    const db = t.handle.db;
    const [admin, customer, owner] = await Promise.all(
      (['admin', 'customer', 'owner'] as const).map((role) => makeUser(db, { role })),
    );
    cookies.admin = (await makeSession(db, admin!.id, { scope: 'admin' })).cookie;
    cookies.customer = (await makeSession(db, customer!.id)).cookie;
    cookies.owner = (await makeSession(db, owner!.id)).cookie;
  });
  afterAll(() => t.close());

  const send = (method: Method, url: string, payload?: object, cookie: string | null = cookies.admin) =>
    t.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });
  const list = async (url: string): Promise<Item[]> => {
    const res = await send('GET', url);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  describe.each(CATALOGUE_CASES)(
    '$key',
    ({ key, body, created, replacement, required, bad, use, distinct }) => {
      const { path, hasActiveFlag } = catalogues[key];
      const admin = `/api/admin/${path}`;
      const adminList = () => list(admin);
      const publicList = () => list(`/api/${path}`);
      const add = async () => {
        const res = await send('POST', admin, { ...body, ...distinct?.() });
        expect(res.statusCode, res.body).toBe(201);
        return res.json() as Item;
      };

      it('refuses a body without a required field, or with a bad value, with its message; nothing changes', async () => {
        const item = await add();
        const before = await adminList();
        for (const [field, message] of required) {
          const { [field]: _gone, ...rest } = body;
          const res = await send('POST', admin, rest);
          expect([res.statusCode, res.json().message], `without ${field}`).toEqual([400, message]);
        }
        for (const [change, message] of bad) {
          for (const [method, url] of [
            ['POST', admin],
            ['PUT', `${admin}/${item.id}`],
          ] as const) {
            const res = await send(method, url, { ...body, ...change });
            const what = `${method} ${JSON.stringify(change).slice(0, 60)}`;
            expect([res.statusCode, res.json().message], what).toEqual([400, message]);
          }
        }
        expect(await adminList()).toEqual(before);
      });

      it('adds an item (trimmed, unknown fields ignored), last in the admin list and in the public one', async () => {
        const own = distinct?.() ?? {};
        const res = await send('POST', admin, {
          ...body,
          ...own,
          id: NIL_ID,
          createdAt: '2001-01-01',
          extra: 'x',
        });
        expect(res.statusCode, res.body).toBe(201);
        const item: Item = res.json();
        expect(item).toEqual({ id: expect.any(String), ...created, ...own });
        expect(item.id).not.toBe(NIL_ID);
        expect((await adminList()).at(-1)).toEqual(item);
        expect((await publicList()).at(-1)).toEqual(item);
      });

      it('replaces an item whole: fields left out take their defaults', async () => {
        const item = await add();
        const res = await send('PUT', `${admin}/${item.id}`, replacement);
        expect(res.statusCode, res.body).toBe(200);
        const replaced: Item = res.json();
        expect(replaced.id).toBe(item.id);
        expect((await adminList()).find((i) => i.id === item.id)).toEqual(replaced);
        for (const [field, value] of Object.entries(replacement)) {
          expect(replaced[field], field).toEqual(typeof value === 'string' ? value.trim() : value);
        }
        const unsent = Object.keys(created).filter((f) => !(f in replacement) && f !== 'createdAt');
        for (const field of unsent) {
          expect(replaced[field], field).toEqual(DEFAULTS[field] ?? null);
        }
        if ('createdAt' in item) expect(replaced.createdAt).toBe(item.createdAt);
      });

      if (hasActiveFlag) {
        it('deactivates an item: gone from the public list, still in the admin list', async () => {
          const item = await add();
          const res = await send('PUT', `${admin}/${item.id}`, { ...body, isActive: false });
          expect([res.statusCode, res.json().isActive]).toEqual([200, false]);
          expect((await publicList()).map((i) => i.id)).not.toContain(item.id);
          expect((await adminList()).find((i) => i.id === item.id)).toEqual({ ...item, isActive: false });
          await send('PUT', `${admin}/${item.id}`, { ...body, isActive: true });
          expect((await publicList()).map((i) => i.id)).toContain(item.id);
        });
      }

      it('deletes an item: 204, then gone from both lists; a second delete is 404', async () => {
        const item = await add();
        const res = await send('DELETE', `${admin}/${item.id}`);
        expect([res.statusCode, res.body]).toEqual([204, '']);
        expect((await adminList()).map((i) => i.id)).not.toContain(item.id);
        expect((await publicList()).map((i) => i.id)).not.toContain(item.id);
        const again = await send('DELETE', `${admin}/${item.id}`);
        expect([again.statusCode, again.json().message]).toEqual([404, `${noun(key)} not found`]);
      });

      it('answers 404 for an unknown id and 400 for one that is no uuid, changing nothing', async () => {
        const before = await adminList();
        for (const method of ['PUT', 'DELETE'] as const) {
          const unknown = await send(method, `${admin}/${NIL_ID}`, method === 'PUT' ? body : undefined);
          expect([unknown.statusCode, unknown.json().message]).toEqual([404, `${noun(key)} not found`]);
          const malformed = await send(method, `${admin}/42`, method === 'PUT' ? body : undefined);
          const article = /^[aeiou]/.test(catalogues[key].noun) ? 'an' : 'a';
          expect([malformed.statusCode, malformed.json().message]).toEqual([
            400,
            `params id: must be ${article} ${catalogues[key].noun} id`,
          ]);
        }
        expect(await adminList()).toEqual(before);
      });

      if (use) {
        it('refuses to delete an item in use with 409 saying why; nothing changes', async () => {
          const item = await add();
          const message = await use(t.handle.db, item.id);
          const before = { items: await adminList(), listings: await t.handle.db.$count(properties) };
          const res = await send('DELETE', `${admin}/${item.id}`);
          expect([res.statusCode, res.json().message]).toEqual([409, message]);
          expect({ items: await adminList(), listings: await t.handle.db.$count(properties) }).toEqual(
            before,
          );
        });
      }

      it('refuses visitors, customers and owners (401) on every admin route; nothing changes', async () => {
        const item = await add();
        const before = await adminList();
        for (const cookie of [null, cookies.customer, cookies.owner]) {
          for (const [method, url, payload] of [
            ['GET', admin],
            ['POST', admin, body],
            ['PUT', `${admin}/${item.id}`, replacement],
            ['DELETE', `${admin}/${item.id}`],
          ] as const) {
            const res = await send(method, url, payload, cookie);
            expect([res.statusCode, res.json().message], `${method} ${url}`).toEqual([
              401,
              'Admin sign-in required',
            ]);
          }
        }
        expect(await adminList()).toEqual(before);
      });
    },
  );
});

/** "Destination", "Rating parameter", … as the 404 messages begin. */
function noun(key: keyof typeof catalogues) {
  const { noun: n } = catalogues[key];
  return n[0]!.toUpperCase() + n.slice(1);
}
