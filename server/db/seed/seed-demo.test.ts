import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../../../domain/rules/stay-dates.ts';
import { verifyPassword } from '../../modules/auth/index.ts';
import { makeSession } from '../../testing/factories.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testEngines } from '../../testing/test-database.ts';
import { userExists } from './seed.repository.ts';
import { seedDemoData } from './seed-demo.ts';

type Card = { id: string; title: string; photos: { url: string }[] };

describe.each(testEngines)('demo seed on %s', (engine) => {
  let t: TestApp;
  const get = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode, url).toBe(200);
    return res.json();
  };

  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(() => t.close());

  it('fills an empty database with at least 30 listings of 5 photos each', async () => {
    expect(await get('/api/properties?limit=100')).toEqual([]);
    const started = performance.now();
    const accounts = await seedDemoData(t.handle.db);
    expect(performance.now() - started).toBeLessThan(10_000);

    expect(accounts).toEqual([
      { role: 'customer', email: 'customer@basera.example', password: 'Customer123' },
      { role: 'owner', email: 'owner@basera.example', password: 'Owner1234' },
      { role: 'admin', email: 'admin@basera.example', password: 'Admin1234' },
    ]);
    const cards: Card[] = await get('/api/properties?limit=100');
    expect(cards.length).toBeGreaterThanOrEqual(30);
    for (const card of cards) {
      expect(card.photos, card.title).toHaveLength(5);
      expect(card.title.length, card.title).toBeLessThanOrEqual(32);
    }
    // Every listing has its own cover picture.
    expect(new Set(cards.map((c) => c.photos[0]?.url)).size).toBe(cards.length);
  });

  it('lists the seeded listings across many destinations, hosted by the demo owner among others', async () => {
    const cards = await get('/api/properties?limit=100');
    const cities = new Set(cards.map((c: { destination: { city: string } }) => c.destination.city));
    expect(cities.size).toBeGreaterThanOrEqual(12);
    const hosts = new Set(cards.map((c: { owner: { firstName: string } }) => c.owner.firstName));
    expect(hosts).toContain('Rohan');
    expect(hosts.size).toBeGreaterThanOrEqual(3);
  });

  it('does not list the seeded draft, pending and rejected listings', async () => {
    const titles = (await get('/api/properties?limit=100')).map((c: Card) => c.title);
    expect(titles).not.toContain('Powai Lakeside Loft'); // pending
    expect(titles).not.toContain('Chowrasta Hillside Flat'); // draft
    expect(titles).not.toContain('Banaras Silk Weaver’s Kothi'); // rejected
    expect(titles).toContain('Sea Breeze Villa with Pool');
  });

  it('changes nothing when run again, and still answers the demo accounts', async () => {
    const before = await Promise.all(
      ['/api/properties?limit=100', '/api/destinations', '/api/amenities', '/api/contacts'].map(get),
    );
    const accounts = await seedDemoData(t.handle.db);
    expect(accounts.map((a) => a.email)).toEqual([
      'customer@basera.example',
      'owner@basera.example',
      'admin@basera.example',
    ]);
    const after = await Promise.all(
      ['/api/properties?limit=100', '/api/destinations', '/api/amenities', '/api/contacts'].map(get),
    );
    expect(after).toEqual(before);
  });

  it('gives the demo accounts working passwords', async () => {
    const { users } = await import('../schema.ts');
    const { eq } = await import('drizzle-orm');
    for (const [email, password] of [
      ['customer@basera.example', 'Customer123'],
      ['owner@basera.example', 'Owner1234'],
      ['admin@basera.example', 'Admin1234'],
    ] as const) {
      const [user] = await t.handle.db.select().from(users).where(eq(users.email, email));
      expect(await verifyPassword(user?.passwordHash, password), email).toBe(true);
      expect(await verifyPassword(user?.passwordHash, 'wrong-password'), email).toBe(false);
    }
    expect(await userExists(t.handle.db, 'nobody@basera.example')).toBe(false);
  });

  it("gives the demo host a request to answer and a peak fortnight at the host's own price", async () => {
    const { users } = await import('../schema.ts');
    const { eq } = await import('drizzle-orm');
    const [owner] = await t.handle.db.select().from(users).where(eq(users.email, 'owner@basera.example'));
    const { cookie } = await makeSession(t.handle.db, owner!.id);
    const ownerGet = async (url: string) => {
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie } });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const [request, ...others] = (await ownerGet('/api/owner/reservations?tab=requests')).reservations;
    expect(others).toEqual([]);
    expect(request).toMatchObject({ status: 'pending', paymentMethod: 'contact', nights: 3 });
    expect(Date.parse(request.answerBy) - Date.parse(request.createdAt)).toBe(48 * 3_600_000);

    const today = todayIn('Asia/Kolkata');
    const listingId = request.property.id;
    const calendar = await ownerGet(
      `/api/owner/properties/${listingId}/calendar?from=${addDays(today, 58)}&to=${addDays(today, 76)}`,
    );
    const priced = calendar.nights.filter((night: { priceSet: boolean }) => night.priceSet);
    expect(priced.map((night: { date: string }) => night.date)).toEqual(
      Array.from({ length: 14 }, (_, i) => addDays(today, 60 + i)),
    );
    const peak = priced[0].price;
    expect(Number(peak)).toBeGreaterThan(Number(calendar.basePrice));
    // A guest's quote across the fortnight's first night pays the host's price for it.
    const quote = await get(
      `/api/properties/${listingId}/quote?checkIn=${addDays(today, 59)}&checkOut=${addDays(today, 61)}&guests=2`,
    );
    expect(quote.nightlyTotal).toBe((Number(calendar.basePrice) + Number(peak)).toFixed(2));
  });

  it('serves the seeded photos as JPEG images', async () => {
    const [card] = (await get('/api/properties?limit=100')) as Card[];
    const res = await t.app.inject({ method: 'GET', url: `${card?.photos[1]?.url}?w=320` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
  });
});
