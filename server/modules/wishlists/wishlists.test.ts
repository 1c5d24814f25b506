import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PropertyCard } from '../../../domain/schemas/properties.ts';
import { makeBadge, makeDestination, makeProperty, makeSession, makeUser } from '../../testing/factories.ts';
import {
  deleteListing,
  entriesOfListing,
  entriesOfUser,
  setListingStatus,
} from '../../testing/listing-changes.repository.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testEngines } from '../../testing/test-database.ts';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe.each(testEngines)('the wishlist API on %s', (engine) => {
  let t: TestApp;
  let asha: { id: string; cookie: string };
  let ravi: { id: string; cookie: string };

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie?: string) =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {} });
  const save = (id: string, cookie = asha.cookie) => call('POST', `/api/wishlist/${id}`, cookie);
  const remove = (id: string, cookie = asha.cookie) => call('DELETE', `/api/wishlist/${id}`, cookie);
  const list = async (cookie = asha.cookie): Promise<PropertyCard[]> => {
    const res = await call('GET', '/api/wishlist', cookie);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const titles = async (cookie = asha.cookie) => (await list(cookie)).map((card) => card.title);
  const signedIn = async () => {
    const user = await makeUser(t.handle.db);
    return { id: user.id, cookie: (await makeSession(t.handle.db, user.id)).cookie };
  };
  const listing = (title: string, fields: Parameters<typeof makeProperty>[1] = {}) =>
    makeProperty(t.handle.db, { title, ...fields });

  beforeAll(async () => {
    t = await startTestApp(engine);
    asha = await signedIn();
    ravi = await signedIn();
  });
  afterAll(() => t.close());

  it('saves, lists newest saved first, and removes, each answered 204', async () => {
    const user = await signedIn();
    const beach = await listing('Beach hut');
    const hill = await listing('Hill cottage');
    expect(await titles(user.cookie)).toEqual([]);

    const saved = await save(beach.id, user.cookie);
    expect(saved.statusCode).toBe(204);
    expect(saved.body).toBe('');
    expect((await save(hill.id, user.cookie)).statusCode).toBe(204);
    expect(await titles(user.cookie)).toEqual(['Hill cottage', 'Beach hut']);

    const removed = await remove(beach.id, user.cookie);
    expect(removed.statusCode).toBe(204);
    expect(removed.body).toBe('');
    expect(await titles(user.cookie)).toEqual(['Hill cottage']);
  });

  it('keeps one entry with its first date when a listing is saved twice', async () => {
    const user = await signedIn();
    const first = await listing('Saved first');
    const second = await listing('Saved second');
    await save(first.id, user.cookie);
    const entryOf = (id: string) => entriesOfListing(t.handle.db, id);
    const [before] = await entryOf(first.id);
    await save(second.id, user.cookie);
    expect((await save(first.id, user.cookie)).statusCode).toBe(204);

    const entries = await entryOf(first.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]!.createdAt).toEqual(before!.createdAt);
    // Saving again does not move it to the top: its date is still the first one.
    expect(await titles(user.cookie)).toEqual(['Saved second', 'Saved first']);
  });

  it('removes what is not saved, or removes twice, without complaint', async () => {
    const user = await signedIn();
    const stay = await listing('Never saved');
    expect((await remove(stay.id, user.cookie)).statusCode).toBe(204);
    await save(stay.id, user.cookie);
    expect((await remove(stay.id, user.cookie)).statusCode).toBe(204);
    expect((await remove(stay.id, user.cookie)).statusCode).toBe(204);
    expect(await titles(user.cookie)).toEqual([]);
  });

  it('answers 404 "Property not found" for an unknown listing or one not approved', async () => {
    const drafts = await Promise.all(
      (['draft', 'pending', 'rejected'] as const).map((status) => listing(`A ${status}`, { status })),
    );
    for (const id of [UNKNOWN_ID, ...drafts.map((d) => d.id)]) {
      for (const res of [await save(id), await remove(id)]) {
        expect(res.statusCode, id).toBe(404);
        expect(res.json()).toEqual({ message: 'Property not found' });
      }
    }
    expect(await entriesOfUser(t.handle.db, asha.id)).toEqual([]);
  });

  it('answers 400 for a path that is not a property id', async () => {
    const res = await save('not-an-id');
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json())).toEqual(['message']);
  });

  it('refuses visitors and an ended session with 401, changing nothing', async () => {
    const stay = await listing('Visitor target');
    const ended = await signedIn();
    expect((await call('GET', '/api/auth/logout', ended.cookie)).statusCode).toBe(200);
    for (const cookie of [undefined, ended.cookie, 'basera_session=forged']) {
      const answers = [
        await call('GET', '/api/wishlist', cookie),
        await call('POST', `/api/wishlist/${stay.id}`, cookie),
        await call('DELETE', `/api/wishlist/${stay.id}`, cookie),
      ];
      for (const res of answers) {
        expect(res.statusCode, `with ${cookie}`).toBe(401);
        expect(res.json()).toEqual({ message: 'Unauthorized' });
      }
    }
    // Even an unknown id: the guard answers before anything is looked up.
    expect((await call('POST', `/api/wishlist/${UNKNOWN_ID}`)).statusCode).toBe(401);
    expect(await entriesOfListing(t.handle.db, stay.id)).toEqual([]);
  });

  it("keeps each user's list their own", async () => {
    const mine = await listing('Mine');
    const theirs = await listing('Theirs');
    const both = await listing('Both of ours');
    await save(mine.id, asha.cookie);
    await save(both.id, asha.cookie);
    await save(theirs.id, ravi.cookie);
    await save(both.id, ravi.cookie);
    expect(await titles(asha.cookie)).toEqual(['Both of ours', 'Mine']);
    expect(await titles(ravi.cookie)).toEqual(['Both of ours', 'Theirs']);

    // Ravi removing a listing does not touch Asha's entry.
    await remove(both.id, ravi.cookie);
    expect(await titles(ravi.cookie)).toEqual(['Theirs']);
    expect(await titles(asha.cookie)).toEqual(['Both of ours', 'Mine']);
    for (const id of [mine.id, both.id]) await remove(id, asha.cookie);
    await remove(theirs.id, ravi.cookie);
  });

  it('drops a listing that stops being approved, and shows it again once approved', async () => {
    const user = await signedIn();
    const kept = await listing('Still approved');
    const paused = await listing('Sent back for review');
    await save(kept.id, user.cookie);
    await save(paused.id, user.cookie);
    const setStatus = (status: 'approved' | 'pending') => setListingStatus(t.handle.db, paused.id, status);

    await setStatus('pending');
    expect(await titles(user.cookie)).toEqual(['Still approved']);
    // Not approved: it can be neither saved nor removed until it is again.
    expect((await remove(paused.id, user.cookie)).statusCode).toBe(404);

    await setStatus('approved');
    expect(await titles(user.cookie)).toEqual(['Sent back for review', 'Still approved']);
  });

  it('forgets a listing that is deleted', async () => {
    const user = await signedIn();
    const gone = await listing('Deleted by its owner');
    await save(gone.id, user.cookie);
    await deleteListing(t.handle.db, gone.id);
    expect(await titles(user.cookie)).toEqual([]);
  });

  it('answers the same cards as search, with photos, badges, destination and owner', async () => {
    const user = await signedIn();
    const owner = await makeUser(t.handle.db, {
      role: 'owner',
      firstName: 'Meena',
      lastName: 'Pillai',
      email: 'meena.wish@example.in',
    });
    const goa = await makeDestination(t.handle.db, { name: 'North Goa', city: 'Panaji', state: 'Goa' });
    const badge = await makeBadge(t.handle.db, { name: 'Guest favourite' });
    const stay = await listing('Card check', {
      ownerId: owner.id,
      destinationId: goa.id,
      photos: 2,
      badgeIds: [badge.id],
      safetyDetails: 'not for the card',
    });
    await save(stay.id, user.cookie);

    const [card] = await list(user.cookie);
    const search = await call('GET', '/api/properties?limit=100');
    const fromSearch = (search.json() as PropertyCard[]).find((c) => c.id === stay.id);
    expect(fromSearch).toBeDefined();
    expect(card).toEqual(fromSearch);
    expect(card).toMatchObject({
      title: 'Card check',
      photos: [{ url: `/p/${stay.id}/0.jpg` }, { url: `/p/${stay.id}/1.jpg` }],
      badges: [{ name: 'Guest favourite' }],
      destination: { city: 'Panaji', state: 'Goa' },
      owner: { firstName: 'Meena', lastName: 'Pillai' },
    });
    expect(JSON.stringify(card)).not.toMatch(/meena\.wish|not for the card|\$argon2/);
  });
});
