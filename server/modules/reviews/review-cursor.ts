import { decodeNewestFirst, encodeNewestFirst } from '../../http/newest-first-cursor.ts';
import type { ReviewKeys } from './listed-reviews.repository.ts';

// Review pages go newest first by (created_at, id): the shared newest-first cursor.

export const encodeReviewCursor = (last: ReviewKeys) =>
  encodeNewestFirst({ at: last.createdAt, id: last.id });

export function decodeReviewCursor(text: string): ReviewKeys {
  const { at, id } = decodeNewestFirst(text);
  return { createdAt: at, id };
}
