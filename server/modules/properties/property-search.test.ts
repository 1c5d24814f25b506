import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../../../domain/rules/stay-dates.ts';
import type { PropertyCard } from '../../../domain/schemas/properties.ts';
import {
  makeAmenity,
  makeBlockedRange,
  makeBooking,
  makeDestination,
  makeProperty,
  makePropertyType,
  makeReview,
  makeUser,
} from '../../testing/factories.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testEngines } from '../../testing/test-database.ts';

const day = (n: number) => addDays(todayIn('Asia/Kolkata'), n);

describe.each(testEngines)('searching listings on %s', (engine) => {
  let t: TestApp;
  const ids: Record<string, string> = {};
  const amenity: Record<string, string> = {};
  let villaType = '';

  const search = async (query: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/properties?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return { titles: (res.json() as PropertyCard[]).map((p) => p.title).sort(), res };
  };
  const refused = async (query: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/properties?${query}` });
    expect(res.statusCode).toBe(400);
    return (res.json() as { message: string }).message;
  };

  beforeAll(async () => {
    t = await startTestApp(engine);
    const { db } = t.handle;
    const owner = await makeUser(db, { role: 'owner' });
    const manali = await makeDestination(db, { name: 'Manali', city: 'Manali', state: 'Himachal Pradesh' });
    const udaipur = await makeDestination(db, { name: 'Udaipur', city: 'Udaipur', state: 'Rajasthan' });
    villaType = (await makePropertyType(db, { name: 'Villa' })).id;
    amenity.wifi = (await makeAmenity(db, { name: 'Wifi' })).id;
    amenity.pool = (await makeAmenity(db, { name: 'Pool' })).id;
    const listing = { ownerId: owner.id };
    const add = async (key: string, fields: Parameters<typeof makeProperty>[1]) => {
      ids[key] = (await makeProperty(db, { ...listing, title: key, ...fields })).id;
    };
    await add('Pine cabin', {
      destinationId: manali.id,
      city: 'Old Manali',
      state: 'Himachal Pradesh',
      basePrice: '3000.00',
      maxGuests: 2,
      amenityIds: [amenity.wifi],
    });
    await add('Lake haveli', {
      destinationId: udaipur.id,
      city: 'Udaipur',
      state: 'Rajasthan',
      basePrice: '9000.00',
      maxGuests: 6,
      propertyTypeId: villaType,
      amenityIds: [amenity.wifi, amenity.pool],
    });
    await add('Beach hut', { city: 'Anjuna', state: 'Goa', basePrice: '4500.00', maxGuests: 4 });
    await add('Pending chalet', { destinationId: manali.id, city: 'Manali', status: 'pending' });

    // The beach hut is booked for nights 10-12 and the haveli blocked on night 20.
    await makeBooking(db, { propertyId: ids['Beach hut'], checkIn: day(10), checkOut: day(13) });
    await makeBlockedRange(db, { propertyId: ids['Lake haveli']!, startDate: day(20), endDate: day(21) });
    // A cancelled booking holds nothing.
    await makeBooking(db, {
      propertyId: ids['Pine cabin'],
      checkIn: day(10),
      checkOut: day(13),
      status: 'cancelled',
    });
    await makeReview(db, { propertyId: ids['Lake haveli']!, scores: [5, 4] });
    await makeReview(db, { propertyId: ids['Lake haveli']!, scores: [4, 4] });
  });
  afterAll(() => t.close());

  const all = ['Beach hut', 'Lake haveli', 'Pine cabin'];

  it('lists approved listings only when asked nothing', async () => {
    expect((await search('')).titles).toEqual(all);
  });

  it("matches the destination's name, the city, the state or the title, forgiving small typos", async () => {
    expect((await search('location=Manali')).titles).toEqual(['Pine cabin']);
    expect((await search('location=Manli')).titles).toEqual(['Pine cabin']);
    expect((await search('location=udaipr')).titles).toEqual(['Lake haveli']);
    expect((await search('location=rajasthan')).titles).toEqual(['Lake haveli']);
    expect((await search('location=Goa')).titles).toEqual(['Beach hut']);
    expect((await search('location=haveli')).titles).toEqual(['Lake haveli']);
    expect((await search('location=Shillong')).titles).toEqual([]);
  });

  it('shows only listings free on every night of the stay', async () => {
    expect((await search(`checkIn=${day(11)}&checkOut=${day(12)}`)).titles).toEqual([
      'Lake haveli',
      'Pine cabin',
    ]);
    // A stay overlapping the booking's last night.
    expect((await search(`checkIn=${day(12)}&checkOut=${day(14)}`)).titles).not.toContain('Beach hut');
    // Back to back: out on the booking's check-in day, in on its check-out day.
    expect((await search(`checkIn=${day(8)}&checkOut=${day(10)}`)).titles).toEqual(all);
    expect((await search(`checkIn=${day(13)}&checkOut=${day(15)}`)).titles).toEqual(all);
  });

  it('hides a listing with a blocked night in the stay', async () => {
    expect((await search(`checkIn=${day(19)}&checkOut=${day(22)}`)).titles).toEqual([
      'Beach hut',
      'Pine cabin',
    ]);
    expect((await search(`checkIn=${day(21)}&checkOut=${day(22)}`)).titles).toEqual(all);
  });

  it('filters by guests, price (both bounds inclusive), type and amenities', async () => {
    expect((await search('guests=4')).titles).toEqual(['Beach hut', 'Lake haveli']);
    expect((await search('guests=7')).titles).toEqual([]);
    expect((await search('minPrice=4500&maxPrice=9000')).titles).toEqual(['Beach hut', 'Lake haveli']);
    expect((await search('maxPrice=4499.99')).titles).toEqual(['Pine cabin']);
    expect((await search(`propertyTypeId=${villaType}`)).titles).toEqual(['Lake haveli']);
    expect((await search(`amenityIds=${amenity.wifi}`)).titles).toEqual(['Lake haveli', 'Pine cabin']);
    expect((await search(`amenityIds=${amenity.wifi},${amenity.pool}`)).titles).toEqual(['Lake haveli']);
  });

  it('combines filters', async () => {
    const query = `location=Manli&checkIn=${day(11)}&checkOut=${day(12)}&guests=2&maxPrice=5000&amenityIds=${amenity.wifi}`;
    expect((await search(query)).titles).toEqual(['Pine cabin']);
    expect((await search(query.replace('guests=2', 'guests=3'))).titles).toEqual([]);
  });

  it('sorts by price, rating and age', async () => {
    const order = async (sort: string) =>
      ((await t.app.inject({ url: `/api/properties?sort=${sort}` })).json() as PropertyCard[]).map(
        (p) => p.title,
      );
    expect(await order('price_asc')).toEqual(['Pine cabin', 'Beach hut', 'Lake haveli']);
    expect(await order('price_desc')).toEqual(['Lake haveli', 'Beach hut', 'Pine cabin']);
    expect((await order('rating'))[0]).toBe('Lake haveli');
    expect((await order('newest'))[0]).toBe('Beach hut');
    expect((await order('recommended'))[0]).toBe('Lake haveli');
  });

  it("carries each listing's real rating and review count", async () => {
    const [haveli] = (
      await t.app.inject({ url: '/api/properties?location=haveli' })
    ).json() as PropertyCard[];
    // Reviews of 4.5 and 4.0 average 4.25.
    expect(haveli).toMatchObject({ averageRating: '4.25', totalReviews: 2 });
    const [hut] = (await t.app.inject({ url: '/api/properties?location=goa' })).json() as PropertyCard[];
    expect(hut).toMatchObject({ averageRating: null, totalReviews: 0 });
  });

  it('refuses bad parameters with a 400 that names them, and changes nothing', async () => {
    expect(await refused(`checkIn=${day(5)}&checkOut=${day(3)}`)).toMatch(/checkOut: must be after checkIn/);
    expect(await refused(`checkIn=${day(5)}&checkOut=${day(5)}`)).toMatch(/checkOut: must be after checkIn/);
    expect(await refused('checkIn=2027-02-30&checkOut=2027-03-02')).toMatch(/checkIn: must be a date/);
    expect(await refused(`checkIn=${day(5)}`)).toMatch(/checkOut: is required with checkIn/);
    expect(await refused(`checkIn=${day(-1)}&checkOut=${day(2)}`)).toMatch(
      /checkIn: must not be in the past/,
    );
    expect(await refused(`checkIn=${day(1)}&checkOut=${day(367)}`)).toMatch(
      /checkOut: a stay is at most 365/,
    );
    expect(await refused('limit=0')).toMatch(/limit/);
    expect(await refused('limit=101')).toMatch(/limit/);
    expect(await refused('sort=cheapest')).toMatch(/sort: must be one of recommended/);
    expect(await refused('minPrice=-1')).toMatch(/minPrice: must be 0 or more/);
    expect(await refused('minPrice=500&maxPrice=100')).toMatch(/maxPrice/);
    expect(await refused('guests=two')).toBe('querystring guests: must be a number');
    expect(await refused('amenityIds=wifi')).toMatch(/amenityIds/);
    expect(await refused('cursor=bm9wZQ')).toMatch(/cursor/);
    const newest = await t.app.inject({ url: '/api/properties?sort=newest&limit=1' });
    const next = /<([^>]+)>/.exec(String(newest.headers.link))![1]!;
    const cursor = new URL(next, 'http://x').searchParams.get('cursor');
    expect(await refused(`sort=price_asc&cursor=${cursor}`)).toMatch(/cursor: belongs to another sort/);
  });
});

describe.each(testEngines)('paging through listings on %s', (engine) => {
  let t: TestApp;
  let ownerId = '';

  beforeAll(async () => {
    t = await startTestApp(engine);
    ownerId = (await makeUser(t.handle.db, { role: 'owner' })).id;
    const base = Date.parse('2026-01-01T00:00:00Z');
    for (let i = 0; i < 23; i++)
      await makeProperty(t.handle.db, {
        ownerId,
        title: `Stay ${i}`,
        // Equal prices and equal instants: the id breaks ties, so no listing is skipped or repeated.
        basePrice: i % 3 === 0 ? '5000.00' : `${4000 + i}.00`,
        createdAt: new Date(base + Math.floor(i / 4) * 1000),
      });
  });
  afterAll(() => t.close());

  const nextUrl = (link: string | string[] | number | undefined) =>
    link === undefined ? null : (/^<([^>]+)>; rel="next"$/.exec(String(link))?.[1] ?? null);

  it.each(['recommended', 'newest', 'price_asc', 'price_desc', 'rating'])(
    'visits every listing exactly once by %s, while listings are added',
    async (sort) => {
      const seen: string[] = [];
      let url: string | null = `/api/properties?sort=${sort}&limit=5`;
      let pages = 0;
      while (url) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(200);
        const cards = res.json() as PropertyCard[];
        expect(cards.length).toBeLessThanOrEqual(5);
        seen.push(...cards.map((c) => c.title));
        url = nextUrl(res.headers.link);
        if (url) expect(url).toContain(`sort=${sort}`);
        // A listing added mid-way must not shift the pages.
        if (++pages === 2) await makeProperty(t.handle.db, { ownerId, title: `Added during ${sort}` });
      }
      const stays = seen.filter((title) => title.startsWith('Stay '));
      expect(new Set(seen).size).toBe(seen.length);
      expect(stays.length).toBe(23);
    },
  );

  it('answers no Link header on the last page', async () => {
    const res = await t.app.inject({ url: '/api/properties?limit=100' });
    expect(res.headers.link).toBeUndefined();
    const first = await t.app.inject({ url: '/api/properties?limit=24&location=stay' });
    expect((first.json() as PropertyCard[]).length).toBe(23);
    expect(first.headers.link).toBeUndefined();
  });
});

describe('reusing search answers (SEARCH_CACHE_MS)', () => {
  it('answers the same URL from memory for a while; another URL asks the database', async () => {
    const t = await startTestApp('pglite', { SEARCH_CACHE_MS: '60000' });
    try {
      const titles = async (url: string) =>
        ((await t.app.inject({ url })).json() as PropertyCard[]).map((p) => p.title);
      await makeProperty(t.handle.db, { title: 'First stay' });
      expect(await titles('/api/properties')).toEqual(['First stay']);
      await makeProperty(t.handle.db, { title: 'Second stay' });
      expect(await titles('/api/properties')).toEqual(['First stay']);
      expect((await titles('/api/properties?sort=newest')).sort()).toEqual(['First stay', 'Second stay']);
    } finally {
      await t.close();
    }
  });
});
