import type { AppDeps } from '../../app-deps.ts';
import { notFound } from '../../http/http-error.ts';
import * as repo from './listing-access.repository.ts';

/** Who is looking: the signed-in traveller or owner (if any), and whether an admin session is open. */
export type Viewer = { userId: string | null; admin: boolean };

export const PROPERTY_NOT_FOUND = 'Property not found';

/**
 * Public: approved and listed (decision 52), and its owner not banned (a suspended owner's listings
 * stay). The one rule for search, the public page, the sitemap, wishlists and booking; its SQL twins
 * are in the repositories that filter on it.
 */
export const isPublic = (listing: { status: string; isListed: boolean; ownerBanned: boolean }) =>
  listing.status === 'approved' && listing.isListed && !listing.ownerBanned;

const isOwnerOrAdmin = (listing: repo.ListingForViewing, viewer: Viewer) =>
  viewer.admin || (viewer.userId !== null && viewer.userId === listing.ownerId);

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
  if (!listing || (!isPublic(listing) && !isOwnerOrAdmin(listing, viewer)))
    throw notFound(PROPERTY_NOT_FOUND);
  return listing;
}

/**
 * Whether this viewer sees the exact address and coordinates (decision 34): admins, the owner, and
 * a guest holding a confirmed or completed booking of the listing.
 */
export async function seesExactAddress(
  { db }: Pick<AppDeps, 'db'>,
  listing: repo.ListingForViewing,
  viewer: Viewer,
): Promise<boolean> {
  if (isOwnerOrAdmin(listing, viewer)) return true;
  return viewer.userId !== null && repo.hasHeldStay(db, listing.id, viewer.userId);
}
