import { m } from '#i18n/messages.js';
import { type ReviewedFacts, statusAfterEdit } from '../../../domain/rules/listing-edits.ts';
import type {
  ListingForm,
  ListingSaved,
  OwnerListing,
  OwnerPropertySummary,
} from '../../../domain/schemas/listings.ts';
import type { AppDeps } from '../../app-deps.ts';
import type { Executor } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { notFound } from '../../http/http-error.ts';
import { checkedListing } from './listing-checks.service.ts';
import { formOfListing } from './listing-rows.ts';
import type { ListingRow } from './listings.repository.ts';
import * as listings from './listings.repository.ts';
import * as repo from './owner-listings.repository.ts';

type Deps = Pick<AppDeps, 'db' | 'log'>;

/** GET /api/owner/properties: every listing of the owner, whatever its status, newest first. */
export async function ownerProperties({ db }: Deps, ownerId: string): Promise<OwnerPropertySummary[]> {
  const rows = await repo.listingsOfOwner(db, ownerId);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    status: row.status,
    isListed: row.isListed,
    maxGuests: row.maxGuests,
    basePrice: row.basePrice,
    city: row.city,
    state: row.state,
    rejectionReason: row.rejectionReason,
    updatedAt: row.updatedAt.toISOString(),
    photos: row.photos,
  }));
}

/**
 * GET /api/owner/properties/{id}: the listing as the wizard edits it, and its bookings not yet
 * checked out (today in India). Another owner's listing is "not found".
 */
export async function ownerListing(
  { db }: Deps,
  ownerId: string,
  id: string,
  now = new Date(),
): Promise<OwnerListing> {
  const row = await repo.ownersListing(db, id, ownerId);
  if (!row) throw notFound(m.server_property_not_found());
  return listingForEdit(db, row, now);
}

/** GET /api/admin/properties/{id}/listing: any owner's listing, as the admin's wizard edits it. */
export async function listingForAdmin({ db }: Deps, id: string, now = new Date()): Promise<OwnerListing> {
  const row = await repo.listingById(db, id);
  if (!row) throw notFound(m.server_property_not_found());
  return listingForEdit(db, row, now);
}

async function listingForEdit(db: Executor, row: ListingRow, now: Date): Promise<OwnerListing> {
  const [{ photos, amenityIds }, bookings] = await Promise.all([
    listings.photosAndAmenities(db, row.id),
    repo.upcomingBookings(db, row.id, now),
  ]);
  return {
    id: row.id,
    status: row.status,
    isListed: row.isListed,
    rejectionReason: row.rejectionReason,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    form: formOfListing(row, photos, amenityIds),
    upcomingBookings: bookings.map(({ firstName, lastName, ...booking }) => ({
      ...booking,
      guestName: [firstName, lastName].filter(Boolean).join(' ') || 'Guest',
    })),
  };
}

const reviewedFacts = (listing: {
  propertyTypeId?: string | null;
  addressLine1?: string | null;
  city?: string | null;
  state?: string | null;
  pincode?: string | null;
  latitude?: string | null;
  longitude?: string | null;
}): ReviewedFacts => ({
  propertyTypeId: listing.propertyTypeId ?? null,
  addressLine1: listing.addressLine1 ?? null,
  city: listing.city ?? null,
  state: listing.state ?? null,
  pincode: listing.pincode ?? null,
  latitude: listing.latitude ?? null,
  longitude: listing.longitude ?? null,
});

/**
 * PUT /api/owner/properties/{id}: the whole form again, checked as publishing checks it (photos it
 * already has may stay). The status follows decision 52 (domain/rules/listing-edits.ts); photos and
 * amenities are replaced in the same transaction.
 */
export function editListing(deps: Deps, ownerId: string, id: string, form: ListingForm) {
  return saveEdit(deps, { kind: 'owner', id: ownerId }, id, form);
}

/**
 * PUT /api/admin/properties/{id}/listing: an admin edits any owner's listing with the wizard. It is
 * checked as the owner's edit is (photos may be the admin's or the owner's uploads); its status and
 * rejection reason stay as they are: the admin approves or rejects it separately.
 */
export function editListingAsAdmin(deps: Deps, adminId: string, id: string, form: ListingForm) {
  return saveEdit(deps, { kind: 'admin', id: adminId }, id, form);
}

type Editor = { kind: 'owner' | 'admin'; id: string };

function saveEdit(deps: Deps, editor: Editor, id: string, form: ListingForm): Promise<ListingSaved> {
  return inTransaction(deps, async (tx) => {
    const current = await listings.lockListing(tx, id);
    if (!current || (editor.kind === 'owner' && current.ownerId !== editor.id))
      throw notFound(m.server_property_not_found());
    const { photos } = await listings.photosAndAmenities(tx, id);
    const checked = await checkedListing(tx, form, {
      uploaderIds: editor.kind === 'owner' ? [current.ownerId] : [current.ownerId, editor.id],
      kept: { photoUrls: photos.map((photo) => photo.url), nocUrl: current.nocDocumentUrl },
    });
    const outcome =
      editor.kind === 'owner'
        ? statusAfterEdit(current, reviewedFacts(current), reviewedFacts(checked.columns))
        : current;
    const row = await listings.updateListing(tx, id, {
      ...checked.columns,
      status: outcome.status,
      rejectionReason: outcome.rejectionReason,
    });
    await listings.replacePhotosAndAmenities(tx, id, checked.photos, checked.amenityIds);
    return { id: row.id, status: row.status, isListed: row.isListed };
  });
}

/**
 * POST /api/owner/properties/{id}/unlist and /relist: the owner's switch (decision 52). The status
 * and bookings stay; an unlisted listing leaves search, the sitemap, wishlists and its public page.
 */
export async function setListed(
  { db }: Deps,
  ownerId: string,
  id: string,
  isListed: boolean,
): Promise<ListingSaved> {
  const row = await repo.setListed(db, id, ownerId, isListed);
  if (!row) throw notFound(m.server_property_not_found());
  return row;
}
