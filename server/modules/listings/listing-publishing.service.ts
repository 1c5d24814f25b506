import { m } from '#i18n/messages.js';
import type { ListingSaved, PublishBody } from '../../../domain/schemas/listings.ts';
import type { AppDeps } from '../../app-deps.ts';
import { inTransaction } from '../../db/transaction.ts';
import { badRequest } from '../../http/http-error.ts';
import { refuseSanctioned } from '../users/index.ts';
import { isOwner } from './admin-owners.repository.ts';
import { checkedListing } from './listing-checks.service.ts';
import * as repo from './listings.repository.ts';

/**
 * POST /api/properties: the whole form, submitted for review (decision 51). The server checks it
 * again (listing-checks.service.ts) and stores the listing, its photos (exactly one cover) and its
 * amenities in one transaction, as `pending` and listed. The draft is left to the browser to
 * delete once this answers (admin-and-host §4).
 */
export async function publishListing(
  deps: Pick<AppDeps, 'db' | 'log'>,
  { ownerId, uploaderIds }: { ownerId: string; uploaderIds: string[] },
  { status: _pending, ...form }: PublishBody,
): Promise<ListingSaved> {
  return inTransaction(deps, async (tx) => {
    // A suspended or banned owner lists nothing (403), whoever submits it for them.
    await refuseSanctioned(tx, ownerId);
    const listing = await checkedListing(tx, form, { uploaderIds });
    const row = await repo.insertListing(tx, { ...listing.columns, ownerId, status: 'pending' });
    await repo.replacePhotosAndAmenities(tx, row.id, listing.photos, listing.amenityIds);
    return { id: row.id, status: row.status, isListed: row.isListed };
  });
}

/**
 * POST /api/admin/properties: an admin lists for an owner (decision 53). `ownerId` must be a user
 * with role owner; photos and the NOC may be the admin's uploads or the owner's.
 */
export async function publishListingForOwner(
  deps: Pick<AppDeps, 'db' | 'log'>,
  adminId: string,
  { ownerId, ...body }: PublishBody & { ownerId: string },
): Promise<ListingSaved> {
  if (!(await isOwner(deps.db, ownerId))) throw badRequest(m.server_owner_not_found());
  return publishListing(deps, { ownerId, uploaderIds: [adminId, ownerId] }, body);
}
