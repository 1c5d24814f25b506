import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PropertyDetail } from '../../../domain/schemas/properties.ts';
import { reviewRatings, reviews } from '../../db/schema.ts';
import {
  makeAmenity,
  makeBadge,
  makeBooking,
  makeProperty,
  makePropertyType,
  makeRatingParameter,
  makeReview,
  makeSession,
  makeUser,
} from '../../testing/factories.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testEngines } from '../../testing/test-database.ts';

describe.each(testEngines)('GET /api/properties/{id} on %s', (engine) => {
  let t: TestApp;
  let listingId: string;
  let draftId: string;
  const cookies: Record<string, string> = {};

  const get = (id: string, as?: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/properties/${id}`,
      headers: as ? { cookie: cookies[as]! } : {},
    });
  const detail = async (id: string, as?: string): Promise<PropertyDetail> => {
    const res = await get(id, as);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  beforeAll(async () => {
    t = await startTestApp(engine);
    const { db } = t.handle;
    const owner = await makeUser(db, {
      role: 'owner',
      email: 'meena@example.in',
      firstName: 'Meena',
      lastName: 'Pillai',
    });
    const admin = await makeUser(db, { role: 'admin' });
    const villa = await makePropertyType(db, { name: 'Villa', icon: 'home' });
    const pool = await makeAmenity(db, { name: 'Pool', icon: 'waves' });
    const wifi = await makeAmenity(db, { name: 'Wifi', icon: 'wifi' });
    const kitchen = await makeAmenity(db, { name: 'Kitchen' });
    await makeAmenity(db, { name: 'Not linked' });
    const badge = await makeBadge(db, { name: 'Guest favourite' });
    const listing = await makeProperty(db, {
      ownerId: owner.id,
      title: 'Sea-facing villa',
      description: 'Wake up to the waves.',
      propertyTypeId: villa.id,
      addressLine1: '12 Beach Road',
      addressLine2: 'Near the chapel',
      landmark: 'Opposite the lighthouse',
      pincode: '403515',
      latitude: '15.518765',
      longitude: '73.763456',
      cleaningFee: '800.00',
      serviceFee: '499.99',
      safetyDetails: 'Smoke alarm in every room.',
      photos: [
        { url: '/p/second.jpg', sortOrder: 0 },
        { url: '/p/cover.jpg', sortOrder: 5, isMainPhoto: true },
        { url: '/p/third.jpg', sortOrder: 1 },
      ],
      amenityIds: [wifi.id, pool.id, kitchen.id],
      badgeIds: [badge.id],
    });
    listingId = listing.id;
    draftId = (await makeProperty(db, { ownerId: owner.id, title: 'Half-written', status: 'draft' })).id;

    const guest = async (
      name: string,
      status?: 'pending' | 'confirmed' | 'cancelled' | 'completed',
      at = 0,
    ) => {
      const user = await makeUser(db, { firstName: name });
      if (status) {
        const checkIn = `2030-0${1 + at}-10`;
        await makeBooking(db, {
          propertyId: listingId,
          guestId: user.id,
          checkIn,
          checkOut: `2030-0${1 + at}-12`,
          status,
        });
      }
      cookies[name] = (await makeSession(db, user.id)).cookie;
    };
    await guest('stranger');
    await guest('pending', 'pending', 0);
    await guest('cancelled', 'cancelled', 1);
    await guest('confirmed', 'confirmed', 2);
    await guest('completed', 'completed', 3);
    cookies.owner = (await makeSession(db, owner.id)).cookie;
    cookies.admin = (await makeSession(db, admin.id, { scope: 'admin' })).cookie;
    cookies.adminTraveller = (await makeSession(db, admin.id)).cookie;

    // Seven reviews a day apart; the page shows the newest six.
    const reviewer = await makeUser(db, { firstName: 'Asha', lastName: 'kulkarni' });
    const scores = [[5, 4, 4], [3], [5, 5], [4, 3], [2, 4], [5], [1, 2, 3]];
    for (const [day, s] of scores.entries()) {
      await makeReview(db, {
        propertyId: listingId,
        guestId: reviewer.id,
        scores: s,
        comment: `Stay ${day}`,
        createdAt: new Date(Date.UTC(2026, 0, day + 1, 6)),
      });
    }
  });
  afterAll(() => t.close());

  it('answers the detail fields and nothing more', async () => {
    const res = await get(listingId);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toMatch(/\$argon2|meena@example\.in|passwordHash|email/);
    const body: PropertyDetail = res.json();
    expect(Object.keys(body).sort()).toEqual(
      [
        'id',
        'status',
        'title',
        'description',
        'propertyType',
        'basePrice',
        'cleaningFee',
        'serviceFee',
        'securityDeposit',
        'averageRating',
        'totalReviews',
        'city',
        'state',
        'country',
        'addressLine1',
        'addressLine2',
        'landmark',
        'pincode',
        'location',
        'maxGuests',
        'bedrooms',
        'beds',
        'bathrooms',
        'checkInTime',
        'checkOutTime',
        'houseRules',
        'safetyDetails',
        'cancellationPolicy',
        'timeZone',
        'photos',
        'amenities',
        'badges',
        'reviews',
        'ratingBreakdown',
        'owner',
      ].sort(),
    );
    expect(body).toMatchObject({
      id: listingId,
      status: 'approved',
      title: 'Sea-facing villa',
      description: 'Wake up to the waves.',
      propertyType: { id: expect.any(String), name: 'Villa', icon: 'home' },
      basePrice: '4500.00',
      cleaningFee: '800.00',
      serviceFee: '499.99',
      securityDeposit: '0.00',
      city: 'Candolim',
      state: 'Goa',
      country: 'India',
      maxGuests: 4,
      bedrooms: 2,
      beds: 2,
      bathrooms: 1,
      checkInTime: '14:00',
      checkOutTime: '11:00',
      cancellationPolicy: 'Moderate',
      timeZone: 'Asia/Kolkata',
      safetyDetails: 'Smoke alarm in every room.',
      badges: [{ name: 'Guest favourite' }],
      owner: {
        firstName: 'Meena',
        lastName: 'Pillai',
        profileImageUrl: null,
        memberSince: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      },
    });
    expect(body.photos.map((p) => p.photoUrl)).toEqual(['/p/cover.jpg', '/p/second.jpg', '/p/third.jpg']);
    expect(body.photos[0]).toEqual({ id: expect.any(String), photoUrl: '/p/cover.jpg', altText: null });
    expect(body.amenities).toEqual([
      { id: expect.any(String), name: 'Kitchen', icon: null },
      { id: expect.any(String), name: 'Pool', icon: 'waves' },
      { id: expect.any(String), name: 'Wifi', icon: 'wifi' },
    ]);
  });

  it('answers the first 6 reviews newest first, each rated by the mean of its scores', async () => {
    const body = await detail(listingId);
    expect(body.reviews).toHaveLength(6);
    expect(body.reviews.map((r) => [r.comment, r.rating])).toEqual([
      ['Stay 6', '2.00'],
      ['Stay 5', '5.00'],
      ['Stay 4', '3.00'],
      ['Stay 3', '3.50'],
      ['Stay 2', '5.00'],
      ['Stay 1', '3.00'],
    ]);
    expect(body.reviews[0]).toEqual({
      id: expect.any(String),
      guestName: 'Asha K.',
      rating: '2.00',
      comment: 'Stay 6',
      createdAt: '2026-01-07T06:00:00.000Z',
      hostResponse: null,
    });
    // The average counts all 7 reviews: (4.33 + 3 + 5 + 3.5 + 3 + 5 + 2) / 7.
    expect(body.totalReviews).toBe(7);
    expect(body.averageRating).toBe('3.69');
  });

  it('answers the average per active rating parameter with scores, in display order, and host responses', async () => {
    const { db } = t.handle;
    const owner = await makeUser(db, { role: 'owner' });
    const cottage = await makeProperty(db, { ownerId: owner.id, title: 'Hill cottage' });
    // Created in this order, which is not the names' order: the breakdown keeps the admin's order.
    const cleanliness = await makeRatingParameter(db, { name: 'Cleanliness' });
    const accuracy = await makeRatingParameter(db, { name: 'Accuracy' });
    await makeRatingParameter(db, { name: 'Location' }); // no scores yet: left out
    const wifi = await makeRatingParameter(db, { name: 'Wi-Fi', isActive: false });
    const scores = [
      { cleanliness: 5, accuracy: 4, wifi: 1 },
      { cleanliness: 4, accuracy: 4, wifi: 2 },
      { cleanliness: 4, accuracy: 3, wifi: 3 },
    ];
    for (const [day, s] of scores.entries()) {
      const [review] = await db
        .insert(reviews)
        .values({
          propertyId: cottage.id,
          guestId: (await makeUser(db, { firstName: 'Ravi', lastName: 'Nair' })).id,
          comment: `Cottage stay ${day}`,
          createdAt: new Date(Date.UTC(2026, 1, day + 1, 6)),
          ...(day === 2
            ? { hostResponse: 'Thank you, Ravi!', hostRespondedAt: new Date(Date.UTC(2026, 1, 5, 9)) }
            : {}),
        })
        .returning();
      await db.insert(reviewRatings).values([
        { reviewId: review!.id, ratingParameterId: cleanliness.id, score: s.cleanliness },
        { reviewId: review!.id, ratingParameterId: accuracy.id, score: s.accuracy },
        { reviewId: review!.id, ratingParameterId: wifi.id, score: s.wifi },
      ]);
    }
    const body = await detail(cottage.id);
    expect(body.ratingBreakdown).toEqual([
      { id: cleanliness.id, name: 'Cleanliness', average: '4.33' },
      { id: accuracy.id, name: 'Accuracy', average: '3.67' },
    ]);
    expect(body.reviews.map((r) => [r.comment, r.hostResponse])).toEqual([
      ['Cottage stay 2', { text: 'Thank you, Ravi!', createdAt: '2026-02-05T09:00:00.000Z' }],
      ['Cottage stay 1', null],
      ['Cottage stay 0', null],
    ]);
    expect((await detail(draftId, 'owner')).ratingBreakdown).toEqual([]);
  });

  it('hides the exact address from visitors and guests without a confirmed stay', async () => {
    for (const as of [undefined, 'stranger', 'pending', 'cancelled', 'adminTraveller']) {
      const body = await detail(listingId, as);
      expect(body, String(as)).toMatchObject({
        addressLine1: null,
        addressLine2: null,
        landmark: null,
        pincode: null,
        city: 'Candolim',
        state: 'Goa',
        location: { latitude: 15.52, longitude: 73.76, exact: false },
      });
    }
  });

  it('shows the exact address to a confirmed or completed guest, the owner and an admin', async () => {
    for (const as of ['confirmed', 'completed', 'owner', 'admin']) {
      const body = await detail(listingId, as);
      expect(body, as).toMatchObject({
        addressLine1: '12 Beach Road',
        addressLine2: 'Near the chapel',
        landmark: 'Opposite the lighthouse',
        pincode: '403515',
        location: { latitude: 15.518765, longitude: 73.763456, exact: true },
      });
    }
  });

  it('answers a listing not yet approved only to its owner and admins', async () => {
    for (const as of [undefined, 'stranger', 'confirmed', 'adminTraveller']) {
      const res = await get(draftId, as);
      expect(res.statusCode, String(as)).toBe(404);
      expect(res.json()).toEqual({ message: 'Property not found' });
    }
    for (const as of ['owner', 'admin']) {
      const body = await detail(draftId, as);
      expect(body).toMatchObject({
        title: 'Half-written',
        status: 'draft',
        propertyType: null,
        reviews: [],
        photos: [],
      });
    }
  });

  it('answers 404 for an unknown id', async () => {
    const res = await get('5b1f8c2e-6d1a-4c1e-9a43-0c6f1d2b7e10');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Property not found' });
  });
});
