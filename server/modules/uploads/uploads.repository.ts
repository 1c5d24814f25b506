import { and, asc, type Column, eq, inArray, lt, notExists, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor, Transaction } from '../../db/client.ts';
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
 * The upload's URL is named nowhere: not by a profile, a listing photo or NOC, a catalogue image or
 * icon, or a saved wizard draft (anywhere in its JSON). What the sweep removes and the quota counts.
 */
function unreferenced(db: Executor) {
  const namedIn = (table: PgTable, column: Column) =>
    notExists(db.select({ one: sql`1` }).from(table).where(eq(column, uploads.url)));
  return and(
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
  );
}

/** Unreferenced uploads made before `createdBefore`, oldest first. */
export async function findUnreferencedUploads(db: Executor, createdBefore: Date, limit: number) {
  return db
    .select({ id: uploads.id, url: uploads.url, keys: uploads.keys })
    .from(uploads)
    .where(and(lt(uploads.createdAt, createdBefore), unreferenced(db)))
    .orderBy(asc(uploads.createdAt))
    .limit(limit);
}

/**
 * Locks the user's row until the transaction ends, so parallel uploads of one user take turns at
 * the quota, and answers their unreferenced uploads: how many, how many bytes.
 */
export async function lockUnreferencedUsage(tx: Transaction, userId: string) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const [usage] = await tx
    .select({
      files: sql<number>`count(*)::int`,
      bytes: sql<number>`coalesce(sum(${uploads.sizeBytes}), 0)::float8`,
    })
    .from(uploads)
    .where(and(eq(uploads.uploadedBy, userId), unreferenced(tx)));
  return usage ?? { files: 0, bytes: 0 };
}

export async function deleteUploads(db: Executor, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(uploads).where(inArray(uploads.id, ids));
}
