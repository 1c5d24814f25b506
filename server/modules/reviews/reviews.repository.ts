import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { bookings, properties, ratingParameters, reviewRatings, reviews, users } from '../../db/schema.ts';

const host = alias(users, 'host');
const guest = alias(users, 'guest');

/** A booking with what reviewing it needs: its listing's zone and title, the host to tell. */
export async function bookingToReview(db: Executor, bookingId: string) {
  const [row] = await db
    .select({
      guestId: bookings.guestId,
      status: bookings.status,
      checkOut: bookings.checkOut,
      propertyId: bookings.propertyId,
      title: properties.title,
      timeZone: properties.timeZone,
      hostEmail: host.email,
      hostFirstName: host.firstName,
      hostLanguage: host.language,
      alreadyReviewed: sql<boolean>`exists (select 1 from reviews r where r.booking_id = ${bookings.id})`,
    })
    .from(bookings)
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .innerJoin(host, eq(host.id, properties.ownerId))
    .where(eq(bookings.id, bookingId));
  return row;
}

/** Every rating parameter, active or not, in display order (the order the admin created them in). */
export function allRatingParameters(db: Executor) {
  return db
    .select({ id: ratingParameters.id, name: ratingParameters.name, isActive: ratingParameters.isActive })
    .from(ratingParameters)
    .orderBy(asc(ratingParameters.createdAt), asc(ratingParameters.id));
}

/**
 * The review and its scores, in two statements: the scores go in one statement, so the listing's
 * average and count (statement triggers of migration 0007) are refreshed once, in this transaction.
 */
export async function insertReview(
  db: Executor,
  review: { propertyId: string; guestId: string; bookingId: string; comment: string },
  ratings: Record<string, number>,
): Promise<string> {
  const [row] = await db.insert(reviews).values(review).returning({ id: reviews.id });
  const reviewId = row!.id;
  await db
    .insert(reviewRatings)
    .values(
      Object.entries(ratings).map(([ratingParameterId, score]) => ({ reviewId, ratingParameterId, score })),
    );
  return reviewId;
}

/** A review with its listing's owner, whether it has a response, and the guest to tell. */
export async function reviewToAnswer(db: Executor, reviewId: string) {
  const [row] = await db
    .select({
      ownerId: properties.ownerId,
      propertyId: properties.id,
      title: properties.title,
      responded: sql<boolean>`${reviews.hostResponse} is not null`,
      guestEmail: guest.email,
      guestFirstName: guest.firstName,
      guestLanguage: guest.language,
      hostFirstName: host.firstName,
    })
    .from(reviews)
    .innerJoin(properties, eq(properties.id, reviews.propertyId))
    .innerJoin(host, eq(host.id, properties.ownerId))
    .innerJoin(guest, eq(guest.id, reviews.guestId))
    .where(eq(reviews.id, reviewId));
  return row;
}

/** Sets the host's response unless there is one already; false when another got there first. */
export async function setHostResponse(db: Executor, reviewId: string, text: string): Promise<boolean> {
  const rows = await db
    .update(reviews)
    .set({ hostResponse: text, hostRespondedAt: sql`now()` })
    .where(and(eq(reviews.id, reviewId), isNull(reviews.hostResponse)))
    .returning({ id: reviews.id });
  return rows.length > 0;
}
