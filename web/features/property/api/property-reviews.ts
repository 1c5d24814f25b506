import { useInfiniteQuery } from '@tanstack/react-query';
import type { ListedReview } from '../../../../domain/schemas/after-booking.ts';
import { getJsonPage } from '../../../lib/api-client.ts';

export const propertyReviewsKey = (propertyId: string) => ['/api/properties', propertyId, 'reviews'] as const;

/**
 * GET /api/properties/{id}/reviews: newest first, 10 a page; the next page's URL comes in the
 * `Link: <…>; rel="next"` header (absent on the last page).
 */
export function usePropertyReviews(propertyId: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: propertyReviewsKey(propertyId),
    queryFn: ({ pageParam }) => getJsonPage<ListedReview[]>(pageParam),
    initialPageParam: `/api/properties/${encodeURIComponent(propertyId)}/reviews`,
    getNextPageParam: (last) => last.next ?? undefined,
    enabled,
  });
}
