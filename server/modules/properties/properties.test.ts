import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PropertyCard } from '../../../domain/schemas/properties.ts';
import { badges, destinations, properties, propertyBadges, propertyPhotos, users } from '../../db/schema.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testEngines } from '../../testing/test-database.ts';

describe.each(testEngines)('GET /api/properties on %s', (engine) => {
  let t: TestApp;
  const list = async (): Promise<PropertyCard[]> => {
    const res = await t.app.inject({ method: 'GET', url: '/api/properties' });
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  beforeAll(async () => {
    t = await startTestApp(engine);
    const { db } = t.handle;
    const [owner] = await db
      .insert(users)
      .values({
        email: 'host@example.in',
        firstName: 'Meena',
        lastName: 'Pillai',
        passwordHash: 'secret-hash',
      })
      .returning();
    const [goa] = await db
      .insert(destinations)
      .values({ name: 'Goa', city: 'Panaji', state: 'Goa' })
      .returning();
    const [rare, newBadge] = await db
      .insert(badges)
      .values([
        { name: 'Rare find', createdAt: new Date('2025-01-01T00:00:00Z') },
        { name: 'New', createdAt: new Date('2025-01-02T00:00:00Z') },
      ])
      .returning();
    const base = {
      ownerId: owner!.id,
      city: 'Candolim',
      state: 'Goa',
      addressLine1: '12 Beach Road',
      maxGuests: 4,
      bedrooms: 2,
      beds: 2,
      bathrooms: 1,
      basePrice: '4500.00',
      safetyDetails: 'not for the card',
    };
    const rows = await db
      .insert(properties)
      .values([
        {
          ...base,
          title: 'Approved with photos',
          status: 'approved',
          destinationId: goa!.id,
          createdAt: new Date('2025-03-01'),
        },
        {
          ...base,
          title: 'Approved, no destination',
          status: 'approved',
          basePrice: '2500.5',
          createdAt: new Date('2025-02-01'),
        },
        { ...base, title: 'Still a draft', status: 'draft' },
        { ...base, title: 'Waiting for approval', status: 'pending' },
        { ...base, title: 'Turned down', status: 'rejected' },
      ])
      .returning({ id: properties.id });
    const [withPhotos, , draft] = rows;
    await db.insert(propertyPhotos).values([
      { propertyId: withPhotos!.id, url: '/p/3.jpg', sortOrder: 0 },
      { propertyId: withPhotos!.id, url: '/p/cover.jpg', sortOrder: 2, isMainPhoto: true },
      { propertyId: withPhotos!.id, url: '/p/2.jpg', sortOrder: 1 },
      { propertyId: draft!.id, url: '/p/draft.jpg', sortOrder: 0, isMainPhoto: true },
    ]);
    await db.insert(propertyBadges).values([
      { propertyId: withPhotos!.id, badgeId: newBadge!.id },
      { propertyId: withPhotos!.id, badgeId: rare!.id },
    ]);
  });
  afterAll(() => t.close());

  it('lists approved listings only, newest first', async () => {
    expect((await list()).map((p) => p.title)).toEqual(['Approved with photos', 'Approved, no destination']);
  });

  it('answers the home-card fields and nothing more', async () => {
    const [card] = await list();
    expect(card).toEqual({
      id: expect.any(String),
      title: 'Approved with photos',
      basePrice: '4500.00',
      city: 'Candolim',
      state: 'Goa',
      addressLine1: '12 Beach Road',
      maxGuests: 4,
      bedrooms: 2,
      bathrooms: 1,
      photos: [{ url: '/p/cover.jpg' }, { url: '/p/3.jpg' }, { url: '/p/2.jpg' }],
      badges: [{ name: 'Rare find' }, { name: 'New' }],
      destination: { city: 'Panaji', state: 'Goa' },
      owner: { firstName: 'Meena', lastName: 'Pillai', profileImageUrl: null },
    });
    expect(JSON.stringify(await list())).not.toMatch(/secret-hash|host@example\.in|not for the card/);
  });

  it('answers a listing without photos, badges or destination with empty values', async () => {
    const [, bare] = await list();
    expect(bare).toMatchObject({ photos: [], badges: [], destination: null, basePrice: '2500.50' });
  });
});
