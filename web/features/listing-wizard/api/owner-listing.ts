import { useQuery } from '@tanstack/react-query';
import type { ListingForm, ListingSaved, OwnerListing } from '../../../../domain/schemas/listings.ts';
import { getJson, sendJson } from '../../../lib/api-client.ts';

const listingUrl = (id: string) => `/api/owner/properties/${id}`;

/**
 * GET /api/owner/properties/{id}: the listing as the wizard edits it. Read afresh each time the
 * edit page opens, so the form starts from what is saved now.
 */
export function useOwnerListing(id: string) {
  return useQuery({
    queryKey: [listingUrl(id), 'edit'],
    queryFn: () => getJson<OwnerListing>(listingUrl(id)),
    staleTime: 0,
    gcTime: 0,
  });
}

/** PUT /api/owner/properties/{id}: the whole form again. */
export function updateOwnerListing(id: string, form: ListingForm): Promise<ListingSaved> {
  return sendJson<ListingSaved>('PUT', listingUrl(id), form);
}
