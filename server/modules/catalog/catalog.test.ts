import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../db/seed/seed-demo.ts';
import { documentedOperations } from '../../testing/api-operations.ts';
import { makeSession, makeUser } from '../../testing/factories.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testEngines } from '../../testing/test-database.ts';

// The catalogue lists are the operations tagged 'catalog' in the OpenAPI document.
const LISTS = (await documentedOperations()).filter((op) => op.tags.includes('catalog')).map((op) => op.url);

describe.each(testEngines)('catalogue reads on %s', (engine) => {
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

  it('answers empty lists on an empty database, to anyone', async () => {
    expect(LISTS).toHaveLength(7);
    for (const url of LISTS) expect(await get(url), url).toEqual([]);
  });

  describe('after the demo seed', () => {
    beforeAll(async () => {
      await seedDemoData(t.handle.db);
    });

    it('lists destinations across India with the admin fields', async () => {
      const destinations = await get('/api/destinations');
      expect(destinations.length).toBeGreaterThanOrEqual(12);
      const goa = destinations.find((d: { name: string }) => d.name === 'Goa');
      expect(Object.keys(goa).sort()).toEqual(
        [
          'city',
          'country',
          'description',
          'id',
          'imageUrl',
          'isActive',
          'latitude',
          'longitude',
          'name',
          'popularFor',
          'state',
        ].sort(),
      );
      expect(goa).toMatchObject({ city: 'Panaji', state: 'Goa', country: 'India', isActive: true });
      expect(goa.latitude).toMatch(/^15\.\d+$/);
      for (const name of [
        'Manali',
        'Jaipur',
        'Udaipur',
        'Munnar',
        'Rishikesh',
        'Coorg',
        'Puducherry',
        'Mumbai',
      ]) {
        expect(destinations.map((d: { name: string }) => d.name)).toContain(name);
      }
      // Hampi is seeded inactive: the public list leaves it out, the admin's has it.
      expect(destinations.map((d: { name: string }) => d.name)).not.toContain('Hampi');
      expect(destinations.every((d: { isActive: boolean }) => d.isActive)).toBe(true);
      const admin = await makeUser(t.handle.db, { role: 'admin' });
      const { cookie } = await makeSession(t.handle.db, admin.id, { scope: 'admin' });
      const all = (await t.app.inject({ url: '/api/admin/destinations', headers: { cookie } })).json();
      expect(all.find((d: { name: string }) => d.name === 'Hampi')).toMatchObject({ isActive: false });
      expect(all.length).toBe(destinations.length + 1);
    });

    it('lists amenities in both groups with emoji icons', async () => {
      const amenities = await get('/api/amenities');
      expect(amenities.find((a: { name: string }) => a.name === 'Wifi')).toMatchObject({
        icon: '📶',
        category: 'general',
        isActive: true,
      });
      expect(amenities.find((a: { name: string }) => a.name === 'Pool')).toMatchObject({
        icon: '🏊',
        category: 'guest_favorite',
      });
      expect(new Set(amenities.map((a: { category: string }) => a.category))).toEqual(
        new Set(['general', 'guest_favorite']),
      );
    });

    it('lists the six rating parameters in order', async () => {
      const parameters = await get('/api/rating-parameters');
      expect(parameters.map((p: { name: string }) => p.name)).toEqual([
        'Cleanliness',
        'Accuracy',
        'Check-in',
        'Communication',
        'Location',
        'Value',
      ]);
      expect(Object.keys(parameters[0]).sort()).toEqual(['description', 'id', 'isActive', 'name']);
    });

    it('lists badges and property types with their creation instants', async () => {
      const badges = await get('/api/badges');
      expect(badges.map((b: { name: string }) => b.name)).toContain('Guest favourite');
      expect(Object.keys(badges[0]).sort()).toEqual(['createdAt', 'description', 'id', 'name']);
      expect(new Date(badges[0].createdAt).toISOString()).toBe(badges[0].createdAt);

      const types = await get('/api/property-types');
      const byName = Object.fromEntries(types.map((pt: { name: string }) => [pt.name, pt]));
      expect(byName.Villa).toMatchObject({ icon: '🏡', isNocRequired: false });
      expect(byName.Houseboat).toMatchObject({ isNocRequired: true });
      expect(byName.Treehouse).toMatchObject({ isNocRequired: true });
      expect(Object.keys(byName.Villa).sort()).toEqual(
        ['createdAt', 'description', 'icon', 'id', 'isNocRequired', 'name'].sort(),
      );
    });

    it('lists contacts with Indian phone numbers', async () => {
      const contacts = await get('/api/contacts');
      expect(contacts.length).toBeGreaterThanOrEqual(3);
      expect(contacts[0]).toMatchObject({ role: 'Support', name: 'Basera Guest Support' });
      for (const c of contacts) expect(c.phone).toMatch(/^\+91 [\d ]+$/);
      expect(Object.keys(contacts[0]).sort()).toEqual(
        ['city', 'county', 'createdAt', 'email', 'id', 'name', 'phone', 'pincode', 'role', 'state'].sort(),
      );
    });

    it("lists Basera's GST registrations, one for each of the 36 states and union territories", async () => {
      const registrations = await get('/api/tax-registrations');
      expect(registrations).toHaveLength(36);
      expect(new Set(registrations.map((r: { state: string }) => r.state)).size).toBe(36);
      expect(registrations.find((r: { state: string }) => r.state === 'Maharashtra')).toMatchObject({
        legalName: 'Basera Stays Private Limited',
        gstin: expect.stringMatching(/^27AABCB1234K1Z[0-9A-Z]$/),
        address: expect.stringContaining('Mumbai 400001'),
      });
    });
  });
});
