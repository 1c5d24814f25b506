import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { properties, propertyAmenities, propertyPhotos } from '../db/schema.ts';

// For tests only: what publishing and editing leave in the tables.

export async function countListings(db: Executor) {
  return {
    listings: await db.$count(properties),
    photos: await db.$count(propertyPhotos),
    amenities: await db.$count(propertyAmenities),
  };
}

/** An admin's review, as the approvals issue will make it: the status and the reason given. */
export async function setReview(
  db: Executor,
  id: string,
  status: 'approved' | 'rejected' | 'pending',
  rejectionReason: string | null = null,
) {
  await db.update(properties).set({ status, rejectionReason }).where(eq(properties.id, id));
}

/** The listing's row and its photo URLs in order, to compare before and after a refused change. */
export async function listingState(db: Executor, id: string) {
  const [row] = await db.select().from(properties).where(eq(properties.id, id));
  const photos = await db
    .select({ url: propertyPhotos.url, isMainPhoto: propertyPhotos.isMainPhoto })
    .from(propertyPhotos)
    .where(eq(propertyPhotos.propertyId, id))
    .orderBy(propertyPhotos.sortOrder);
  return { row, photos };
}
