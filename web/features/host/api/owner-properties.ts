import { useQuery } from '@tanstack/react-query';
import type { OwnerPropertySummary } from '../../../../domain/schemas/listings.ts';
import { getJson } from '../../../lib/api-client.ts';

/** Every query about the owner's listings starts with this key, so one invalidation refreshes them all. */
export const OWNER_PROPERTIES_KEY = ['/api/owner/properties'] as const;

/** GET /api/owner/properties: the owner's listings, as the dashboard's cards show them. */
export function fetchOwnerProperties() {
  return getJson<OwnerPropertySummary[]>('/api/owner/properties');
}

export function useOwnerProperties() {
  return useQuery({ queryKey: OWNER_PROPERTIES_KEY, queryFn: fetchOwnerProperties, staleTime: 0 });
}
