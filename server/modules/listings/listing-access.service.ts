import { m } from '#i18n/messages.js';
import type { AppDeps } from '../../app-deps.ts';
import { notFound } from '../../http/http-error.ts';
import type { Viewer } from '../../http/request-identity.ts';
import * as repo from './listing-access.repository.ts';

/**
 * Public: approved and listed (decision 52), and its owner not banned (a suspended owner's listings
 * stay). The one rule for search, the public page, the sitemap, wishlists and booking; its SQL twins
 * are in the repositories that filter on it.
 */
export const isPublic = (listing: { status: string; isListed: boolean; ownerBanned: boolean }) =>
  listing.status === 'approved' && listing.isListed && !listing.ownerBanned;

type Viewed = Pick<repo.ListingForViewing, 'status' | 'isListed' | 'ownerBanned' | 'ownerId'>;

const isOwnerOrAdmin = (listing: Pick<Viewed, 'ownerId'>, viewer: Viewer) =>
  viewer.admin || (viewer.userId !== null && viewer.userId === listing.ownerId);

/** Whether this viewer may see the listing: public, or theirs, or they are an admin. */
export const mayView = (listing: Viewed, viewer: Viewer) =>
  isPublic(listing) || isOwnerOrAdmin(listing, viewer);

/** A viewer without a session sees what every other such viewer sees: their answers may be shared. */
export const isAnonymous = (viewer: Viewer) => viewer.userId === null && !viewer.admin;

/**
 * The exact address and coordinates (decision 34): admins, the owner, and a guest holding a
 * confirmed or completed booking of the listing (`heldStay`, read with the listing).
 */
export const seesExact = (listing: Pick<Viewed, 'ownerId'>, viewer: Viewer, heldStay: boolean) =>
  isOwnerOrAdmin(listing, viewer) || (viewer.userId !== null && heldStay);

/**
 * The listing if this viewer may see it: an approved, listed listing is public; an unlisted one, or
 * a draft, pending or rejected one, only to its owner and admins. Anyone else gets the same 404 as for an unknown id.
 */
export async function visibleListing(
  { db }: Pick<AppDeps, 'db'>,
  id: string,
  viewer: Viewer,
): Promise<repo.ListingForViewing> {
  const listing = await repo.listingForViewing(db, id);
  if (!listing || !mayView(listing, viewer)) throw notFound(m.server_property_not_found());
  return listing;
}
