import { Star } from 'lucide-react';
import { useState } from 'react';
import { m } from '#i18n/messages.js';
import type { ListedReview } from '../../../../domain/schemas/after-booking.ts';
import type { PropertyDetail } from '../../../../domain/schemas/properties.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useCurrentUser } from '../../../lib/session.ts';
import { ratingText, reviewCountText, viewerOwnsListing } from '../property-text.ts';
import { AllReviewsDialog } from './all-reviews-dialog.tsx';
import { RatingBreakdown } from './rating-breakdown.tsx';
import { RespondForm } from './respond-form.tsx';
import { ReviewItem } from './review-item.tsx';

const SHOWN = 6;

/**
 * Reviews (traveller §9, issue 9): the averages per rating parameter, the first 6 reviews with the
 * host's responses, and Show all reviews paging the rest; the owner may respond to each.
 */
export function ReviewList({ property }: { property: PropertyDetail }) {
  const { user } = useCurrentUser();
  const [showAll, setShowAll] = useState(false);
  const owns = viewerOwnsListing(property.owner, user?.id);
  const reviews = property.reviews.slice(0, SHOWN);
  const heading =
    reviews.length === 0
      ? m.property_reviews_heading()
      : m.property_reviews_heading_rated({
          rating: ratingText(property.averageRating),
          reviews: reviewCountText(property.totalReviews),
        });
  const renderReview = (review: ListedReview) => (
    <ReviewItem
      review={review}
      timeZone={property.timeZone}
      hostFirstName={property.owner.firstName}
      respondSlot={
        owns ? (
          <RespondForm propertyId={property.id} reviewId={review.id} guestName={review.guestName} />
        ) : null
      }
    />
  );

  return (
    <section
      id="reviews"
      aria-labelledby="reviews-heading"
      className="scroll-mt-24 border-b border-line py-8"
    >
      <h2 id="reviews-heading" className="flex items-center gap-2 text-xl font-semibold">
        <Star className="size-5 fill-accent text-accent" aria-hidden="true" />
        {heading}
      </h2>
      {reviews.length === 0 ? (
        <p className="mt-3 text-fg-muted">{m.property_no_reviews()}</p>
      ) : (
        <>
          <RatingBreakdown breakdown={property.ratingBreakdown ?? []} />
          <ul className="mt-8 grid gap-x-10 gap-y-8 md:grid-cols-2">
            {reviews.map((review) => (
              <li key={review.id}>{renderReview(review)}</li>
            ))}
          </ul>
          {property.totalReviews > reviews.length && (
            <Button variant="outline" className="mt-8" onClick={() => setShowAll(true)}>
              {m.property_show_all_reviews()}
            </Button>
          )}
          <AllReviewsDialog
            open={showAll}
            onOpenChange={setShowAll}
            propertyId={property.id}
            heading={heading}
            renderReview={renderReview}
          />
        </>
      )}
    </section>
  );
}
