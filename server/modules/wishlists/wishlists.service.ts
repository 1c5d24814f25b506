import { m } from '#i18n/messages.js';
import type { PropertyCard } from '../../../domain/schemas/properties.ts';
import type { AppDeps } from '../../app-deps.ts';
import { inTransaction } from '../../db/transaction.ts';
import { notFound } from '../../http/http-error.ts';
import { cardsByIds } from '../properties/index.ts';
import * as repo from './wishlists.repository.ts';

/**
 * Saves an approved listing to the user's wishlist (traveller §7). Idempotent: a second save keeps
 * the first entry and its date. A listing deleted between the check and the insert is a 404 too.
 */
export async function saveListing(deps: AppDeps, userId: string, propertyId: string): Promise<void> {
  await inTransaction(
    deps,
    async (tx) => {
      if (!(await repo.isApprovedListing(tx, propertyId))) throw notFound(m.server_property_not_found());
      await repo.addEntry(tx, userId, propertyId);
    },
    { foreignKey: notFound(m.server_property_not_found()) },
  );
}

/** Removes a listing from the user's wishlist; removing one that is not saved is fine. */
export async function removeListing(deps: AppDeps, userId: string, propertyId: string): Promise<void> {
  if (!(await repo.isApprovedListing(deps.db, propertyId))) throw notFound(m.server_property_not_found());
  await repo.removeEntry(deps.db, userId, propertyId);
}

/**
 * The user's saved listings as home cards, newest saved first. A listing that is no longer
 * approved is left out (its entry stays, and shows again if the listing is approved again).
 */
export async function listWishlist(deps: AppDeps, userId: string): Promise<PropertyCard[]> {
  return cardsByIds(deps, await repo.savedApprovedListingIds(deps.db, userId));
}
