import { badRequest } from '../../http/http-error.ts';
import { decodeCursor, encodeCursor } from '../../http/search-cursor.ts';
import type { ReviewKeys } from './listed-reviews.repository.ts';

// Review pages go newest first by (created_at, id): the keys of search's 'newest' order, so its
// opaque cursor serves as it is. The keys are checked here, before they reach SQL as a timestamptz
// and a uuid, so a forged cursor is a 400 and never a database error.

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:\d{2})?|Z)$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const encodeReviewCursor = (last: ReviewKeys) =>
  encodeCursor({ sort: 'newest', keys: [last.createdAt, last.id] });

export function decodeReviewCursor(text: string): ReviewKeys {
  const [createdAt = '', id = ''] = decodeCursor(text, 'newest');
  if (!INSTANT.test(createdAt) || Number.isNaN(Date.parse(createdAt)) || !UUID.test(id))
    throw badRequest('cursor: is not a cursor this list gave');
  return { createdAt, id };
}
