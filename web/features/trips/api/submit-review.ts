import type { ListedReview } from '../../../../domain/schemas/after-booking.ts';
import { sendJson } from '../../../lib/api-client.ts';

export type ReviewBody = { ratings: Record<string, number>; comment: string };

/** POST /api/bookings/{id}/review: 201 with the review as listed; 4xx `{ message }` (409: already reviewed). */
export function submitReview(bookingId: string, body: ReviewBody) {
  return sendJson<ListedReview>('POST', `/api/bookings/${encodeURIComponent(bookingId)}/review`, body);
}
