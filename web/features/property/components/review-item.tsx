import { Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { m } from '#i18n/messages.js';
import { initialsOf } from '../../../../domain/rules/initials.ts';
import type { PropertyDetail } from '../../../../domain/schemas/properties.ts';
import { RichText } from '../../../components/ui/rich-text.tsx';
import { ratingText, responseFrom, reviewMonth } from '../property-text.ts';

type Review = PropertyDetail['reviews'][number];

type Props = {
  review: Review;
  timeZone: string;
  hostFirstName: string | null;
  /** Under a review without a response, for the listing's owner: the Respond form. */
  respondSlot?: ReactNode;
};

/** One review: the guest, month and year, rating and comment, then the host's public response. */
export function ReviewItem({ review, timeZone, hostFirstName, respondSlot }: Props) {
  const [firstName, ...others] = review.guestName.split(' ');
  return (
    <article aria-label={m.property_review_by({ name: review.guestName })}>
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-soft text-sm font-semibold text-brand-text"
        >
          {initialsOf({ firstName, lastName: others.join(' ') })}
        </span>
        <div>
          <p className="font-semibold text-fg">{review.guestName}</p>
          <p className="text-sm text-fg-muted">{reviewMonth(review.createdAt, timeZone)}</p>
        </div>
      </div>
      <p className="mt-2 inline-flex items-center gap-1 text-sm font-medium">
        <Star className="size-3.5 fill-accent text-accent" aria-hidden="true" />
        <RichText
          text={m.property_review_rated({ rating: ratingText(review.rating), max: 5 })}
          tags={{ sr: (text) => <span className="sr-only">{text}</span> }}
        />
      </p>
      {review.comment && <p className="mt-1 leading-relaxed break-words text-fg">{review.comment}</p>}
      {review.hostResponse ? (
        <div className="mt-3 border-l-2 border-line-strong pl-3">
          <p className="text-sm font-semibold text-fg">{responseFrom(hostFirstName)}</p>
          <p className="text-xs text-fg-muted">{reviewMonth(review.hostResponse.createdAt, timeZone)}</p>
          <p className="mt-1 text-sm leading-relaxed break-words text-fg">{review.hostResponse.text}</p>
        </div>
      ) : (
        respondSlot
      )}
    </article>
  );
}
