import type { ListedReview } from '../../../../domain/schemas/after-booking.ts';
import { sendJson } from '../../../lib/api-client.ts';

/** POST /api/reviews/{id}/response: the listing's owner answers a review once, in public. */
export function respondToReview(reviewId: string, text: string) {
  return sendJson<ListedReview>('POST', `/api/reviews/${encodeURIComponent(reviewId)}/response`, { text });
}
