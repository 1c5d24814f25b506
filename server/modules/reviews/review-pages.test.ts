import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListedReview } from '../../../domain/schemas/after-booking.ts';
import { makeProperty, makeReview } from '../../testing/factories.ts';
import { signedInUser } from '../../testing/review-test-kit.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testEngines } from '../../testing/test-database.ts';

describe.each(testEngines)('GET /api/properties/{id}/reviews on %s', (engine) => {
  let t: TestApp;
  let listingId: string;
  let draftId: string;
  let ownerCookie: string;

  const get = (url: string, cookie = '') => t.app.inject({ method: 'GET', url, headers: { cookie } });
  /** The `<…>` of a `Link: <…>; rel="next"` header, or undefined without one. */
  const nextOf = (link: unknown) => /^<([^>]+)>; rel="next"$/.exec(String(link ?? ''))?.[1];

  beforeAll(async () => {
    t = await startTestApp(engine);
    const { db } = t.handle;
    const owner = await signedInUser(db, { role: 'owner' });
    ownerCookie = owner.cookie;
    listingId = (await makeProperty(db, { ownerId: owner.id })).id;
    draftId = (await makeProperty(db, { ownerId: owner.id, status: 'draft' })).id;
    // 13 reviews a day apart, and two more sharing the newest instant (the id breaks the tie).
    for (let day = 0; day < 13; day++) {
      await makeReview(db, {
        propertyId: listingId,
        scores: [1 + (day % 5)],
        comment: `Stay ${day}`,
        createdAt: new Date(Date.UTC(2026, 2, day + 1, 6, 0, 0, 123)),
      });
    }
    for (const twin of ['A', 'B']) {
      await makeReview(db, {
        propertyId: listingId,
        scores: [4],
        comment: `Twin ${twin}`,
        createdAt: new Date(Date.UTC(2026, 3, 1, 6)),
      });
    }
    await makeReview(db, { propertyId: draftId, scores: [5], comment: 'Draft stay' });
  });
  afterAll(() => t.close());

  it('pages every review newest first, 10 by default, following the Link header to the end', async () => {
    const first = await get(`/api/properties/${listingId}/reviews`);
    expect(first.statusCode, first.body).toBe(200);
    const firstPage: ListedReview[] = first.json();
    expect(firstPage).toHaveLength(10);
    expect(
      firstPage
        .slice(0, 2)
        .map((r) => r.comment)
        .sort(),
    ).toEqual(['Twin A', 'Twin B']);
    expect(firstPage[2]).toMatchObject({ comment: 'Stay 12', rating: '3.00', hostResponse: null });
    const next = nextOf(first.headers.link);
    expect(next).toMatch(new RegExp(`^/api/properties/${listingId}/reviews\\?cursor=[\\w-]+$`));

    const second = await get(next!);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().map((r: ListedReview) => r.comment)).toEqual([
      'Stay 4',
      'Stay 3',
      'Stay 2',
      'Stay 1',
      'Stay 0',
    ]);
    expect(second.headers.link).toBeUndefined();
  });

  it('keeps the limit in the next link, splits tied instants without losing one, and ends without a link', async () => {
    const seen: string[] = [];
    let url: string | undefined = `/api/properties/${listingId}/reviews?limit=1`;
    while (url) {
      const res = await get(url);
      expect(res.statusCode, res.body).toBe(200);
      seen.push(...res.json().map((r: ListedReview) => r.comment));
      url = nextOf(res.headers.link);
      if (url) expect(url).toContain('limit=1');
    }
    expect(seen).toHaveLength(15);
    expect(new Set(seen).size).toBe(15);
    expect(seen.slice(2)).toEqual(Array.from({ length: 13 }, (_, i) => `Stay ${12 - i}`));
  });

  it('refuses a cursor it did not give', async () => {
    const forged = Buffer.from(JSON.stringify(['newest', 'yesterday', 'not-an-id'])).toString('base64url');
    for (const cursor of ['garbage!', forged]) {
      const res = await get(`/api/properties/${listingId}/reviews?cursor=${cursor}`);
      expect(res.statusCode, cursor).toBe(400);
      expect(res.json().message).toMatch(/^cursor: /);
    }
  });

  it("answers a listing's reviews only to those who may see the listing", async () => {
    for (const url of [
      `/api/properties/${draftId}/reviews`,
      '/api/properties/5b1f8c2e-6d1a-4c1e-9a43-0c6f1d2b7e10/reviews',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ message: 'Property not found' });
    }
    const own = await get(`/api/properties/${draftId}/reviews`, ownerCookie);
    expect(own.json().map((r: ListedReview) => r.comment)).toEqual(['Draft stay']);
  });
});
