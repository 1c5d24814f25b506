import { m } from '#i18n/messages.js';
import { REVIEW_MAX_CHARS, REVIEW_MIN_CHARS } from '../../../../domain/schemas/after-booking.ts';

// The Write Review form's rules (issue 9), kept pure so they are tested: a score 1-5 for every
// active rating parameter and a comment of 20 to 1000 characters, as the server counts them (trimmed).

export type Scores = Record<string, number>;

export const commentLength = (comment: string) => comment.trim().length;

/** "12 / 1000" and what is still missing: "8 more characters needed", "24 characters too many". */
export function commentCountText(comment: string): { count: string; note: string | null } {
  const length = commentLength(comment);
  const count = `${length} / ${REVIEW_MAX_CHARS}`;
  if (length < REVIEW_MIN_CHARS) {
    return { count, note: m.trips_review_chars_needed({ count: REVIEW_MIN_CHARS - length }) };
  }
  if (length > REVIEW_MAX_CHARS) {
    return { count, note: m.trips_review_chars_over({ count: length - REVIEW_MAX_CHARS }) };
  }
  return { count, note: null };
}

/** Every parameter scored 1-5 and a comment of the right length: Submit may be pressed. */
export function reviewComplete(parameterIds: readonly string[], scores: Scores, comment: string): boolean {
  const length = commentLength(comment);
  return (
    parameterIds.length > 0 &&
    parameterIds.every((id) => Number.isInteger(scores[id]) && scores[id]! >= 1 && scores[id]! <= 5) &&
    length >= REVIEW_MIN_CHARS &&
    length <= REVIEW_MAX_CHARS
  );
}

/** The request body: a score for each active parameter and nothing else, the comment trimmed. */
export function reviewBody(parameterIds: readonly string[], scores: Scores, comment: string) {
  return {
    ratings: Object.fromEntries(parameterIds.map((id) => [id, scores[id]!])),
    comment: comment.trim(),
  };
}

/** "1 star", "4 stars": the accessible name of a score. */
export const starLabel = (score: number) => m.trips_review_stars({ count: score });
