import { isRefusedAddress } from '../../../domain/rules/calendar-import/feed-address.ts';
import { STALE_AFTER_HOURS, warnsStale } from '../../../domain/rules/calendar-import/feed-health.ts';
import {
  FeedFormatError,
  feedNights,
  IMPORT_HORIZON_DAYS,
} from '../../../domain/rules/calendar-import/feed-nights.ts';
import {
  clipRanges,
  type NightRange,
  overlaps,
  withoutTaken,
} from '../../../domain/rules/calendar-import/night-ranges.ts';
import { addDays, todayIn } from '../../../domain/rules/stay-dates.ts';
import type { AppDeps } from '../../app-deps.ts';
import type { Transaction } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { FeedFetchError, fetchFeed } from '../../integrations/calendar-feeds/feed-fetch.ts';
import { notifyCalendarClash, notifyCalendarStale } from '../notifications/index.ts';
import * as repo from './calendar-imports.repository.ts';

// Reading a feed and applying it to the listing's nights (issue 27 §3, decision 107,
// docs/calendar-sync.md). The network is read outside any transaction; what it read is applied in one.

export type SyncDeps = Pick<AppDeps, 'db' | 'log' | 'config'>;
type Listing = NonNullable<Awaited<ReturnType<typeof repo.listingOfFeed>>>;

/** A feed's read: its nights and validators (`changed: false`: a 304, the last read still holds). */
export type FeedRead =
  | { ok: true; changed: true; etag: string | null; lastModified: string | null; feedNights: NightRange[] }
  | { ok: true; changed: false }
  | { ok: false; error: string; refusedAddress?: string };

/** Fetches a feed (conditionally, with the last good read's validators) and reads its nights. */
export async function readFeed(
  deps: SyncDeps,
  feed: { url: string; etag: string | null; lastModified: string | null },
  window: { timeZone: string; today: string },
): Promise<FeedRead> {
  const { allowPrivate } = deps.config.calendarImport;
  try {
    const answer = await fetchFeed(
      feed.url,
      { etag: feed.etag, lastModified: feed.lastModified },
      {
        refuses: allowPrivate ? () => false : isRefusedAddress,
        userAgent: `Basera calendar sync (${deps.config.publicUrl})`,
      },
    );
    if (!answer.changed) return { ok: true, changed: false };
    return {
      ok: true,
      changed: true,
      etag: answer.etag,
      lastModified: answer.lastModified,
      feedNights: feedNights(answer.body, window),
    };
  } catch (err) {
    if (err instanceof FeedFetchError)
      return { ok: false, error: err.message, refusedAddress: err.refusedAddress };
    if (err instanceof FeedFormatError) return { ok: false, error: err.message };
    deps.log.error({ err }, 'calendar feed could not be read');
    return { ok: false, error: 'The feed could not be read' };
  }
}

/**
 * Applies a good read in the caller's transaction (the listing locked): the feed's blocks become
 * its nights from today on, less those a booking or another block holds; a booking its nights
 * overlap is left alone and its host told, once per booking.
 */
export async function applyRead(
  tx: Transaction,
  feed: repo.FeedRow,
  listing: Listing,
  read: Extract<FeedRead, { ok: true }>,
  now: Date,
) {
  const today = todayIn(listing.timeZone, now);
  const horizon = addDays(today, IMPORT_HORIZON_DAYS);
  const wanted = clipRanges(read.changed ? read.feedNights : feed.feedNights, today, horizon);
  const others = await repo.otherClaims(tx, listing.id, feed.id, today, horizon);
  await repo.replaceFeedBlocks(tx, feed, withoutTaken(wanted, [...others.stays, ...others.blocks]));
  const clashing = others.stays.filter((stay) => wanted.some((range) => overlaps(range, stay)));
  for (const bookingId of await repo.newClashes(
    tx,
    feed.id,
    clashing.map((stay) => stay.id),
  ))
    await notifyCalendarClash(tx, bookingId, feed.name);
  await repo.recordGoodSync(
    tx,
    feed.id,
    read.changed ? { etag: read.etag, lastModified: read.lastModified, feedNights: read.feedNights } : null,
    now,
  );
}

/** Records a failed read in the caller's transaction; the blocks stay. Six hours on, the host is told once. */
export async function recordFailure(
  tx: Transaction,
  feed: repo.FeedRow,
  listing: Listing,
  error: string,
  now: Date,
) {
  await repo.recordFailedSync(tx, feed.id, error, now);
  if (!warnsStale(feed, now)) return;
  await notifyCalendarStale(tx, listing.ownerId, {
    propertyId: listing.id,
    listing: listing.title,
    feed: feed.name,
    hours: STALE_AFTER_HOURS,
    error,
  });
  await repo.recordStaleWarning(tx, feed.id, now);
}

/** Syncs one feed now: read it, then apply the read or record the failure. False when it is gone. */
export async function syncFeed(deps: SyncDeps, importId: string, now = new Date()): Promise<boolean> {
  const feed = await repo.feedById(deps.db, importId);
  const listing = feed && (await repo.listingOfFeed(deps.db, feed.propertyId));
  if (!feed || !listing) return false;
  const read = await readFeed(deps, feed, {
    timeZone: listing.timeZone,
    today: todayIn(listing.timeZone, now),
  });
  return inTransaction(deps, async (tx) => {
    const locked = await repo.listingOfFeed(tx, feed.propertyId, true);
    // Read again under the lock: removed meanwhile, or changed by a sync that finished first.
    const current = await repo.feedById(tx, importId);
    if (!locked || !current) return false;
    if (read.ok) await applyRead(tx, current, locked, read, now);
    else await recordFailure(tx, current, locked, read.error, now);
    return true;
  });
}

/** Feeds synced at once by one run of the job, and how many one run takes on. */
const PARALLEL = 4;
const PER_RUN = 40;

/**
 * The `calendar-imports.sync` job (every minute): each feed last tried CALENDAR_IMPORT_MINUTES ago
 * or more is read again, a few at a time. Claiming marks them tried, so other instances skip them.
 */
export async function syncDueFeeds(deps: SyncDeps, now = new Date()) {
  const dueBefore = new Date(now.getTime() - deps.config.calendarImport.minutes * 60_000);
  const ids = await repo.claimDueFeeds(deps.db, dueBefore, now, PER_RUN);
  const queue = [...ids];
  const worker = async () => {
    for (let id = queue.shift(); id; id = queue.shift()) {
      try {
        await syncFeed(deps, id, now);
      } catch (err) {
        deps.log.error({ err, importId: id }, 'calendar feed sync failed');
      }
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
}
