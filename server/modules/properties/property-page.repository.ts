import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { isPublicListing } from '../../db/listing-visibility.ts';
import { properties, propertyPhotos } from '../../db/schema.ts';

/** A public (approved, listed, owner not banned) listing's title, description, place and cover photo (undefined for any other). */
export async function approvedListingPage(db: Executor, id: string) {
  const cover = db
    .select({ url: propertyPhotos.url })
    .from(propertyPhotos)
    .where(eq(propertyPhotos.propertyId, properties.id))
    .orderBy(desc(propertyPhotos.isMainPhoto), asc(propertyPhotos.sortOrder), asc(propertyPhotos.id))
    .limit(1);
  const [row] = await db
    .select({
      id: properties.id,
      title: properties.title,
      description: properties.description,
      city: properties.city,
      state: properties.state,
      coverUrl: sql<string | null>`(${cover})`,
    })
    .from(properties)
    .where(and(eq(properties.id, id), isPublicListing));
  return row;
}

/** Public listings for the sitemap, most recently changed first: id and last-change date (UTC). */
export function approvedListingDates(db: Executor, limit: number) {
  return db
    .select({
      id: properties.id,
      lastModified: sql<string>`to_char(${properties.updatedAt} at time zone 'UTC', 'YYYY-MM-DD')`,
    })
    .from(properties)
    .where(isPublicListing)
    .orderBy(desc(properties.updatedAt), desc(properties.id))
    .limit(limit);
}
