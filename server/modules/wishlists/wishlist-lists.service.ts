import { m } from '#i18n/messages.js';
import type { WishlistDetail, WishlistSummary } from '../../../domain/schemas/wishlists.ts';
import type { AppDeps } from '../../app-deps.ts';
import type { Transaction } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { notFound } from '../../http/http-error.ts';
import { cardsByIds } from '../properties/index.ts';
import * as lists from './wishlist-lists.repository.ts';
import { summariesOf } from './wishlist-summaries.service.ts';
import * as entries from './wishlists.repository.ts';

// Named lists (decision 115). Every change is one transaction; a list that is not the caller's is
// answered exactly like one that does not exist: 404 "Wishlist not found".

const listNotFound = () => notFound(m.wishlists_not_found());
const propertyNotFound = () => notFound(m.server_property_not_found());
const nameTaken = (name: string) => ({
  unique: m.wishlists_name_taken({ name }),
  foreignKey: propertyNotFound(),
});

async function summaryOf(tx: Transaction, userId: string, wishlistId: string): Promise<WishlistSummary> {
  const [summary] = await summariesOf(tx, userId, wishlistId);
  if (!summary) throw listNotFound();
  return summary;
}

export function listWishlists(deps: AppDeps, userId: string): Promise<WishlistSummary[]> {
  return summariesOf(deps.db, userId);
}

/** One of the user's lists with its stays that are public now, newest saved first. */
export async function wishlistDetail(
  deps: AppDeps,
  userId: string,
  wishlistId: string,
): Promise<WishlistDetail> {
  const [summary] = await summariesOf(deps.db, userId, wishlistId);
  if (!summary) throw listNotFound();
  return {
    ...summary,
    properties: await cardsByIds(deps, await entries.approvedIdsInList(deps.db, wishlistId)),
  };
}

/** Makes a list, and saves `propertyId` into it in the same transaction when given (the heart's chooser). */
export async function createWishlist(
  deps: AppDeps,
  userId: string,
  input: { name: string; propertyId?: string | undefined },
): Promise<WishlistSummary> {
  return inTransaction(
    deps,
    async (tx) => {
      const { propertyId } = input;
      if (propertyId && !(await entries.isApprovedListing(tx, propertyId))) throw propertyNotFound();
      const id = await lists.insertList(tx, userId, input.name);
      if (propertyId) await entries.addEntry(tx, id, propertyId);
      return summaryOf(tx, userId, id);
    },
    nameTaken(input.name),
  );
}

export async function renameWishlist(deps: AppDeps, userId: string, wishlistId: string, name: string) {
  return inTransaction(
    deps,
    async (tx) => {
      if (!(await lists.renameList(tx, userId, wishlistId, name))) throw listNotFound();
      return summaryOf(tx, userId, wishlistId);
    },
    nameTaken(name),
  );
}

/** Deletes a list and its entries; the stays themselves are untouched. */
export async function deleteWishlist(deps: AppDeps, userId: string, wishlistId: string): Promise<void> {
  await inTransaction(deps, async (tx) => {
    if (!(await lists.deleteList(tx, userId, wishlistId))) throw listNotFound();
  });
}

/** Saves a public stay into one of the user's lists; saving it again keeps the first entry. */
export async function saveToWishlist(deps: AppDeps, userId: string, wishlistId: string, propertyId: string) {
  await inTransaction(
    deps,
    async (tx) => {
      if (!(await lists.ownsList(tx, userId, wishlistId))) throw listNotFound();
      if (!(await entries.isApprovedListing(tx, propertyId))) throw propertyNotFound();
      await entries.addEntry(tx, wishlistId, propertyId);
      await entries.touchList(tx, wishlistId);
    },
    { foreignKey: propertyNotFound() },
  );
}

/** Takes a stay out of one list (whether or not it is public now); taking out what is not there is fine. */
export async function removeFromWishlist(
  deps: AppDeps,
  userId: string,
  wishlistId: string,
  propertyId: string,
) {
  await inTransaction(deps, async (tx) => {
    if (!(await lists.ownsList(tx, userId, wishlistId))) throw listNotFound();
    await entries.removeEntry(tx, wishlistId, propertyId);
    await entries.touchList(tx, wishlistId);
  });
}
