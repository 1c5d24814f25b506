import { addDays, todayIn } from '../../domain/rules/stay-dates.ts';
import type { Executor } from '../db/client.ts';
import { makeBooking, makeRatingParameter, makeSession, makeUser } from './factories.ts';
import type { TestApp } from './test-app.ts';

// What the review tests share: the rating parameters of a real catalogue, signed-in users, stays
// that ended some days ago in the listing's zone, and the review request.

/** Cleanliness, Accuracy and Location active (in that display order); Wi-Fi retired. */
export async function makeRatingCatalogue(db: Executor) {
  const cleanliness = await makeRatingParameter(db, { name: 'Cleanliness' });
  const accuracy = await makeRatingParameter(db, { name: 'Accuracy' });
  const location = await makeRatingParameter(db, { name: 'Location' });
  const wifi = await makeRatingParameter(db, { name: 'Wi-Fi', isActive: false });
  /** A score for each active parameter, in display order. */
  const scores = (c: number, a: number, l: number) => ({
    [cleanliness.id]: c,
    [accuracy.id]: a,
    [location.id]: l,
  });
  return { cleanliness, accuracy, location, wifi, scores };
}

export async function signedInUser(db: Executor, fields: Parameters<typeof makeUser>[1] = {}) {
  const user = await makeUser(db, fields);
  return { id: user.id, email: user.email, cookie: (await makeSession(db, user.id)).cookie };
}

/** A one-night stay that ended `daysAgo` days ago (negative: ends in the future) in `timeZone`. */
export function stayEnded(
  db: Executor,
  stay: { propertyId: string; guestId: string; daysAgo: number; timeZone?: string },
  status: 'completed' | 'confirmed' = 'completed',
) {
  const checkOut = addDays(todayIn(stay.timeZone ?? 'Asia/Kolkata'), -stay.daysAgo);
  return makeBooking(db, {
    propertyId: stay.propertyId,
    guestId: stay.guestId,
    checkIn: addDays(checkOut, -1),
    checkOut,
    status,
  });
}

export const COMMENT = 'Spotless rooms and a host who answered within minutes.';

export function postReview(t: TestApp, bookingId: string, cookie: string, body: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: `/api/bookings/${bookingId}/review`,
    headers: { cookie },
    payload: { comment: COMMENT, ...body },
  });
}
