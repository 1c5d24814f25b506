import { and, asc, eq, gt, inArray, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { NightRange } from '../../../domain/rules/calendar-import/night-ranges.ts';
import type { Executor } from '../../db/client.ts';
import {
  blockedDates,
  bookings,
  calendarImportClashes,
  calendarImports,
  properties,
} from '../../db/schema.ts';

// A listing's calendar feeds, their imported blocks and the clashes told (decision 107).

const feedColumns = {
  id: calendarImports.id,
  propertyId: calendarImports.propertyId,
  name: calendarImports.name,
  url: calendarImports.url,
  etag: calendarImports.etag,
  lastModified: calendarImports.lastModified,
  feedNights: calendarImports.feedNights,
  lastSyncedAt: calendarImports.lastSyncedAt,
  lastGoodSyncAt: calendarImports.lastGoodSyncAt,
  lastError: calendarImports.lastError,
  staleWarnedAt: calendarImports.staleWarnedAt,
  createdAt: calendarImports.createdAt,
};
export type FeedRow = Awaited<ReturnType<typeof feedById>> & {};

/** Nights from `today` on that a feed's blocks hold. */
const importedNightsFrom = (today: string) => sql<number>`(
  select coalesce(sum(b.end_date - greatest(b.start_date, ${today}::date)), 0)::int
  from blocked_dates b
  where b.import_id = "calendar_imports"."id" and b.end_date > ${today}::date
)`;

/** A listing's feeds, oldest first, each with the nights it blocks from `today` on. */
export function feedsOf(db: Executor, propertyId: string, today: string) {
  return db
    .select({ ...feedColumns, importedNights: importedNightsFrom(today) })
    .from(calendarImports)
    .where(eq(calendarImports.propertyId, propertyId))
    .orderBy(asc(calendarImports.createdAt), asc(calendarImports.id));
}

export async function feedById(db: Executor, importId: string, propertyId?: string) {
  const [row] = await db
    .select(feedColumns)
    .from(calendarImports)
    .where(
      and(
        eq(calendarImports.id, importId),
        propertyId ? eq(calendarImports.propertyId, propertyId) : undefined,
      ),
    );
  return row;
}

export async function countFeeds(db: Executor, propertyId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(calendarImports)
    .where(eq(calendarImports.propertyId, propertyId));
  return row?.n ?? 0;
}

export async function insertFeed(db: Executor, feed: { propertyId: string; name: string; url: string }) {
  const [row] = await db.insert(calendarImports).values(feed).returning(feedColumns);
  return row!;
}

/** Removes a feed of this listing; its blocks, their night claims and its clashes go with it. */
export async function deleteFeed(db: Executor, propertyId: string, importId: string): Promise<boolean> {
  const rows = await db
    .delete(calendarImports)
    .where(and(eq(calendarImports.id, importId), eq(calendarImports.propertyId, propertyId)))
    .returning({ id: calendarImports.id });
  return rows.length > 0;
}

/** What a sync needs of the feed's listing; `lock` holds its row as a booking being placed does. */
export async function listingOfFeed(db: Executor, propertyId: string, lock = false) {
  const query = db
    .select({
      id: properties.id,
      title: properties.title,
      timeZone: properties.timeZone,
      ownerId: properties.ownerId,
    })
    .from(properties)
    .where(eq(properties.id, propertyId));
  const [row] = await (lock ? query.for('no key update') : query);
  return row;
}

/**
 * What else holds nights of [from, to) on the listing: pending and confirmed bookings (with their
 * ids, for clashes) and every block that is not this feed's.
 */
export async function otherClaims(
  db: Executor,
  propertyId: string,
  importId: string,
  from: string,
  to: string,
) {
  const [stays, blocks] = await Promise.all([
    db
      .select({ id: bookings.id, start: bookings.checkIn, end: bookings.checkOut })
      .from(bookings)
      .where(
        and(
          eq(bookings.propertyId, propertyId),
          inArray(bookings.status, ['pending', 'confirmed']),
          lt(bookings.checkIn, to),
          gt(bookings.checkOut, from),
        ),
      ),
    db
      .select({ start: blockedDates.startDate, end: blockedDates.endDate })
      .from(blockedDates)
      .where(
        and(
          eq(blockedDates.propertyId, propertyId),
          or(isNull(blockedDates.importId), ne(blockedDates.importId, importId)),
          lt(blockedDates.startDate, to),
          gt(blockedDates.endDate, from),
        ),
      ),
  ]);
  return { stays, blocks };
}

/** The feed's blocks become exactly `ranges` (each a block of kind `imported`, claiming its nights). */
export async function replaceFeedBlocks(
  db: Executor,
  feed: { id: string; propertyId: string; name: string },
  ranges: readonly NightRange[],
) {
  await db.delete(blockedDates).where(eq(blockedDates.importId, feed.id));
  if (ranges.length === 0) return;
  await db.insert(blockedDates).values(
    ranges.map((range) => ({
      propertyId: feed.propertyId,
      startDate: range.start,
      endDate: range.end,
      reason: feed.name,
      kind: 'imported' as const,
      importId: feed.id,
    })),
  );
}

/** Of these bookings, those whose clash with the feed the host has not been told of yet; now recorded as told. */
export async function newClashes(db: Executor, importId: string, bookingIds: readonly string[]) {
  if (bookingIds.length === 0) return [];
  const rows = await db
    .insert(calendarImportClashes)
    .values(bookingIds.map((bookingId) => ({ importId, bookingId })))
    .onConflictDoNothing()
    .returning({ bookingId: calendarImportClashes.bookingId });
  return rows.map((row) => row.bookingId);
}

/** A good read: the validators and nights kept for next time, the error and the stale warning cleared. */
export async function recordGoodSync(
  db: Executor,
  importId: string,
  read: { etag: string | null; lastModified: string | null; feedNights: NightRange[] } | null,
  now: Date,
) {
  await db
    .update(calendarImports)
    .set({
      ...(read ?? {}),
      lastSyncedAt: now,
      lastGoodSyncAt: now,
      lastError: null,
      staleWarnedAt: null,
    })
    .where(eq(calendarImports.id, importId));
}

/** A failed attempt: its reason kept; the feed's blocks are left as they are. */
export async function recordFailedSync(db: Executor, importId: string, error: string, now: Date) {
  await db
    .update(calendarImports)
    .set({ lastSyncedAt: now, lastError: error })
    .where(eq(calendarImports.id, importId));
}

export async function recordStaleWarning(db: Executor, importId: string, now: Date) {
  await db.update(calendarImports).set({ staleWarnedAt: now }).where(eq(calendarImports.id, importId));
}

/**
 * Takes up to `limit` feeds last tried at or before `dueBefore` (never tried first), marking them
 * tried now so another process's run passes them by; SKIP LOCKED keeps two runs off the same rows.
 */
export async function claimDueFeeds(db: Executor, dueBefore: Date, now: Date, limit: number) {
  const due = db
    .select({ id: calendarImports.id })
    .from(calendarImports)
    .where(or(isNull(calendarImports.lastSyncedAt), lte(calendarImports.lastSyncedAt, dueBefore)))
    .orderBy(sql`${calendarImports.lastSyncedAt} asc nulls first`)
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(calendarImports)
    .set({ lastSyncedAt: now })
    .where(inArray(calendarImports.id, due))
    .returning({ id: calendarImports.id });
  return rows.map((row) => row.id);
}
