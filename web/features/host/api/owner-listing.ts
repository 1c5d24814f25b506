import { useQuery } from '@tanstack/react-query';
import type { OwnerListing } from '../../../../domain/schemas/listings.ts';
import { getJson, statusOf } from '../../../lib/api-client.ts';
import { OWNER_PROPERTIES_KEY } from './owner-properties.ts';

export const ownerListingKey = (id: string) => [...OWNER_PROPERTIES_KEY, id] as const;

/** GET /api/owner/properties/{id}: the listing, its status and its upcoming bookings (404: not this owner's). */
export function fetchOwnerListing(id: string) {
  return getJson<OwnerListing>(`/api/owner/properties/${encodeURIComponent(id)}`);
}

export function useOwnerListing(id: string) {
  return useQuery({
    queryKey: ownerListingKey(id),
    queryFn: () => fetchOwnerListing(id),
    staleTime: 0,
    // A 404 will not turn up on a second try.
    retry: (failures, error) => statusOf(error) !== 404 && failures < 2,
  });
}
