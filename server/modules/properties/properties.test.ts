import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PropertyCard } from '../../../domain/schemas/properties.ts';
import { makeBadge, makeDestination, makeProperty, makeUser } from '../../testing/factories.ts';
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
    const owner = await makeUser(db, {
      role: 'owner',
      email: 'host@example.in',
      firstName: 'Meena',
      lastName: 'Pillai',
    });
    const goa = await makeDestination(db, { name: 'Goa', city: 'Panaji', state: 'Goa' });
    const rare = await makeBadge(db, { name: 'Rare find', createdAt: new Date('2025-01-01T00:00:00Z') });
    const fresh = await makeBadge(db, { name: 'New', createdAt: new Date('2025-01-02T00:00:00Z') });
    const listing = { ownerId: owner.id, safetyDetails: 'not for the card' };
    await makeProperty(db, {
      ...listing,
      title: 'Approved with photos',
      destinationId: goa.id,
      latitude: '15.518765',
      longitude: '73.763456',
      createdAt: new Date('2025-03-01'),
      photos: [
        { url: '/p/3.jpg', sortOrder: 0 },
        { url: '/p/cover.jpg', sortOrder: 2, isMainPhoto: true },
        { url: '/p/2.jpg', sortOrder: 1 },
      ],
      badgeIds: [fresh.id, rare.id],
    });
    await makeProperty(db, {
      ...listing,
      title: 'Approved, no destination',
      basePrice: '2500.5',
      createdAt: new Date('2025-02-01'),
    });
    await makeProperty(db, { ...listing, title: 'Still a draft', status: 'draft', photos: 1 });
    await makeProperty(db, { ...listing, title: 'Waiting for approval', status: 'pending' });
    await makeProperty(db, { ...listing, title: 'Turned down', status: 'rejected' });
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
      maxGuests: 4,
      bedrooms: 2,
      bathrooms: 1,
      photos: [{ url: '/p/cover.jpg' }, { url: '/p/3.jpg' }, { url: '/p/2.jpg' }],
      badges: [{ name: 'Rare find' }, { name: 'New' }],
      destination: { city: 'Panaji', state: 'Goa' },
      averageRating: null,
      totalReviews: 0,
      owner: {
        firstName: 'Meena',
        lastName: 'Pillai',
        profileImageUrl: null,
        memberSince: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      },
      // The public position, rounded as on the property page; never the exact coordinates.
      position: { lat: 15.52, lng: 73.76 },
    });
    expect(JSON.stringify(await list())).not.toMatch(
      /\$argon2|host@example\.in|not for the card|15\.5187|73\.7634/,
    );
  });

  it('answers a listing without photos, badges or destination with empty values', async () => {
    const [, bare] = await list();
    expect(bare).toMatchObject({
      photos: [],
      badges: [],
      destination: null,
      basePrice: '2500.50',
      position: null,
    });
  });
});
