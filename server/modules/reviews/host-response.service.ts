import { m } from '#i18n/messages.js';
import type { ListedReview } from '../../../domain/schemas/after-booking.ts';
import type { AppDeps } from '../../app-deps.ts';
import { inTransaction } from '../../db/transaction.ts';
import { appUrl } from '../../http/app-url.ts';
import { conflict, notFound } from '../../http/http-error.ts';
import { notifyHostResponse } from '../notifications/index.ts';
import { listedReviewOf } from './listed-review.ts';
import * as listed from './listed-reviews.repository.ts';
import { hostResponseMail } from './review-mail.ts';
import * as repo from './reviews.repository.ts';

/**
 * The listing owner's one public response under a review of their listing (issue 9 §5). Anyone
 * else gets the 404 of an unknown review. Two responses at once: the row lock lets one set it, the
 * other finds it set (409). The guest is mailed the response and notified in the same transaction.
 */
export async function respondToReview(
  deps: AppDeps,
  userId: string,
  reviewId: string,
  text: string,
): Promise<ListedReview> {
  return inTransaction(deps, async (tx, afterCommit) => {
    const review = await repo.reviewToAnswer(tx, reviewId);
    if (!review || review.ownerId !== userId) throw notFound(m.server_review_not_found());
    if (review.responded || !(await repo.setHostResponse(tx, reviewId, text)))
      throw conflict(m.server_already_responded());
    await deps.outbox.enqueue(
      tx,
      hostResponseMail(
        appUrl(deps.config),
        { email: review.guestEmail, firstName: review.guestFirstName, language: review.guestLanguage },
        { firstName: review.hostFirstName },
        review,
        text,
      ),
    );
    // A review without scores is listed nowhere (it has no rating): as unknown here, nothing kept.
    const answered = await listed.listedReview(tx, reviewId);
    if (!answered) throw notFound(m.server_review_not_found());
    await notifyHostResponse(tx, reviewId);
    afterCommit(deps.outbox.kick);
    return listedReviewOf(answered);
  });
}
