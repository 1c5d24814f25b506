import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { PlaceList, reversePlace } from '../../../../domain/schemas/places.ts';
import { getJson } from '../../../lib/api-client.ts';

export type ReversePlace = z.infer<typeof reversePlace>;

/** The shortest text the server searches (placeQuery's minimum). */
export const MIN_PLACE_QUERY = 2;

/** GET /api/places?q=: up to 8 address suggestions in India. */
export function fetchPlaces(q: string) {
  return getJson<PlaceList>(`/api/places?q=${encodeURIComponent(q)}`);
}

/** Suggestions for `q` (already debounced by the caller); idle while it is shorter than 2 characters. */
export function usePlaceSuggestions(q: string) {
  const query = q.trim();
  return useQuery({
    queryKey: ['/api/places', query],
    queryFn: () => fetchPlaces(query),
    enabled: query.length >= MIN_PLACE_QUERY,
    staleTime: 60 * 60 * 1000,
    // The list keeps showing the last answer while the next one loads (no flicker while typing).
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** GET /api/places/reverse: the place at a point (after the marker is dropped). */
export function fetchPlaceAt(latitude: number, longitude: number) {
  return getJson<ReversePlace>(
    `/api/places/reverse?latitude=${latitude.toFixed(6)}&longitude=${longitude.toFixed(6)}`,
  );
}
