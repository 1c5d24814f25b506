import type { ListedReview } from '../../../domain/schemas/after-booking.ts';
import type { AppDeps } from '../../app-deps.ts';
import type { Viewer } from '../../http/request-identity.ts';
import { visibleListing } from '../listings/index.ts';
import { listedReviewOf } from './listed-review.ts';
import * as listed from './listed-reviews.repository.ts';
import { decodeReviewCursor, encodeReviewCursor } from './review-cursor.ts';

export type ReviewPage = { reviews: ListedReview[]; nextCursor: string | null };

/**
 * A page of a listing's reviews, newest first, and the next page's cursor (null on the last). Only
 * for a listing this viewer may see: anyone else gets the listing's 404.
 */
export async function reviewPage(
  deps: Pick<AppDeps, 'db'>,
  propertyId: string,
  viewer: Viewer,
  query: { cursor?: string; limit: number },
): Promise<ReviewPage> {
  await visibleListing(deps, propertyId, viewer);
  const after = query.cursor ? decodeReviewCursor(query.cursor) : undefined;
  // One more than the page: whether a next page exists without counting.
  const rows = await listed.reviewsOfListing(deps.db, propertyId, after, query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    reviews: page.map(listedReviewOf),
    nextCursor: rows.length > query.limit && last ? encodeReviewCursor(last) : null,
  };
}
