import type { ListingForm, ListingSaved } from '../../../../domain/schemas/listings.ts';
import { sendJson } from '../../../lib/api-client.ts';

/** POST /api/properties: the whole form, submitted for review (status pending). */
export function publishListing(form: ListingForm): Promise<ListingSaved> {
  return sendJson<ListingSaved>('POST', '/api/properties', { ...form, status: 'pending' });
}

/** POST /api/admin/properties: an admin lists on behalf of the chosen owner (decision 53). */
export function publishListingForOwner(form: ListingForm, ownerId: string): Promise<ListingSaved> {
  return sendJson<ListingSaved>('POST', '/api/admin/properties', { ...form, status: 'pending', ownerId });
}
