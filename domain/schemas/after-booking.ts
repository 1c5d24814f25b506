import { z } from 'zod';
import { m } from '#i18n/messages.js';
import { cancellationPolicy, parameterAverages, propertyReview, rupees } from './properties.ts';

/** The API contract after a booking (issue 9): cancellation quotes, cancelling, reviews. */

/** GET /api/bookings/{id}/cancellation: what cancelling now gives back, part by part. */
export const cancellationQuote = z.object({
  policy: cancellationPolicy,
  /** The rule applied: the listing's policy, or 'Long stay' from 28 nights (docs/cancellation-policy.md). */
  rule: z.enum(['Flexible', 'Moderate', 'Strict', 'Long stay']),
  /** The check-in instant, ISO 8601 with the listing's offset: 2027-03-12T14:00:00.000+05:30. */
  deadline: z.string(),
  /** When this refund drops (end of its tier, or the check-in instant); null when nothing is left to lose. */
  refundDropsAt: z.string().nullable(),
  timeZone: z.string(),
  refundPaise: z.number().int(),
  refund: rupees,
  /** What is refunded of each part of the price, and the GST on those parts (credit notes). */
  breakdown: z.object({ nights: rupees, cleaningFee: rupees, serviceFee: rupees, taxes: rupees }),
  /** What was paid through Basera (a contact request never paid has nothing to refund). */
  paid: rupees,
});
export type CancellationQuote = z.infer<typeof cancellationQuote>;

/** POST /api/bookings/{id}/cancel: the refund the guest was shown; a different one now is 409. */
export const cancelRequest = z
  .object({
    expectedRefundPaise: z
      .number({ error: () => m.validation_paise_number() })
      .int({ error: () => m.validation_paise_whole() })
      .min(0),
    reason: z
      .string()
      .trim()
      .max(500, { error: () => m.validation_max_chars({ max: 500 }) })
      .optional(),
  })
  .meta({ examples: [{ expectedRefundPaise: 1_400_000, reason: 'Plans changed' }] });

/** The 409 of a stale cancel: the message and the quote as it is now. */
export const staleCancellation = z.object({ message: z.string(), quote: cancellationQuote });

export const REVIEW_MIN_CHARS = 20;
export const REVIEW_MAX_CHARS = 1000;

/** POST /api/bookings/{id}/review: a score 1-5 for every active rating parameter, and a comment. */
export const reviewRequest = z
  .object({
    ratings: z.record(
      z.uuid({ error: () => m.validation_rating_parameter_ids() }),
      z
        .number({ error: () => m.validation_score() })
        .int({ error: () => m.validation_score_whole() })
        .min(1, { error: () => m.validation_range({ min: 1, max: 5 }) })
        .max(5, { error: () => m.validation_range({ min: 1, max: 5 }) }),
    ),
    comment: z
      .string()
      .trim()
      .min(REVIEW_MIN_CHARS, { error: () => m.validation_min_chars({ min: REVIEW_MIN_CHARS }) })
      .max(REVIEW_MAX_CHARS, { error: () => m.validation_max_chars({ max: REVIEW_MAX_CHARS }) }),
  })
  .meta({
    examples: [
      {
        ratings: { '3f2b8c1e-6d1a-4c1e-9a43-0c6f1d2b7e10': 5, '7a9e0d4c-2b1f-4e3a-8c5d-6f7a8b9c0d1e': 4 },
        comment: 'Spotless rooms and a host who answered within minutes.',
      },
    ],
  });

/** A review as the property page lists it (with the host's public response): defined with the page. */
export const listedReview = propertyReview;
export type ListedReview = z.infer<typeof listedReview>;

/** GET /api/properties/{id}/reviews?cursor=…: newest first, 10 a page, `Link: <…>; rel="next"`. */
export const reviewPageQuery = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
export const reviewPage = z.array(listedReview);

/** Per rating parameter, the listing's average (two decimals) over its reviews. */
export const ratingBreakdown = parameterAverages;
export type RatingBreakdown = z.infer<typeof ratingBreakdown>;

/** POST /api/reviews/{id}/response: the listing's owner answers a review once, in public. */
export const hostResponseRequest = z
  .object({
    text: z
      .string()
      .trim()
      .min(2, { error: () => m.validation_min_chars({ min: 2 }) })
      .max(1000, { error: () => m.validation_max_chars({ max: 1000 }) }),
  })
  .meta({ examples: [{ text: 'Thank you for staying with us, do come back in the monsoon!' }] });
