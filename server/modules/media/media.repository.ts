import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { destinations, propertyPhotos } from '../../db/schema.ts';

/**
 * Whether a listing photo or a destination image names this URL. Both lookups are indexed or tiny
 * (property_photos_url_idx; destinations is the catalogue), so a stranger's guesses cost little.
 */
export async function isImageUrlInUse(db: Executor, url: string): Promise<boolean> {
  const photo = await db
    .select({ one: sql<number>`1` })
    .from(propertyPhotos)
    .where(eq(propertyPhotos.url, url))
    .limit(1);
  if (photo.length > 0) return true;
  const destination = await db
    .select({ one: sql<number>`1` })
    .from(destinations)
    .where(eq(destinations.imageUrl, url))
    .limit(1);
  return destination.length > 0;
}
