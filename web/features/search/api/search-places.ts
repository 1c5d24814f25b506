import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SearchPlace } from '../../../../domain/schemas/search-places.ts';
import { getJson } from '../../../lib/api-client.ts';

/** GET /api/properties/places?q=: up to 8 places Basera has listings in (the most listed without q). */
export function fetchSearchPlaces(q: string, signal?: AbortSignal) {
  return getJson<SearchPlace[]>(`/api/properties/places?q=${encodeURIComponent(q)}`, signal);
}

/**
 * The Where field's suggestions for `q` (debounced by the caller). Asked only while `enabled` (the
 * field has focus), so the home page's first visit asks nothing for them; the last answer stays on
 * screen while the next loads, so the list does not flicker as one types.
 */
export function useSearchPlaces(q: string, enabled: boolean) {
  const query = q.trim();
  return useQuery({
    queryKey: ['/api/properties/places', query.toLowerCase()],
    queryFn: ({ signal }) => fetchSearchPlaces(query, signal),
    enabled,
    staleTime: 5 * 60 * 1000,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
