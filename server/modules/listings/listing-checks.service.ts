import { m } from '#i18n/messages.js';
import { incompleteListingMessage, reviewChecklist } from '../../../domain/rules/listing-wizard.ts';
import type { ListingForm } from '../../../domain/schemas/listings.ts';
import type { Executor } from '../../db/client.ts';
import { badRequest } from '../../http/http-error.ts';
import { type ListingColumns, listingColumns, type PhotoColumns, photoColumns } from './listing-rows.ts';
import * as repo from './listings.repository.ts';

/** Whose uploads a listing may use, and the files it already has (an edit keeps them). */
export type UploadRule = { uploaderIds: string[]; kept?: { photoUrls: string[]; nocUrl: string | null } };

export type CheckedListing = { columns: ListingColumns; photos: PhotoColumns[]; amenityIds: string[] };

const distinct = <T>(items: readonly T[], key: (item: T) => string) => {
  const seen = new Set<string>();
  return items.filter((item) => !seen.has(key(item)) && seen.add(key(item)));
};

/**
 * A listing as publishing or editing stores it, or a 400: the review checklist (the NOC document
 * joins it when the property type requires one) naming every missing item, then the ids it names
 * (property type, destination, amenities) and the files (photos and NOC uploaded by the author).
 * A photo or amenity named twice counts once.
 */
export async function checkedListing(
  db: Executor,
  submitted: ListingForm,
  uploads: UploadRule,
): Promise<CheckedListing> {
  const form: ListingForm = {
    ...submitted,
    photos: distinct(submitted.photos, (photo) => photo.url),
    amenityIds: distinct(submitted.amenityIds, (id) => id),
  };
  const type = form.propertyTypeId ? await repo.propertyTypeRule(db, form.propertyTypeId) : undefined;
  if (form.propertyTypeId && !type) throw badRequest(`propertyTypeId: ${m.server_no_such_property_type()}`);
  const incomplete = incompleteListingMessage(
    reviewChecklist(form, { nocRequired: type?.isNocRequired ?? false }),
  );
  if (incomplete) throw badRequest(incomplete);

  if (form.destinationId && !(await repo.destinationExists(db, form.destinationId)))
    throw badRequest(`destinationId: ${m.server_no_such_destination()}`);
  if ((await repo.countAmenities(db, form.amenityIds)) !== form.amenityIds.length)
    throw badRequest(`amenityIds: ${m.server_no_such_amenity()}`);
  await checkFiles(db, form, uploads);
  return { columns: listingColumns(form), photos: photoColumns(form.photos), amenityIds: form.amenityIds };
}

async function checkFiles(db: Executor, form: ListingForm, { uploaderIds, kept }: UploadRule) {
  const keptPhotos = new Set(kept?.photoUrls ?? []);
  const newPhotos = form.photos.map((photo) => photo.url).filter((url) => !keptPhotos.has(url));
  const uploaded = await repo.urlsUploadedBy(db, newPhotos, uploaderIds, 'photo');
  if (newPhotos.some((url) => !uploaded.has(url)))
    throw badRequest(`photos: ${m.server_photo_not_uploaded()}`);

  const noc = form.nocDocument.trim();
  if (noc && noc !== kept?.nocUrl) {
    const documents = await repo.urlsUploadedBy(db, [noc], uploaderIds, 'document');
    if (!documents.has(noc)) throw badRequest(`nocDocument: ${m.server_noc_not_uploaded()}`);
  }
}
