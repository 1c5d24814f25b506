import type { ReactNode } from 'react';
import { m } from '#i18n/messages.js';
import type { ListedReview } from '../../../../domain/schemas/after-booking.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { RetryButton } from '../../../components/ui/retry-button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { usePropertyReviews } from '../api/property-reviews.ts';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  propertyId: string;
  heading: string;
  renderReview: (review: ListedReview) => ReactNode;
};

/** Show all reviews: every review, newest first, 10 at a time with Load more (the Link header's next page). */
export function AllReviewsDialog({ open, onOpenChange, propertyId, heading, renderReview }: Props) {
  const pages = usePropertyReviews(propertyId, open);
  const reviews = pages.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={heading} className="max-w-2xl">
        {pages.isPending ? (
          <div className="flex justify-center py-8">
            <Spinner className="size-6 text-brand-text" label={m.property_loading_reviews()} />
          </div>
        ) : pages.isError && reviews.length === 0 ? (
          <p role="alert" className="text-sm text-danger-text">
            {m.property_reviews_error()}
            <RetryButton onRetry={() => pages.refetch()} />
          </p>
        ) : (
          <>
            <ul className="divide-y divide-line">
              {reviews.map((review) => (
                <li key={review.id} className="py-5 first:pt-0">
                  {renderReview(review)}
                </li>
              ))}
            </ul>
            {pages.isFetchNextPageError && (
              <p role="alert" className="text-sm text-danger-text">
                {m.property_more_reviews_error()}
              </p>
            )}
            {pages.hasNextPage && (
              <Button
                variant="outline"
                className="mt-2 w-full"
                pending={pages.isFetchingNextPage}
                onClick={() => pages.fetchNextPage()}
              >
                {m.property_load_more()}
              </Button>
            )}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
