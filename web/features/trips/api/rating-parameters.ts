import { useQuery } from '@tanstack/react-query';
import type { RatingParameter } from '../../../../domain/schemas/catalog.ts';
import { getJson } from '../../../lib/api-client.ts';

/** GET /api/rating-parameters: what a review scores (Cleanliness, Accuracy, …), the active ones. */
export function fetchRatingParameters() {
  return getJson<RatingParameter[]>('/api/rating-parameters');
}

export function useRatingParameters(enabled: boolean) {
  return useQuery({
    queryKey: ['/api/rating-parameters'],
    queryFn: fetchRatingParameters,
    enabled,
    select: (list) => list.filter((parameter) => parameter.isActive),
  });
}
