import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListedReview } from '../../../domain/schemas/after-booking.ts';
import type { PropertyDetail } from '../../../domain/schemas/properties.ts';
import { mailOutbox, reviews } from '../../db/schema.ts';
import { makeProperty } from '../../testing/factories.ts';
import { makeRatingCatalogue, postReview, signedInUser, stayEnded } from '../../testing/review-test-kit.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testEngines } from '../../testing/test-database.ts';

// Far east of India: "today" there is often a day ahead of Kolkata's, so the 14-day boundary
// below holds only when the listing's own zone is used.
const ZONE = 'Pacific/Kiritimati';

describe.each(testEngines)('POST /api/bookings/{id}/review on %s', (engine) => {
  let t: TestApp;
  let catalogue: Awaited<ReturnType<typeof makeRatingCatalogue>>;
  let host: Awaited<ReturnType<typeof signedInUser>>;
  let listingId: string;

  const detail = async (): Promise<PropertyDetail> =>
    (await t.app.inject({ method: 'GET', url: `/api/properties/${listingId}` })).json();
  /** Everything a refused review must leave as it was. */
  const state = async () => {
    const { averageRating, totalReviews } = await detail();
    const { db } = t.handle;
    return {
      averageRating,
      totalReviews,
      reviews: await db.$count(reviews),
      mail: await db.$count(mailOutbox),
    };
  };
  /** A guest with a stay at the listing that ended `daysAgo` days ago in its zone. */
  const guestWithStay = async (daysAgo: number, status: 'completed' | 'confirmed' = 'completed') => {
    const guest = await signedInUser(t.handle.db, { firstName: 'Asha', lastName: 'Kulkarni' });
    const booking = await stayEnded(
      t.handle.db,
      { propertyId: listingId, guestId: guest.id, daysAgo, timeZone: ZONE },
      status,
    );
    return { ...guest, bookingId: booking.id };
  };
  const expectRefused = async (
    send: () => ReturnType<typeof postReview>,
    status: number,
    message: string,
  ) => {
    const before = await state();
    const res = await send();
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json()).toEqual({ message });
    expect(await state()).toEqual(before);
  };

  beforeAll(async () => {
    t = await startTestApp(engine);
    catalogue = await makeRatingCatalogue(t.handle.db);
    host = await signedInUser(t.handle.db, { role: 'owner', firstName: 'Meena' });
    listingId = (
      await makeProperty(t.handle.db, { ownerId: host.id, title: 'Sea Breeze Villa', timeZone: ZONE })
    ).id;
  });
  afterAll(() => t.close());

  it('takes a review, answers it listed, and tells the host', async () => {
    const guest = await guestWithStay(1);
    const res = await postReview(t, guest.bookingId, guest.cookie, { ratings: catalogue.scores(5, 4, 4) });
    expect(res.statusCode, res.body).toBe(201);
    const review: ListedReview = res.json();
    expect(review).toEqual({
      id: expect.any(String),
      guestName: 'Asha K.',
      rating: '4.33',
      comment: 'Spotless rooms and a host who answered within minutes.',
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/),
      hostResponse: null,
    });
    const page = await detail();
    expect(page.reviews[0]).toEqual(review);
    expect([page.averageRating, page.totalReviews]).toEqual(['4.33', 1]);

    await t.deliverMail();
    const mail = t.mail.sent.find((m) => m.to === host.email);
    expect(mail?.subject).toBe('New review of Sea Breeze Villa: 4.33 out of 5');
    expect(mail?.text).toContain('Asha K. reviewed their stay at Sea Breeze Villa.');
  });

  it('keeps the listing average as the mean of three reviews, and the average per parameter', async () => {
    // With the first test's (5, 4, 4): review means 4.333, 3.333 and 4.667 average 4.111.
    for (const [daysAgo, scores] of [
      [2, catalogue.scores(3, 3, 4)],
      [3, catalogue.scores(5, 5, 4)],
    ] as const) {
      const guest = await guestWithStay(daysAgo);
      const res = await postReview(t, guest.bookingId, guest.cookie, { ratings: scores });
      expect(res.statusCode, res.body).toBe(201);
    }
    const page = await detail();
    expect([page.averageRating, page.totalReviews]).toEqual(['4.11', 3]);
    expect(page.ratingBreakdown).toEqual([
      { id: catalogue.cleanliness.id, name: 'Cleanliness', average: '4.33' },
      { id: catalogue.accuracy.id, name: 'Accuracy', average: '4.00' },
      { id: catalogue.location.id, name: 'Location', average: '4.00' },
    ]);
  });

  it('refuses a second review of the same stay', async () => {
    const guest = await guestWithStay(4);
    const first = await postReview(t, guest.bookingId, guest.cookie, { ratings: catalogue.scores(4, 4, 4) });
    expect(first.statusCode).toBe(201);
    await expectRefused(
      () => postReview(t, guest.bookingId, guest.cookie, { ratings: catalogue.scores(1, 1, 1) }),
      409,
      'You have already reviewed this stay',
    );
  });

  it('keeps one of two reviews of a stay sent at once', async () => {
    const guest = await guestWithStay(5);
    const send = () => postReview(t, guest.bookingId, guest.cookie, { ratings: catalogue.scores(2, 2, 2) });
    const answers = await Promise.all([send(), send()]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.statusCode === 409)?.json()).toEqual({
      message: 'You have already reviewed this stay',
    });
  });

  it('refuses a stay that has not ended', async () => {
    const guest = await guestWithStay(-2, 'confirmed');
    await expectRefused(
      () => postReview(t, guest.bookingId, guest.cookie, { ratings: catalogue.scores(5, 5, 5) }),
      409,
      'You can review a stay once it has ended',
    );
  });

  it("takes a review 14 days after check-out in the listing's zone, not 15", async () => {
    const late = await guestWithStay(15);
    await expectRefused(
      () => postReview(t, late.bookingId, late.cookie, { ratings: catalogue.scores(5, 5, 5) }),
      409,
      'Reviews can be written up to 14 days after check-out',
    );
    const lastDay = await guestWithStay(14);
    const res = await postReview(t, lastDay.bookingId, lastDay.cookie, {
      ratings: catalogue.scores(5, 5, 5),
    });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('needs a score for every active rating parameter and for nothing else', async () => {
    const guest = await guestWithStay(6);
    const { scores, cleanliness, wifi } = catalogue;
    const send = (ratings: Record<string, number>) => () =>
      postReview(t, guest.bookingId, guest.cookie, { ratings });
    await expectRefused(send({ [cleanliness.id]: 5 }), 400, 'ratings: missing Accuracy, Location');
    await expectRefused(
      send({ ...scores(5, 5, 5), [wifi.id]: 3 }),
      400,
      'ratings: Wi-Fi is not a rating parameter',
    );
    const unknown = '7a9e0d4c-2b1f-4e3a-8c5d-6f7a8b9c0d1e';
    await expectRefused(
      send({ ...scores(5, 5, 5), [unknown]: 3 }),
      400,
      `ratings: ${unknown} is not a rating parameter`,
    );
    await expectRefused(
      send({ ...scores(5, 5, 5), [cleanliness.id]: 6 }),
      400,
      `ratings.${cleanliness.id}: must be 1 to 5`,
    );
  });

  it('needs a comment of 20 to 1000 characters', async () => {
    const guest = await guestWithStay(7);
    const ratings = catalogue.scores(5, 5, 5);
    await expectRefused(
      () => postReview(t, guest.bookingId, guest.cookie, { ratings, comment: 'Nice place.' }),
      400,
      'comment: must be at least 20 characters',
    );
    await expectRefused(
      () => postReview(t, guest.bookingId, guest.cookie, { ratings, comment: 'x'.repeat(1001) }),
      400,
      'comment: must be at most 1000 characters',
    );
  });

  it("refuses someone else's booking, an unknown one, and a visitor", async () => {
    const guest = await guestWithStay(8);
    const other = await signedInUser(t.handle.db);
    const ratings = catalogue.scores(5, 5, 5);
    await expectRefused(
      () => postReview(t, guest.bookingId, other.cookie, { ratings }),
      404,
      'Booking not found',
    );
    await expectRefused(
      () => postReview(t, guest.bookingId, host.cookie, { ratings }),
      404,
      'Booking not found',
    );
    await expectRefused(
      () => postReview(t, '0f8fad5b-d9cb-469f-a165-70867728950e', guest.cookie, { ratings }),
      404,
      'Booking not found',
    );
    const res = await postReview(t, guest.bookingId, '', { ratings });
    expect(res.statusCode).toBe(401);
  });
});
