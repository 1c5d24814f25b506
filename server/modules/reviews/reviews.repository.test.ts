import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { makeBooking, makeProperty, makeRatingParameter, makeUser } from '../../testing/factories.ts';
import { listingState } from '../../testing/listing-state.repository.ts';
import { freshDatabase, testEngines } from '../../testing/test-database.ts';
import { insertReview } from './reviews.repository.ts';

describe.each(testEngines)('a review and its listing average, one transaction, on %s', (engine) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await freshDatabase(engine);
  });
  afterAll(() => handle.close());

  it('moves the average inside the transaction and takes it back with a rollback', async () => {
    const { db } = handle;
    const listing = await makeProperty(db);
    const guest = await makeUser(db);
    const booking = await makeBooking(db, {
      propertyId: listing.id,
      guestId: guest.id,
      checkIn: '2026-01-10',
      checkOut: '2026-01-12',
      status: 'completed',
    });
    const [a, b] = [await makeRatingParameter(db), await makeRatingParameter(db)];
    const insert = (tx: Parameters<typeof insertReview>[0]) =>
      insertReview(
        tx,
        {
          propertyId: listing.id,
          guestId: guest.id,
          bookingId: booking.id,
          comment: 'Quiet and clean rooms.',
        },
        { [a.id]: 5, [b.id]: 4 },
      );
    const averageIn = async (tx: Parameters<typeof listingState>[0]) => {
      const { row } = await listingState(tx, listing.id);
      return [row?.averageRating, row?.totalReviews];
    };

    let inside: unknown;
    await expect(
      db.transaction(async (tx) => {
        await insert(tx);
        inside = await averageIn(tx);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(inside).toEqual(['4.50', 1]);
    expect(await averageIn(db)).toEqual([null, 0]);

    await db.transaction(insert);
    expect(await averageIn(db)).toEqual(['4.50', 1]);
  });
});
