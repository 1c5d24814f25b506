import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WishlistDetail, WishlistSummary } from '../../../domain/schemas/wishlists.ts';
import { makeProperty, makeSession, makeUser } from '../../testing/factories.ts';
import { entriesOfUser, setListingStatus } from '../../testing/listing-changes.repository.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testEngines } from '../../testing/test-database.ts';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

describe.each(testEngines)('named wishlists on %s', (engine) => {
  let t: TestApp;
  const call = (method: Method, url: string, cookie?: string, payload?: object) =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
  const signedIn = async () => {
    const user = await makeUser(t.handle.db);
    return { id: user.id, cookie: (await makeSession(t.handle.db, user.id)).cookie };
  };
  const stay = (title: string, photos = 1) => makeProperty(t.handle.db, { title, photos });
  const create = async (cookie: string, name: string, propertyId?: string): Promise<WishlistSummary> => {
    const res = await call('POST', '/api/wishlists', cookie, { name, propertyId });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };
  const lists = async (cookie: string): Promise<WishlistSummary[]> =>
    (await call('GET', '/api/wishlists', cookie)).json();
  const detail = async (cookie: string, id: string): Promise<WishlistDetail> => {
    const res = await call('GET', `/api/wishlists/${id}`, cookie);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const entry = (listId: string, propertyId: string) => `/api/wishlists/${listId}/properties/${propertyId}`;

  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(() => t.close());

  it('creates a named list with a stay in it, lists it with its count and cover, and shows its stays', async () => {
    const asha = await signedIn();
    expect(await lists(asha.cookie)).toEqual([]);
    const goa = await stay('Palolem beach hut', 2);
    const made = await create(asha.cookie, '  Goa in December  ', goa.id);
    expect(made).toMatchObject({ name: 'Goa in December', count: 1, coverPhotoUrl: `/p/${goa.id}/0.jpg` });

    const hill = await stay('Munnar tea cottage');
    expect((await call('POST', entry(made.id, hill.id), asha.cookie)).statusCode).toBe(204);
    const shown = await detail(asha.cookie, made.id);
    expect(shown.properties.map((card) => card.title)).toEqual(['Munnar tea cottage', 'Palolem beach hut']);
    expect(shown).toMatchObject({ count: 2, coverPhotoUrl: `/p/${hill.id}/0.jpg` });
    // The one-tap wishlist is every list together.
    const union = (await call('GET', '/api/wishlist', asha.cookie)).json() as { title: string }[];
    expect(union.map((card) => card.title)).toEqual(['Munnar tea cottage', 'Palolem beach hut']);
  });

  it('orders lists last used first; the one-tap save goes into the last used list', async () => {
    const ravi = await signedIn();
    const first = await create(ravi.cookie, 'Weekend');
    const second = await create(ravi.cookie, 'Monsoon');
    expect((await lists(ravi.cookie)).map((l) => l.name)).toEqual(['Monsoon', 'Weekend']);

    const lake = await stay('Lake house');
    await call('POST', entry(first.id, lake.id), ravi.cookie);
    expect((await lists(ravi.cookie)).map((l) => l.name)).toEqual(['Weekend', 'Monsoon']);

    const fort = await stay('Fort haveli');
    expect((await call('POST', `/api/wishlist/${fort.id}`, ravi.cookie)).statusCode).toBe(204);
    expect((await detail(ravi.cookie, first.id)).properties.map((c) => c.title)).toEqual([
      'Fort haveli',
      'Lake house',
    ]);
    expect((await detail(ravi.cookie, second.id)).count).toBe(0);
  });

  it('makes "My wishlist" for a one-tap save without lists; the heart off removes it from every list', async () => {
    const meera = await signedIn();
    const villa = await stay('Sea view villa');
    await call('POST', `/api/wishlist/${villa.id}`, meera.cookie);
    const [made] = await lists(meera.cookie);
    expect(made).toMatchObject({ name: 'My wishlist', count: 1 });
    const other = await create(meera.cookie, 'Beaches', villa.id);

    expect((await call('DELETE', `/api/wishlist/${villa.id}`, meera.cookie)).statusCode).toBe(204);
    expect((await lists(meera.cookie)).map((l) => [l.name, l.count])).toEqual([
      ['Beaches', 0],
      ['My wishlist', 0],
    ]);
    expect(other.count).toBe(1);
  });

  it('keeps a stay once per list; removing from one list leaves the others', async () => {
    const user = await signedIn();
    const cabin = await stay('Pine cabin');
    const a = await create(user.cookie, 'Hills', cabin.id);
    const b = await create(user.cookie, 'Snow', cabin.id);
    expect((await call('POST', entry(a.id, cabin.id), user.cookie)).statusCode).toBe(204);
    expect(await entriesOfUser(t.handle.db, user.id)).toHaveLength(2);

    expect((await call('DELETE', entry(a.id, cabin.id), user.cookie)).statusCode).toBe(204);
    expect((await call('DELETE', entry(a.id, cabin.id), user.cookie)).statusCode).toBe(204);
    expect((await detail(user.cookie, a.id)).properties).toEqual([]);
    expect((await detail(user.cookie, b.id)).properties.map((c) => c.title)).toEqual(['Pine cabin']);
  });

  it('renames a list, refusing a name the user already has in any case', async () => {
    const user = await signedIn();
    const goa = await create(user.cookie, 'Goa');
    await create(user.cookie, 'Kerala');
    const renamed = await call('PATCH', `/api/wishlists/${goa.id}`, user.cookie, { name: ' North Goa ' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ id: goa.id, name: 'North Goa' });

    const clash = await call('PATCH', `/api/wishlists/${goa.id}`, user.cookie, { name: 'kerala' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toEqual({ message: 'You already have a wishlist called kerala.' });
    const again = await call('POST', '/api/wishlists', user.cookie, { name: 'NORTH GOA' });
    expect(again.statusCode).toBe(409);
    expect((await lists(user.cookie)).map((l) => l.name).sort()).toEqual(['Kerala', 'North Goa']);
    // Another traveller may use the same name.
    expect((await create((await signedIn()).cookie, 'Kerala')).name).toBe('Kerala');
  });

  it('answers 400 with a clear message for a blank, long or missing name, and a bad id', async () => {
    const user = await signedIn();
    const cases: [object, string][] = [
      [{ name: '   ' }, 'name: must not be empty'],
      [{ name: 'x'.repeat(51) }, 'name: must be at most 50 characters'],
      [{}, 'name: is required'],
    ];
    for (const [body, message] of cases) {
      const res = await call('POST', '/api/wishlists', user.cookie, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toEqual({ message });
    }
    expect((await create(user.cookie, 'x'.repeat(50))).name).toHaveLength(50);
    const badId = await call('GET', '/api/wishlists/not-a-list', user.cookie);
    expect(badId.statusCode).toBe(400);
    expect(badId.json()).toEqual({ message: 'params wishlistId: must be a wishlist id' });
  });

  it("answers 404 for another traveller's list, changing nothing of it", async () => {
    const owner = await signedIn();
    const intruder = await signedIn();
    const villa = await stay('Private villa');
    const theirs = await create(owner.cookie, 'Secret trip', villa.id);
    const other = await stay('Other stay');
    const attempts = [
      await call('GET', `/api/wishlists/${theirs.id}`, intruder.cookie),
      await call('PATCH', `/api/wishlists/${theirs.id}`, intruder.cookie, { name: 'Mine now' }),
      await call('DELETE', `/api/wishlists/${theirs.id}`, intruder.cookie),
      await call('POST', entry(theirs.id, other.id), intruder.cookie),
      await call('DELETE', entry(theirs.id, villa.id), intruder.cookie),
      await call('GET', `/api/wishlists/${UNKNOWN_ID}`, intruder.cookie),
    ];
    for (const res of attempts) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Wishlist not found' });
    }
    expect(await detail(owner.cookie, theirs.id)).toMatchObject({ name: 'Secret trip', count: 1 });
  });

  it('refuses a stay that is not public: 404 "Property not found", and no list is made', async () => {
    const user = await signedIn();
    const draft = await makeProperty(t.handle.db, { title: 'Draft', status: 'draft' });
    const res = await call('POST', '/api/wishlists', user.cookie, { name: 'Drafts', propertyId: draft.id });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Property not found' });
    expect(await lists(user.cookie)).toEqual([]);
    const list = await create(user.cookie, 'Later');
    expect((await call('POST', entry(list.id, draft.id), user.cookie)).statusCode).toBe(404);
    expect((await call('POST', entry(list.id, UNKNOWN_ID), user.cookie)).statusCode).toBe(404);
  });

  it('deletes a list with its entries; the stays and the other lists stay', async () => {
    const user = await signedIn();
    const hut = await stay('Beach hut');
    const gone = await create(user.cookie, 'Gone', hut.id);
    const kept = await create(user.cookie, 'Kept', hut.id);
    expect((await call('DELETE', `/api/wishlists/${gone.id}`, user.cookie)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/wishlists/${gone.id}`, user.cookie)).statusCode).toBe(404);
    expect((await lists(user.cookie)).map((l) => l.id)).toEqual([kept.id]);
    expect(await entriesOfUser(t.handle.db, user.id)).toEqual([{ wishlistId: kept.id, propertyId: hut.id }]);
    expect((await call('GET', `/api/properties/${hut.id}`)).statusCode).toBe(200);
  });

  it('counts and covers only stays that are public now', async () => {
    const user = await signedIn();
    const shown = await stay('Shown', 1);
    const paused = await stay('Paused', 1);
    const list = await create(user.cookie, 'Mixed', shown.id);
    await call('POST', entry(list.id, paused.id), user.cookie);
    await setListingStatus(t.handle.db, paused.id, 'pending');
    expect(await detail(user.cookie, list.id)).toMatchObject({
      count: 1,
      coverPhotoUrl: `/p/${shown.id}/0.jpg`,
      properties: [expect.objectContaining({ title: 'Shown' })],
    });
  });

  it('refuses visitors with 401', async () => {
    for (const [method, url] of [
      ['GET', '/api/wishlists'],
      ['POST', '/api/wishlists'],
      ['PATCH', `/api/wishlists/${UNKNOWN_ID}`],
      ['DELETE', `/api/wishlists/${UNKNOWN_ID}`],
      ['POST', entry(UNKNOWN_ID, UNKNOWN_ID)],
    ] as const) {
      const res = await call(method, url, undefined, { name: 'x' });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json()).toEqual({ message: 'Unauthorized' });
    }
  });
});
