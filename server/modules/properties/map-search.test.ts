import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIN_MARKER_GAP_PIXELS } from '../../../domain/rules/map-clusters.ts';
import { MAP_CELL_PIXELS, mapCellDegrees, mapCellOf } from '../../../domain/rules/map-grid.ts';
import { addDays, todayIn } from '../../../domain/rules/stay-dates.ts';
import type { PropertyCard, PropertyDetail } from '../../../domain/schemas/properties.ts';
import type { MapCluster } from '../../../domain/schemas/property-map.ts';
import { makeBooking, makeProperty, makePropertyType, makeUser } from '../../testing/factories.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testEngines } from '../../testing/test-database.ts';

const day = (n: number) => addDays(todayIn('Asia/Kolkata'), n);

// Mumbai's box: Colaba sits on its south edge and Thane on its north edge once rounded.
const MUMBAI = '72.80,19.00,72.95,19.20';
const INDIA = '68,6,98,37';

describe.each(testEngines)('searching within the map on %s', (engine) => {
  let t: TestApp;
  const ids: Record<string, string> = {};
  const titleOf = new Map<string, string>();
  let villa = '';

  const get = (url: string) => t.app.inject({ method: 'GET', url });
  /** Every card of a search, through all its pages. */
  const cards = async (query: string) => {
    const found: PropertyCard[] = [];
    let url: string | undefined = `/api/properties?limit=2&${query}`;
    while (url) {
      const res = await get(url);
      expect(res.statusCode, res.body).toBe(200);
      found.push(...(res.json() as PropertyCard[]));
      url = /<([^>]+)>;\s*rel="next"/.exec(String(res.headers.link ?? ''))?.[1];
    }
    return found;
  };
  const titles = async (query: string) => (await cards(query)).map((c) => c.title).sort();
  const clusters = async (query: string) => {
    const res = await get(`/api/properties/map?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as MapCluster[];
  };
  const refused = async (url: string) => {
    const res = await get(url);
    expect(res.statusCode, res.body).toBe(400);
    return (res.json() as { message: string }).message;
  };

  beforeAll(async () => {
    t = await startTestApp(engine);
    const { db } = t.handle;
    const owner = await makeUser(db, { role: 'owner' });
    villa = (await makePropertyType(db, { name: 'Villa' })).id;
    const add = async (title: string, latitude: string | null, longitude: string | null, more = {}) => {
      const listing = await makeProperty(db, { ownerId: owner.id, title, latitude, longitude, ...more });
      ids[title] = listing.id;
      titleOf.set(listing.id, title);
    };
    // Exact 18.996 is south of the box; its public position, 19.00, is on the box's edge.
    await add('Colaba flat', '18.996000', '72.850000', { basePrice: '5000.00' });
    await add('Bandra flat', '19.059600', '72.829500', { basePrice: '7000.00', propertyTypeId: villa });
    await add('Powai flat', '19.113600', '72.869700', { basePrice: '3000.00', maxGuests: 2 });
    // Exact 19.196 is inside a box ending at 19.199; its public position, 19.20, is not.
    await add('Thane flat', '19.196000', '72.900000', { basePrice: '4000.00' });
    await add('Pune house', '18.520400', '73.856700', { basePrice: '6000.00' });
    await add('Goa hut', '15.490900', '73.827800', { basePrice: '2500.50' });
    // Half-way values: PostgreSQL rounds them up (15.58, 73.01); Math.round(x * 100) / 100 did not.
    await add('Halfway cottage', '15.575000', '73.005000');
    await add('Nowhere cottage', null, null);
    await add('Pending flat', '19.059600', '72.829500', { status: 'pending' });
    await makeBooking(db, { propertyId: ids['Bandra flat'], checkIn: day(10), checkOut: day(13) });
  });
  afterAll(() => t.close());

  it('finds the listings whose public position lies in the box, edges included', async () => {
    expect(await titles(`bbox=${MUMBAI}`)).toEqual([
      'Bandra flat',
      'Colaba flat',
      'Powai flat',
      'Thane flat',
    ]);
    // Rounded positions decide, not exact ones: Colaba's exact 18.996 is outside 18.997, Thane's
    // exact 19.196 inside 19.199.
    expect(await titles('bbox=72.80,18.997,72.95,19.20')).toContain('Colaba flat');
    expect(await titles('bbox=72.80,19.00,72.95,19.199')).not.toContain('Thane flat');
    expect(await titles('bbox=73.80,18.50,73.90,18.55')).toEqual(['Pune house']);
    expect(await titles('bbox=80,20,85,25')).toEqual([]);
    // A box that is one point: the listing exactly there.
    expect(await titles('bbox=73.86,18.52,73.86,18.52')).toEqual(['Pune house']);
    // All of India: every approved listing with a position, none without.
    expect(await titles(`bbox=${INDIA}`)).toEqual(
      [
        'Bandra flat',
        'Colaba flat',
        'Goa hut',
        'Halfway cottage',
        'Powai flat',
        'Pune house',
        'Thane flat',
      ].sort(),
    );
  });

  it('combines the box with dates, filters, a place and every sort', async () => {
    // Bandra is booked on nights 10-12; Powai takes 2 guests.
    expect(await titles(`bbox=${MUMBAI}&checkIn=${day(11)}&checkOut=${day(12)}&guests=3`)).toEqual([
      'Colaba flat',
      'Thane flat',
    ]);
    expect(await titles(`bbox=${MUMBAI}&propertyTypeId=${villa}`)).toEqual(['Bandra flat']);
    expect(await titles(`bbox=${MUMBAI}&minPrice=4000&maxPrice=5000`)).toEqual(['Colaba flat', 'Thane flat']);
    // Every listing here is in Candolim, Goa (the factory's place): the title tells them apart.
    expect(await titles(`bbox=${INDIA}&location=house`)).toEqual(['Pune house']);
    expect(await titles('bbox=72.80,19.00,72.95,19.10&location=flat')).toEqual([
      'Bandra flat',
      'Colaba flat',
    ]);
    const order = async (sort: string) => (await cards(`bbox=${MUMBAI}&sort=${sort}`)).map((c) => c.title);
    expect(await order('price_asc')).toEqual(['Powai flat', 'Thane flat', 'Colaba flat', 'Bandra flat']);
    expect(await order('price_desc')).toEqual(['Bandra flat', 'Colaba flat', 'Thane flat', 'Powai flat']);
  });

  it('gives each card its public position, as the property page shows it, never the exact one', async () => {
    const all = await cards(`bbox=${INDIA}`);
    const at = (title: string) => all.find((c) => c.title === title)?.position;
    expect(at('Colaba flat')).toEqual({ lat: 19, lng: 72.85 });
    expect(at('Pune house')).toEqual({ lat: 18.52, lng: 73.86 });
    expect(at('Halfway cottage')).toEqual({ lat: 15.58, lng: 73.01 });
    for (const card of all) {
      const page = (await get(`/api/properties/${card.id}`)).json() as PropertyDetail;
      expect(page.location).toEqual({
        latitude: card.position?.lat,
        longitude: card.position?.lng,
        exact: false,
      });
    }
    const [nowhere] = await cards('location=Nowhere');
    expect(nowhere?.position).toBeNull();
    const everything = JSON.stringify(await cards(''));
    for (const exact of ['18.996', '19.0596', '72.8295', '18.5204', '73.8567', '15.4909', '15.575'])
      expect(everything).not.toContain(exact);
  });

  it('clusters every matching listing exactly once, the same listings as the list', async () => {
    const queries = [
      `bbox=${INDIA}&zoom=5`,
      `bbox=${INDIA}&zoom=0`,
      `bbox=${INDIA}&zoom=7`,
      `bbox=${MUMBAI}&zoom=12`,
      `bbox=${MUMBAI}&zoom=9&checkIn=${day(11)}&checkOut=${day(12)}&guests=3`,
      `bbox=${INDIA}&zoom=6&minPrice=3000&maxPrice=6000`,
      `bbox=72.80,19.00,72.95,19.199&zoom=14`,
    ];
    for (const query of queries) {
      const zoom = Number(new URLSearchParams(query).get('zoom'));
      const listed = await cards(query.replace(/&?zoom=\d+/, ''));
      const found = await clusters(query);
      expect(
        found.reduce((sum, c) => sum + c.count, 0),
        query,
      ).toBe(listed.length);
      // Every listed card is a cluster of its own or lies in a cluster's box; no two markers overlap.
      for (const card of listed) {
        const { lat, lng } = card.position!;
        const holder = found.find((c) =>
          c.count === 1
            ? c.propertyId === card.id
            : c.bounds!.minLat <= lat &&
              lat <= c.bounds!.maxLat &&
              c.bounds!.minLng <= lng &&
              lng <= c.bounds!.maxLng,
        );
        expect(holder, `${query}: ${card.title}`).toBeDefined();
        expect(holder!.minPricePaise).toBeLessThanOrEqual(Math.round(Number(card.basePrice) * 100));
      }
      const pixel = mapCellDegrees(zoom) / MAP_CELL_PIXELS;
      for (const [i, a] of found.entries())
        for (const b of found.slice(i + 1))
          expect(Math.hypot(a.lat - b.lat, a.lng - b.lng) / pixel, query).toBeGreaterThanOrEqual(
            MIN_MARKER_GAP_PIXELS,
          );
    }
  });

  it('clusters by the grid where markers stand apart, and folds neighbouring cells whose markers would overlap', async () => {
    // Zoom 12: each Mumbai listing its own cell, hundreds of pixels apart.
    const near = await clusters(`bbox=${MUMBAI}&zoom=12`);
    expect(near.map((c) => mapCellOf(c, 12))).toEqual(
      [...new Set(near.map((c) => JSON.stringify(mapCellOf(c, 12))))].map((cell) => JSON.parse(cell)),
    );
    // Zoom 5 (cells of 2.64 degrees): Mumbai's four sit in the cell west of 73.83 degrees and Pune in
    // the next one, 23 px away on screen: one marker of five, whose box holds them all.
    const india = await clusters(`bbox=${INDIA}&zoom=5`);
    expect(mapCellOf({ lat: 19.06, lng: 72.83 }, 5)).not.toEqual(mapCellOf({ lat: 18.52, lng: 73.86 }, 5));
    expect(india).toEqual([
      {
        lat: expect.closeTo((19.0925 * 4 + 18.52) / 5, 9),
        lng: expect.closeTo((72.8625 * 4 + 73.86) / 5, 9),
        count: 5,
        minPricePaise: 300_000,
        bounds: { minLat: 18.52, minLng: 72.83, maxLat: 19.2, maxLng: 73.86 },
      },
      {
        lat: expect.closeTo(15.535, 9),
        lng: expect.closeTo(73.42, 9),
        count: 2,
        minPricePaise: 250_050,
        bounds: { minLat: 15.49, minLng: 73.01, maxLat: 15.58, maxLng: 73.83 },
      },
    ]);
  });

  it('answers one listing as a cluster of one with its id, and splits a cluster on zooming in', async () => {
    const goa = await clusters('bbox=73.80,15.40,73.90,15.60&zoom=10');
    expect(goa).toEqual([
      { lat: 15.49, lng: 73.83, count: 1, minPricePaise: 250_050, propertyId: ids['Goa hut'] },
    ]);

    const far = await clusters(`bbox=${MUMBAI}&zoom=5`);
    expect(far).toEqual([
      {
        lat: expect.closeTo(19.0925, 9),
        lng: expect.closeTo(72.8625, 9),
        count: 4,
        minPricePaise: 300_000,
        bounds: { minLat: 19, minLng: 72.83, maxLat: 19.2, maxLng: 72.9 },
      },
    ]);
    const near = await clusters(`bbox=${MUMBAI}&zoom=12`);
    expect(near).toHaveLength(4);
    expect(near.map((c) => c.count)).toEqual([1, 1, 1, 1]);
    expect(near.map((c) => titleOf.get(c.propertyId!)).sort()).toEqual([
      'Bandra flat',
      'Colaba flat',
      'Powai flat',
      'Thane flat',
    ]);
    expect(near.find((c) => c.propertyId === ids['Thane flat'])).toMatchObject({ lat: 19.2, lng: 72.9 });
    expect(await clusters('bbox=80,20,85,25&zoom=6')).toEqual([]);
  });

  it('refuses a bad box or zoom with a 400 that names it', async () => {
    const format = 'querystring bbox: must be four numbers: minLng,minLat,maxLng,maxLat';
    for (const bbox of [
      '72.8,19,72.95',
      '72.8,19,72.95,19.2,1',
      'a,b,c,d',
      '',
      '0x10,1,2,3',
      'Infinity,1,2,3',
      '1,,2,3',
    ])
      expect(await refused(`/api/properties?bbox=${bbox}`), bbox).toBe(format);
    expect(await refused(`/api/properties?bbox=${MUMBAI}&bbox=${MUMBAI}`)).toBe(format);
    expect(await refused('/api/properties?bbox=190,19,195,19.2')).toBe(
      'querystring bbox: longitudes must be between -180 and 180',
    );
    expect(await refused('/api/properties?bbox=72.8,-91,72.9,19')).toBe(
      'querystring bbox: latitudes must be between -90 and 90',
    );
    const inverted =
      'querystring bbox: minLng must not be greater than maxLng (a box may not cross the antimeridian)';
    expect(await refused('/api/properties?bbox=72.95,19,72.8,19.2')).toBe(inverted);
    expect(await refused('/api/properties?bbox=170,-10,-170,10')).toBe(inverted);
    expect(await refused('/api/properties?bbox=72.8,19.2,72.95,19')).toBe(
      'querystring bbox: minLat must not be greater than maxLat',
    );

    const map = (query: string) => refused(`/api/properties/map?${query}`);
    expect(await map('zoom=5')).toBe('querystring bbox: is required');
    expect(await map(`bbox=${MUMBAI}`)).toBe('querystring zoom: is required');
    expect(await map('bbox=73,19,72.8,19.2&zoom=5')).toBe(inverted);
    for (const zoom of ['21', '-1', '1.5', 'abc', ''])
      expect(await map(`bbox=${MUMBAI}&zoom=${zoom}`), zoom).toBe(
        'querystring zoom: must be a whole number from 0 to 20',
      );
    expect(await map(`bbox=${INDIA}&zoom=12`)).toBe(
      'querystring bbox: spans more than 4096 map cells at zoom 12: send the box the map shows',
    );
    expect(await map(`bbox=${MUMBAI}&zoom=9&checkIn=${day(5)}&checkOut=${day(3)}`)).toBe(
      'querystring checkOut: must be after checkIn',
    );
    expect(await map(`bbox=${MUMBAI}&zoom=9&checkIn=${day(-1)}&checkOut=${day(3)}`)).toMatch(
      /checkIn: must not be in the past/,
    );
  });
});

describe('reusing map answers (SEARCH_CACHE_MS)', () => {
  it('answers the same map URL from memory for a while; another URL asks the database', async () => {
    const t = await startTestApp('pglite', { SEARCH_CACHE_MS: '60000' });
    try {
      const count = async (url: string) =>
        ((await t.app.inject({ url })).json() as MapCluster[]).reduce((sum, c) => sum + c.count, 0);
      const at = { latitude: '19.060000', longitude: '72.830000' };
      await makeProperty(t.handle.db, at);
      expect(await count(`/api/properties/map?bbox=${MUMBAI}&zoom=9`)).toBe(1);
      await makeProperty(t.handle.db, at);
      expect(await count(`/api/properties/map?bbox=${MUMBAI}&zoom=9`)).toBe(1);
      expect(await count(`/api/properties/map?bbox=${MUMBAI}&zoom=10`)).toBe(2);
    } finally {
      await t.close();
    }
  });
});
