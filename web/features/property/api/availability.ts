import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Availability } from '../../../../domain/schemas/properties.ts';
import { getJson } from '../../../lib/api-client.ts';

/** GET /api/properties/{id}/availability?from&to: each night of [from, to), free or taken. */
export function fetchAvailability(id: string, from: string, to: string) {
  const query = new URLSearchParams({ from, to });
  return getJson<Availability>(`/api/properties/${encodeURIComponent(id)}/availability?${query}`);
}

/**
 * The nights a calendar shows. Others book meanwhile, so an answer is fresh for a minute; while the
 * next months load, the previous answer stays (no flash of everything enabled).
 */
export function useAvailability(id: string, window: { from: string; to: string }) {
  return useQuery({
    queryKey: ['/api/properties', id, 'availability', window.from, window.to],
    queryFn: () => fetchAvailability(id, window.from, window.to),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}
