import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListedReview } from '../../../domain/schemas/after-booking.ts';
import { mailOutbox } from '../../db/schema.ts';
import { makeProperty, makeReview } from '../../testing/factories.ts';
import { signedInUser } from '../../testing/review-test-kit.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testEngines } from '../../testing/test-database.ts';

describe.each(testEngines)('POST /api/reviews/{id}/response on %s', (engine) => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof signedInUser>>;
  let guest: Awaited<ReturnType<typeof signedInUser>>;
  let listingId: string;

  const respond = (reviewId: string, cookie: string, text = 'Thank you, do come back in the monsoon!') =>
    t.app.inject({
      method: 'POST',
      url: `/api/reviews/${reviewId}/response`,
      headers: { cookie },
      payload: { text },
    });
  const reviewOf = async () =>
    makeReview(t.handle.db, {
      propertyId: listingId,
      guestId: guest.id,
      scores: [5, 4],
      comment: 'Lovely stay',
    });

  beforeAll(async () => {
    t = await startTestApp(engine);
    owner = await signedInUser(t.handle.db, { role: 'owner', firstName: 'Meena' });
    guest = await signedInUser(t.handle.db, { firstName: 'Asha', lastName: 'Kulkarni' });
    listingId = (await makeProperty(t.handle.db, { ownerId: owner.id, title: 'Sea Breeze Villa' })).id;
  });
  afterAll(() => t.close());

  it("publishes the owner's response under the review, on every list, and mails the guest", async () => {
    const review = await reviewOf();
    const res = await respond(review.id, owner.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const answered: ListedReview = res.json();
    expect(answered).toMatchObject({
      id: review.id,
      guestName: 'Asha K.',
      rating: '4.50',
      hostResponse: {
        text: 'Thank you, do come back in the monsoon!',
        createdAt: expect.stringMatching(/Z$/),
      },
    });
    const page = await t.app.inject({ method: 'GET', url: `/api/properties/${listingId}` });
    expect(page.json().reviews).toEqual([answered]);
    const list = await t.app.inject({ method: 'GET', url: `/api/properties/${listingId}/reviews` });
    expect(list.json()).toEqual([answered]);

    await t.deliverMail();
    const mail = t.mail.sent.find((m) => m.to === guest.email);
    expect(mail?.subject).toBe('The host of Sea Breeze Villa responded to your review');
    expect(mail?.text).toContain('Meena responded to your review of Sea Breeze Villa:');
  });

  it('takes one response per review', async () => {
    const review = await reviewOf();
    expect((await respond(review.id, owner.cookie, 'First answer')).statusCode).toBe(200);
    const mails = await t.handle.db.$count(mailOutbox);
    const again = await respond(review.id, owner.cookie, 'Second answer');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'You have already responded to this review' });
    const list = await t.app.inject({ method: 'GET', url: `/api/properties/${listingId}/reviews` });
    expect(list.json().find((r: ListedReview) => r.id === review.id).hostResponse.text).toBe('First answer');
    expect(await t.handle.db.$count(mailOutbox)).toBe(mails);
  });

  it('answers only the owner of the listing: others get the 404 of an unknown review', async () => {
    const review = await reviewOf();
    const otherOwner = await signedInUser(t.handle.db, { role: 'owner' });
    for (const cookie of [guest.cookie, otherOwner.cookie]) {
      const res = await respond(review.id, cookie);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Review not found' });
    }
    const unknown = await respond('9c4e2a71-3b5d-4f6e-8a1c-2d3e4f5a6b7c', owner.cookie);
    expect(unknown.json()).toEqual({ message: 'Review not found' });
    expect((await respond(review.id, '')).statusCode).toBe(401);
    // Nothing was published by the refusals: the owner can still answer.
    expect((await respond(review.id, owner.cookie)).statusCode).toBe(200);
  });
});
