import { and, eq, inArray, like, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  amenities,
  destinations,
  properties,
  propertyAmenities,
  propertyPhotos,
  propertyTypes,
  uploads,
} from '../../db/schema.ts';
import type { ListingColumns, PhotoColumns } from './listing-rows.ts';

export type ListingRow = typeof properties.$inferSelect;

/** The property type's NOC rule; undefined when there is no such type. */
export async function propertyTypeRule(db: Executor, id: string) {
  const [row] = await db
    .select({ isNocRequired: propertyTypes.isNocRequired })
    .from(propertyTypes)
    .where(eq(propertyTypes.id, id));
  return row;
}

export async function destinationExists(db: Executor, id: string): Promise<boolean> {
  const rows = await db.select({ id: destinations.id }).from(destinations).where(eq(destinations.id, id));
  return rows.length > 0;
}

/** How many of these (distinct) amenity ids exist. */
export async function countAmenities(db: Executor, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  return db.$count(amenities, inArray(amenities.id, ids));
}

/**
 * Which of these URLs are uploads of the given purpose made by one of `uploaderIds` (photos must
 * also be images).
 */
export async function urlsUploadedBy(
  db: Executor,
  urls: string[],
  uploaderIds: string[],
  purpose: 'photo' | 'document',
): Promise<Set<string>> {
  if (urls.length === 0 || uploaderIds.length === 0) return new Set();
  const rows = await db
    .select({ url: uploads.url })
    .from(uploads)
    .where(
      and(
        inArray(uploads.url, urls),
        inArray(uploads.uploadedBy, uploaderIds),
        eq(uploads.purpose, purpose),
        ...(purpose === 'photo' ? [like(uploads.contentType, 'image/%')] : []),
      ),
    );
  return new Set(rows.map((row) => row.url));
}

export async function insertListing(
  db: Executor,
  values: ListingColumns & { ownerId: string; status: 'pending' },
): Promise<ListingRow> {
  const [row] = await db.insert(properties).values(values).returning();
  return row!;
}

/** The listing row locked for an edit (one change at a time). */
export async function lockListing(db: Executor, id: string): Promise<ListingRow | undefined> {
  const [row] = await db.select().from(properties).where(eq(properties.id, id)).for('update');
  return row;
}

export async function updateListing(
  db: Executor,
  id: string,
  changes: Partial<ListingColumns> & {
    status?: ListingRow['status'];
    rejectionReason?: string | null;
    isListed?: boolean;
  },
): Promise<ListingRow> {
  const [row] = await db
    .update(properties)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(properties.id, id))
    .returning();
  return row!;
}

/** The listing's photos and amenities become exactly these. */
export async function replacePhotosAndAmenities(
  db: Executor,
  propertyId: string,
  photos: PhotoColumns[],
  amenityIds: string[],
): Promise<void> {
  await db.delete(propertyPhotos).where(eq(propertyPhotos.propertyId, propertyId));
  await db.delete(propertyAmenities).where(eq(propertyAmenities.propertyId, propertyId));
  if (photos.length) await db.insert(propertyPhotos).values(photos.map((p) => ({ ...p, propertyId })));
  if (amenityIds.length)
    await db.insert(propertyAmenities).values(amenityIds.map((amenityId) => ({ propertyId, amenityId })));
}

/** The listing's photos (in order) and amenity ids. */
export async function photosAndAmenities(db: Executor, propertyId: string) {
  const [photos, amenityRows] = await Promise.all([
    db
      .select()
      .from(propertyPhotos)
      .where(eq(propertyPhotos.propertyId, propertyId))
      .orderBy(propertyPhotos.sortOrder, propertyPhotos.id),
    db
      .select({ id: propertyAmenities.amenityId })
      .from(propertyAmenities)
      .where(eq(propertyAmenities.propertyId, propertyId))
      .orderBy(propertyAmenities.amenityId),
  ]);
  return { photos, amenityIds: amenityRows.map((row) => row.id) };
}
