import { Star } from 'lucide-react';
import { initialsOf } from '../../../../domain/rules/initials.ts';
import type { PropertyDetail } from '../../../../domain/schemas/properties.ts';
import { ratingText, reviewCountText, reviewMonth } from '../property-text.ts';

const SHOWN = 6;

/** The first 6 reviews (traveller §9): guest, month and year, rating, comment; or "No reviews yet". */
export function ReviewList({ property }: { property: PropertyDetail }) {
  const reviews = property.reviews.slice(0, SHOWN);
  return (
    <section
      id="reviews"
      aria-labelledby="reviews-heading"
      className="scroll-mt-24 border-b border-line py-8"
    >
      <h2 id="reviews-heading" className="flex items-center gap-2 text-xl font-semibold">
        <Star className="size-5 fill-accent text-accent" aria-hidden="true" />
        {reviews.length === 0
          ? 'Reviews'
          : `${ratingText(property.averageRating)} · ${reviewCountText(property.totalReviews)}`}
      </h2>
      {reviews.length === 0 ? (
        <p className="mt-3 text-fg-muted">No reviews yet</p>
      ) : (
        <ul className="mt-5 grid gap-x-10 gap-y-7 md:grid-cols-2">
          {reviews.map((review) => {
            const [firstName, ...others] = review.guestName.split(' ');
            return (
              <li key={review.id}>
                <div className="flex items-center gap-3">
                  <span
                    aria-hidden="true"
                    className="inline-flex size-10 items-center justify-center rounded-full bg-brand-soft text-sm font-semibold text-brand-text"
                  >
                    {initialsOf({ firstName, lastName: others.join(' ') })}
                  </span>
                  <div>
                    <p className="font-semibold text-fg">{review.guestName}</p>
                    <p className="text-sm text-fg-muted">
                      {reviewMonth(review.createdAt, property.timeZone)}
                    </p>
                  </div>
                </div>
                <p className="mt-2 inline-flex items-center gap-1 text-sm font-medium">
                  <Star className="size-3.5 fill-accent text-accent" aria-hidden="true" />
                  <span className="sr-only">Rated </span>
                  {ratingText(review.rating)}
                  <span className="sr-only"> out of 5</span>
                </p>
                {review.comment && <p className="mt-1 leading-relaxed text-fg">{review.comment}</p>}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
