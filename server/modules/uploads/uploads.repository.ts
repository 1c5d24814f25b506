import { and, asc, type Column, eq, inArray, lt, notExists, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import {
  amenities,
  destinations,
  properties,
  propertyDrafts,
  propertyPhotos,
  propertyTypes,
  uploads,
  users,
} from '../../db/schema.ts';

export type NewUpload = typeof uploads.$inferInsert;

export async function insertUpload(db: Executor, row: NewUpload): Promise<void> {
  await db.insert(uploads).values(row);
}

/** Who uploaded the file at `url` (null once their account is deleted); undefined when no upload has it. */
export async function uploaderOf(
  db: Executor,
  url: string,
): Promise<{ uploadedBy: string | null } | undefined> {
  const [row] = await db
    .select({ uploadedBy: uploads.uploadedBy })
    .from(uploads)
    .where(eq(uploads.url, url))
    .limit(1);
  return row;
}

/**
 * Uploads made before `createdBefore` whose URL nothing names: a profile, a listing photo or NOC, a
 * catalogue image or icon, or a saved wizard draft (anywhere in its JSON). Oldest first.
 */
export async function findUnreferencedUploads(db: Executor, createdBefore: Date, limit: number) {
  const namedIn = (table: PgTable, column: Column) =>
    notExists(db.select({ one: sql`1` }).from(table).where(eq(column, uploads.url)));
  return db
    .select({ id: uploads.id, url: uploads.url, keys: uploads.keys })
    .from(uploads)
    .where(
      and(
        lt(uploads.createdAt, createdBefore),
        namedIn(users, users.profileImageUrl),
        namedIn(propertyPhotos, propertyPhotos.url),
        namedIn(properties, properties.nocDocumentUrl),
        namedIn(destinations, destinations.imageUrl),
        namedIn(amenities, amenities.icon),
        namedIn(propertyTypes, propertyTypes.icon),
        // position(), not LIKE: an underscore in a URL is no wildcard.
        notExists(
          db
            .select({ one: sql`1` })
            .from(propertyDrafts)
            .where(sql`position(${uploads.url} in ${propertyDrafts.draftData}::text) > 0`),
        ),
      ),
    )
    .orderBy(asc(uploads.createdAt))
    .limit(limit);
}

export async function deleteUploads(db: Executor, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(uploads).where(inArray(uploads.id, ids));
}
