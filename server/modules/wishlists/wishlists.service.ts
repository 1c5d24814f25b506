import { m } from '#i18n/messages.js';
import { preselectedWishlist } from '../../../domain/rules/wishlists.ts';
import type { PropertyCard } from '../../../domain/schemas/properties.ts';
import type { AppDeps } from '../../app-deps.ts';
import { inTransaction } from '../../db/transaction.ts';
import { notFound } from '../../http/http-error.ts';
import { cardsByIds } from '../properties/index.ts';
import { insertList } from './wishlist-lists.repository.ts';
import { summariesOf } from './wishlist-summaries.service.ts';
import * as repo from './wishlists.repository.ts';

// The one-tap wishlist of traveller §7 (decision 35), kept working beside named lists (decision 115):
// it is the union of the user's lists.

/**
 * Saves an approved listing (traveller §7). Already in any list: nothing changes (the first entry
 * keeps its date). Otherwise it goes into the list last used, or into a new default list for a
 * traveller without lists. A listing deleted between the check and the insert is a 404 too.
 */
export async function saveListing(deps: AppDeps, userId: string, propertyId: string): Promise<void> {
  await inTransaction(
    deps,
    async (tx) => {
      if (!(await repo.isApprovedListing(tx, propertyId))) throw notFound(m.server_property_not_found());
      if (await repo.isSavedAnywhere(tx, userId, propertyId)) return;
      const target = preselectedWishlist(await summariesOf(tx, userId));
      const wishlistId = target?.id ?? (await insertList(tx, userId, m.wishlists_default_name()));
      await repo.addEntry(tx, wishlistId, propertyId);
      await repo.touchList(tx, wishlistId);
    },
    { foreignKey: notFound(m.server_property_not_found()) },
  );
}

/** Removes a listing from every list of the user; removing one that is not saved is fine. */
export async function removeListing(deps: AppDeps, userId: string, propertyId: string): Promise<void> {
  if (!(await repo.isApprovedListing(deps.db, propertyId))) throw notFound(m.server_property_not_found());
  await inTransaction(deps, (tx) => repo.removeEverywhere(tx, userId, propertyId));
}

/**
 * Every listing saved in any of the user's lists, once, as home cards, newest saved first. A listing
 * that is no longer approved is left out (its entries stay, and show again if it is approved again).
 */
export async function listWishlist(deps: AppDeps, userId: string): Promise<PropertyCard[]> {
  return cardsByIds(deps, await repo.savedApprovedListingIds(deps.db, userId));
}
