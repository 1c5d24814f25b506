import { m } from '#i18n/messages.js';
import type { BookingStatus } from '../schemas/bookings.ts';
import { daysBetween } from './stay-dates.ts';

// Who may review a stay, and when (issue 9 §5). Dates are calendar dates in the listing's zone:
// "today" must be taken there, never in the server's or browser's zone.

// The refusals are written in the language being written (the request's: decision 110).
export const reviewBeforeStayEnded = () => m.rules_review_before_end();
export const reviewAlreadyWritten = () => m.rules_review_already_written();
/** The refusal past the review window (REVIEW_WINDOW_DAYS, an operator setting: 14 by default). */
export const reviewWindowClosed = (windowDays: number) => m.rules_review_window_closed({ days: windowDays });

export type ReviewableStay = {
  status: BookingStatus;
  /** YYYY-MM-DD in the listing's zone. */
  checkOut: string;
  /** Today's date in the listing's zone. */
  today: string;
  alreadyReviewed: boolean;
  /** REVIEW_WINDOW_DAYS. */
  windowDays: number;
};

/**
 * Why this stay cannot be reviewed now, or null when it can. A stay ends with its check-out day;
 * the review may be written on that day and up to `windowDays` days after it, inclusive.
 * An existing review is named before a closed window: it is the more useful answer.
 */
export function reviewRefusal({
  status,
  checkOut,
  today,
  alreadyReviewed,
  windowDays,
}: ReviewableStay): string | null {
  if (status !== 'completed' || today < checkOut) return reviewBeforeStayEnded();
  if (alreadyReviewed) return reviewAlreadyWritten();
  if (daysBetween(checkOut, today) > windowDays) return reviewWindowClosed(windowDays);
  return null;
}

export type RatingParameter = { id: string; name: string; isActive: boolean };

/**
 * What is wrong with a review's ratings against the rating parameters, as a 400 message naming them
 * ("ratings: missing Cleanliness, Accuracy"), or null when every active parameter has a score and
 * nothing else does. Missing ones come in the parameters' order; an unknown id is named as given.
 */
export function ratingsProblem(
  ratings: Record<string, number>,
  parameters: readonly RatingParameter[],
): string | null {
  const active = parameters.filter((p) => p.isActive);
  // A review's rating is the mean of its scores: with nothing to score there is no rating.
  if (active.length === 0) return `ratings: ${m.rules_review_no_active_parameter()}`;
  const missing = active.filter((p) => !Object.hasOwn(ratings, p.id)).map((p) => p.name);
  const activeIds = new Set(active.map((p) => p.id));
  const extra = Object.keys(ratings)
    .filter((id) => !activeIds.has(id))
    .map((id) => parameters.find((p) => p.id === id)?.name ?? id);
  const problems: string[] = [];
  if (missing.length > 0) problems.push(m.rules_review_missing_ratings({ names: missing.join(', ') }));
  if (extra.length === 1) problems.push(m.rules_review_unknown_parameter({ name: extra[0]! }));
  if (extra.length > 1) problems.push(m.rules_review_unknown_parameters({ names: extra.join(', ') }));
  return problems.length > 0 ? `ratings: ${problems.join('; ')}` : null;
}
