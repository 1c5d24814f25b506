import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PropertyDetail } from '../../../domain/schemas/properties.ts';
import { makeBooking, makeProperty, makeSession, makeUser } from '../../testing/factories.ts';
import { setListingTitle } from '../../testing/listing-changes.repository.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testEngines } from '../../testing/test-database.ts';

/**
 * The property page's answer cache (decision 73): visitors without a session share one answer per
 * listing for SEARCH_CACHE_MS; anyone signed in gets their own, fresh, so nobody gets another
 * viewer's answer and a host sees their edit at once.
 */
describe.each(testEngines)('the property page answer cache on %s', (engine) => {
  let t: TestApp;
  let listingId: string;
  let hiddenId: string;
  const cookies: Record<string, string> = {};

  const page = async (id: string, cookie?: string) => {
    const res = await t.app.inject({ url: `/api/properties/${id}`, headers: cookie ? { cookie } : {} });
    return { status: res.statusCode, body: res.body, detail: res.json() as PropertyDetail };
  };
  const retitle = (id: string, title: string) => setListingTitle(t.handle.db, id, title);

  beforeAll(async () => {
    // A minute: long enough that nothing expires during the test.
    t = await startTestApp(engine, { SEARCH_CACHE_MS: '60000' });
    const { db } = t.handle;
    const owner = await makeUser(db, { role: 'owner' });
    const guest = await makeUser(db);
    const admin = await makeUser(db, { role: 'admin' });
    const listing = await makeProperty(db, {
      ownerId: owner.id,
      title: 'First title',
      addressLine1: '9 Hidden Lane',
    });
    listingId = listing.id;
    hiddenId = (await makeProperty(db, { ownerId: owner.id, status: 'pending' })).id;
    await makeBooking(db, {
      propertyId: listingId,
      guestId: guest.id,
      checkIn: '2025-01-10',
      checkOut: '2025-01-12',
      status: 'completed',
    });
    cookies.owner = (await makeSession(db, owner.id)).cookie;
    cookies.guest = (await makeSession(db, guest.id)).cookie;
    cookies.admin = (await makeSession(db, admin.id, { scope: 'admin' })).cookie;
    cookies.expired = 'basera_session=not-a-session';
  });
  afterAll(() => t.close());

  it('shares one answer among visitors, while signed-in viewers see an edit at once', async () => {
    const before = await page(listingId);
    expect(before.detail).toMatchObject({ title: 'First title', addressLine1: null });
    await retitle(listingId, 'Edited title');
    expect((await page(listingId)).body).toBe(before.body);
    expect((await page(listingId, cookies.expired)).body).toBe(before.body);
    for (const who of ['owner', 'guest', 'admin']) {
      const own = await page(listingId, cookies[who]);
      expect(own.detail, who).toMatchObject({ title: 'Edited title', addressLine1: '9 Hidden Lane' });
      expect(own.detail.location.exact, who).toBe(true);
    }
    // What signed-in viewers got was never kept for visitors.
    expect((await page(listingId)).detail).toMatchObject({ title: 'First title', addressLine1: null });
  });

  it('keeps a hidden listing from visitors and shows it to its owner', async () => {
    expect((await page(hiddenId)).status).toBe(404);
    expect((await page(hiddenId, cookies.owner)).status).toBe(200);
    expect((await page(hiddenId)).status).toBe(404);
  });
});
