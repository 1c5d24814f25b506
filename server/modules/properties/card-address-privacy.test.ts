import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../../../domain/rules/stay-dates.ts';
import {
  makeAmenity,
  makeDestination,
  makeProperty,
  makePropertyType,
  makeSession,
  makeUser,
} from '../../testing/factories.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testEngines } from '../../testing/test-database.ts';

const day = (n: number) => addDays(todayIn('Asia/Kolkata'), n);

/**
 * Cards carry city and state, never the street line (decision 34 keeps it for confirmed guests, the
 * owner and admins on the property page): every list and search answer is scanned for any listing's
 * street line, for a visitor, a traveller, the owner and an admin alike.
 */
describe.each(testEngines)('street addresses stay out of cards on %s', (engine) => {
  let t: TestApp;
  const streets: string[] = [];
  const queries: string[] = [];
  const cookies: Record<string, string | undefined> = { visitor: undefined };

  beforeAll(async () => {
    t = await startTestApp(engine);
    const { db } = t.handle;
    const owner = await makeUser(db, { role: 'owner' });
    const admin = await makeUser(db, { role: 'admin' });
    const traveller = await makeUser(db);
    cookies.traveller = (await makeSession(db, traveller.id)).cookie;
    cookies.owner = (await makeSession(db, owner.id)).cookie;
    cookies.admin = (await makeSession(db, admin.id, { scope: 'admin' })).cookie;
    const goa = await makeDestination(db, { name: 'Goa', city: 'Panaji', state: 'Goa' });
    const villa = await makePropertyType(db, { name: 'Villa' });
    const wifi = await makeAmenity(db, { name: 'Wifi' });
    for (let i = 0; i < 5; i++) {
      const street = `${i + 7} Secret Lane ${i}`;
      streets.push(street);
      const listing = await makeProperty(db, {
        ownerId: owner.id,
        title: `Stay ${i}`,
        addressLine1: street,
        destinationId: goa.id,
        propertyTypeId: villa.id,
        amenityIds: [wifi.id],
        basePrice: `${3000 + i * 500}.00`,
      });
      await t.app.inject({
        method: 'POST',
        url: `/api/wishlist/${listing.id}`,
        headers: { cookie: cookies.traveller },
      });
    }
    const place = ['', 'location=goa', 'location=Candolim', 'location=gao'];
    const stays = ['', `checkIn=${day(10)}&checkOut=${day(13)}`];
    const filters = [
      '',
      'guests=2',
      `propertyTypeId=${villa.id}&amenityIds=${wifi.id}`,
      'minPrice=3000&maxPrice=5000',
    ];
    const sorts = ['', 'sort=price_asc', 'sort=price_desc', 'sort=rating', 'sort=newest', 'limit=2'];
    // Every place, stay and filter together; the sorts and a short page (limit=2) take turns.
    for (const p of place)
      for (const s of stays)
        for (const f of filters)
          queries.push([p, s, f, sorts[queries.length % sorts.length]].filter(Boolean).join('&'));
  });
  afterAll(() => t.close());

  const answer = async (url: string, cookie: string | undefined) => {
    const res = await t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res;
  };
  const expectNoStreet = (url: string, body: string) => {
    expect(body, url).not.toContain('addressLine1');
    for (const street of streets) expect(body, url).not.toContain(street);
  };

  it.each(['visitor', 'traveller', 'owner', 'admin'])(
    'shows the %s no street line in any list or search',
    async (who) => {
      let pages = 0;
      for (const query of queries) {
        let url: string | undefined = `/api/properties${query ? `?${query}` : ''}`;
        while (url) {
          const res = await answer(url, cookies[who]);
          expectNoStreet(url, res.body);
          pages += 1;
          url = /<([^>]+)>;\s*rel="next"/.exec(String(res.headers.link ?? ''))?.[1];
        }
      }
      // The searches above did find the listings: at least the plain list names them all.
      const plain = (await answer('/api/properties', cookies[who])).json() as {
        title: string;
        city: string;
      }[];
      expect(plain).toHaveLength(5);
      expect(plain[0]).toMatchObject({ city: 'Candolim', state: 'Goa' });
      expect(pages).toBeGreaterThan(queries.length);
    },
  );

  it("keeps the street out of the traveller's wishlist cards", async () => {
    const res = await answer('/api/wishlist', cookies.traveller);
    expect(res.json()).toHaveLength(5);
    expectNoStreet('/api/wishlist', res.body);
  });
});
