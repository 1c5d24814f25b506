import { useQuery } from '@tanstack/react-query';
import type { ListingForm, ListingSaved, OwnerListing } from '../../../../domain/schemas/listings.ts';
import { getJson, sendJson } from '../../../lib/api-client.ts';
import type { WizardRole } from '../wizard-context.tsx';

/** The owner's own listing, or (for an admin) any owner's: /api/admin/properties/{id}/listing. */
const listingUrl = (id: string, role: WizardRole) =>
  role === 'admin' ? `/api/admin/properties/${id}/listing` : `/api/owner/properties/${id}`;

/**
 * GET the listing as the wizard edits it. Read afresh each time the edit page opens, so the form
 * starts from what is saved now.
 */
export function useOwnerListing(id: string, role: WizardRole = 'owner') {
  return useQuery({
    queryKey: [listingUrl(id, role), 'edit'],
    queryFn: () => getJson<OwnerListing>(listingUrl(id, role)),
    staleTime: 0,
    gcTime: 0,
  });
}

/** PUT the whole form again. */
export function updateOwnerListing(id: string, form: ListingForm, role: WizardRole = 'owner') {
  return sendJson<ListingSaved>('PUT', listingUrl(id, role), form);
}
