import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../../../domain/rules/stay-dates.ts';
import type { PropertyCard } from '../../../domain/schemas/properties.ts';
import type { SearchPlace } from '../../../domain/schemas/search-places.ts';
import { nightlyPrices } from '../../db/schema.ts';
import { makeDestination, makeProperty, makeUser } from '../../testing/factories.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testEngines } from '../../testing/test-database.ts';

const day = (n: number) => addDays(todayIn('Asia/Kolkata'), n);

describe.each(testEngines)('what search results tell a traveller on %s', (engine) => {
  let t: TestApp;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await startTestApp(engine);
    const { db } = t.handle;
    const owner = await makeUser(db, { role: 'owner' });
    const udaipur = await makeDestination(db, { name: 'Udaipur', city: 'Udaipur', state: 'Rajasthan' });
    const add = async (title: string, fields: Parameters<typeof makeProperty>[1]) => {
      ids[title] = (await makeProperty(db, { ownerId: owner.id, title, ...fields })).id;
    };
    await add('Lake haveli', {
      destinationId: udaipur.id,
      city: 'Udaipur',
      state: 'Rajasthan',
      basePrice: '9000.00',
      cleaningFee: '1200.00',
      serviceFee: '650.00',
    });
    await add('Old city rooms', { city: 'Udaipur', state: 'Rajasthan', basePrice: '3500.00' });
    await add('Desert camp', { city: 'Jaisalmer', state: 'Rajasthan', basePrice: '5000.00' });
    await add('Beach hut', { city: 'Anjuna', state: 'Goa', basePrice: '4500.00', cleaningFee: '500.00' });
    await add('Hidden chalet', { city: 'Udaipur Hills', state: 'Rajasthan', status: 'pending' });
    // The host charges more for the haveli's second night.
    await db
      .insert(nightlyPrices)
      .values({ propertyId: ids['Lake haveli']!, night: day(11), price: '12000.00' });
  });
  afterAll(() => t.close());

  const cards = async (query: string) => {
    const res = await t.app.inject({ url: `/api/properties?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return { cards: res.json() as PropertyCard[], res };
  };
  const card = (list: PropertyCard[], title: string) => list.find((c) => c.title === title)!;

  it("gives each card the stay's total, exactly what the quote (and so the booking) charges", async () => {
    const stay = `checkIn=${day(10)}&checkOut=${day(13)}`;
    const { cards: found } = await cards(`${stay}&guests=2`);
    for (const title of ['Lake haveli', 'Beach hut', 'Desert camp']) {
      const quote = await t.app.inject({ url: `/api/properties/${ids[title]}/quote?${stay}&guests=2` });
      const { nights, total, totalPaise } = quote.json() as {
        nights: number;
        total: string;
        totalPaise: number;
      };
      expect(card(found, title).stayTotal).toEqual({ nights, total, totalPaise });
    }
    // ₹9,000 + ₹12,000 (the host's night) + ₹9,000, ₹1,200 cleaning, ₹650 fee, then GST: not 3 × base.
    expect(card(found, 'Lake haveli').stayTotal).toMatchObject({ nights: 3 });
    expect(Number(card(found, 'Lake haveli').stayTotal!.total)).toBeGreaterThan(30_000 + 1_200 + 650);
  });

  it('names no total without dates (the card shows the nightly price only)', async () => {
    const { cards: found } = await cards('');
    expect(found.length).toBe(4);
    for (const c of found) expect(c).not.toHaveProperty('stayTotal');
  });

  it('names the place a misspelt search found, and nothing when it found a title', async () => {
    const header = async (location: string) =>
      (await cards(`location=${encodeURIComponent(location)}`)).res.headers['matched-place'];
    expect(await header('Udaipr')).toBe('Udaipur');
    expect(await header('udaipur')).toBe('Udaipur');
    expect(await header('Rajastan')).toBe('Rajasthan');
    expect(await header('Jaisalmr')).toBe('Jaisalmer');
    expect(await header('haveli')).toBeUndefined();
    expect(await header('Shillong')).toBeUndefined();
    expect((await cards('')).res.headers['matched-place']).toBeUndefined();
  });

  it('suggests the places with public listings as the Where field is typed, most listings first', async () => {
    const places = async (q: string) => {
      const res = await t.app.inject({ url: `/api/properties/places?q=${encodeURIComponent(q)}` });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as SearchPlace[];
    };
    expect(await places('')).toEqual([
      { city: 'Udaipur', state: 'Rajasthan', listings: 2 },
      { city: 'Anjuna', state: 'Goa', listings: 1 },
      { city: 'Jaisalmer', state: 'Rajasthan', listings: 1 },
    ]);
    // A pending listing's place is not suggested.
    expect(await places('uda')).toEqual([{ city: 'Udaipur', state: 'Rajasthan', listings: 2 }]);
    expect(await places('Udaipr')).toEqual([{ city: 'Udaipur', state: 'Rajasthan', listings: 2 }]);
    expect((await places('raj')).map((p) => p.city)).toEqual(['Udaipur', 'Jaisalmer']);
    expect(await places('Shillong')).toEqual([]);
    expect(await places('%')).toEqual([]);
  });

  it('refuses a place query over 100 characters with a 400 naming q', async () => {
    const res = await t.app.inject({ url: `/api/properties/places?q=${'a'.repeat(101)}` });
    expect(res.statusCode).toBe(400);
    expect((res.json() as { message: string }).message).toMatch(/^querystring q: /);
  });

  it('describes both in the API document: stayTotal on the cards, the places path', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
    const list = doc.paths['/api/properties'].get;
    expect(list.description).toMatch(/stayTotal/);
    expect(list.description).toMatch(/Matched-Place/);
    const card = list.responses['200'].content['application/json'].schema.items;
    expect(Object.keys(card.properties)).toContain('stayTotal');
    expect(doc.paths['/api/properties/places'].get.parameters.map((p: { name: string }) => p.name)).toEqual([
      'q',
    ]);
  });
});
