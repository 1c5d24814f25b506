import { m } from '#i18n/messages.js';
import { ratingsProblem, reviewAlreadyWritten, reviewRefusal } from '../../../domain/rules/review-rules.ts';
import { todayIn } from '../../../domain/rules/stay-dates.ts';
import type { ListedReview } from '../../../domain/schemas/after-booking.ts';
import type { AppDeps } from '../../app-deps.ts';
import { inTransaction } from '../../db/transaction.ts';
import { appUrl } from '../../http/app-url.ts';
import { badRequest, conflict, notFound } from '../../http/http-error.ts';
import { recordBookingEvent } from '../messages/index.ts';
import { notifyReviewReceived } from '../notifications/index.ts';
import { listedReviewOf } from './listed-review.ts';
import * as listed from './listed-reviews.repository.ts';
import { newReviewMail } from './review-mail.ts';
import * as repo from './reviews.repository.ts';

export type ReviewInput = { ratings: Record<string, number>; comment: string };

/**
 * The guest's review of a completed stay (issue 9 §5): once per booking, within REVIEW_WINDOW_DAYS (config) of
 * check-out in the listing's zone, a score for every active rating parameter and nothing else.
 * The review, its scores, the listing's average and count (by trigger) the host's mail and notification
 * are one transaction. Two reviews of one booking at once: the unique index keeps one, the other is 409.
 */
export async function writeReview(
  deps: AppDeps,
  userId: string,
  bookingId: string,
  input: ReviewInput,
  now = new Date(),
): Promise<ListedReview> {
  return inTransaction(
    deps,
    async (tx, afterCommit) => {
      const booking = await repo.bookingToReview(tx, bookingId);
      // Someone else's booking is as unknown as a missing one.
      if (!booking || booking.guestId !== userId) throw notFound(m.server_booking_not_found());
      const refusal = reviewRefusal({
        status: booking.status,
        checkOut: booking.checkOut,
        today: todayIn(booking.timeZone, now),
        alreadyReviewed: booking.alreadyReviewed,
        windowDays: deps.config.reviewWindowDays,
      });
      if (refusal) throw conflict(refusal);
      const problem = ratingsProblem(input.ratings, await repo.allRatingParameters(tx));
      if (problem) throw badRequest(problem);

      const reviewId = await repo.insertReview(
        tx,
        { propertyId: booking.propertyId, guestId: userId, bookingId, comment: input.comment },
        input.ratings,
      );
      const review = listedReviewOf((await listed.listedReview(tx, reviewId))!);
      await recordBookingEvent(tx, bookingId, 'reviewed');
      await notifyReviewReceived(tx, reviewId);
      await deps.outbox.enqueue(
        tx,
        newReviewMail(
          appUrl(deps.config),
          { email: booking.hostEmail, firstName: booking.hostFirstName, language: booking.hostLanguage },
          booking,
          review,
        ),
      );
      afterCommit(deps.outbox.kick);
      return review;
    },
    { unique: reviewAlreadyWritten() },
  );
}
