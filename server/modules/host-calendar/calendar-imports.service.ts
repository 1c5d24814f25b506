import { m } from '#i18n/messages.js';
import { todayIn } from '../../../domain/rules/stay-dates.ts';
import {
  type CalendarImport,
  type CalendarImportRequest,
  MAX_CALENDAR_IMPORTS,
} from '../../../domain/schemas/calendar-imports.ts';
import { inTransaction } from '../../db/transaction.ts';
import { badRequest, conflict, notFound } from '../../http/http-error.ts';
import * as repo from './calendar-imports.repository.ts';
import { applyRead, readFeed, recordFailure, type SyncDeps, syncFeed } from './calendar-sync.service.ts';
import { ownersListing } from './host-calendar.service.ts';

// The owner's calendar feeds (issue 27 §3): list, add (read at once), remove, sync now.

const answerOf = (row: Awaited<ReturnType<typeof repo.feedsOf>>[number]): CalendarImport => ({
  id: row.id,
  name: row.name,
  url: row.url,
  lastSyncedAt: row.lastSyncedAt?.toISOString() ?? null,
  lastError: row.lastError,
  importedNights: row.importedNights,
});

/** GET …/calendar/imports: the listing's feeds, oldest first. */
export async function listFeeds(deps: SyncDeps, ownerId: string, id: string, now = new Date()) {
  const listing = await ownersListing(deps.db, ownerId, id);
  const rows = await repo.feedsOf(deps.db, id, todayIn(listing.timeZone, now));
  return { imports: rows.map(answerOf) };
}

async function feedAnswer(deps: SyncDeps, propertyId: string, importId: string, timeZone: string, now: Date) {
  const rows = await repo.feedsOf(deps.db, propertyId, todayIn(timeZone, now));
  const row = rows.find((r) => r.id === importId);
  if (!row) throw notFound(m.server_feed_not_found());
  return answerOf(row);
}

/**
 * POST …/calendar/imports: the feed is read at once, so the answer says how it went. A private or
 * local address (the URL's own or what its name resolves to) is a 400 and nothing is kept; any other
 * failure keeps the feed with its error, to be tried again by the job.
 */
export async function addFeed(
  deps: SyncDeps,
  ownerId: string,
  id: string,
  input: CalendarImportRequest,
  now = new Date(),
): Promise<CalendarImport> {
  const listing = await ownersListing(deps.db, ownerId, id);
  if ((await repo.countFeeds(deps.db, id)) >= MAX_CALENDAR_IMPORTS)
    throw conflict(m.server_too_many_feeds({ max: MAX_CALENDAR_IMPORTS }));
  const feedInput = { propertyId: id, name: input.name, url: input.url };
  const read = await readFeed(
    deps,
    { url: input.url, etag: null, lastModified: null },
    { timeZone: listing.timeZone, today: todayIn(listing.timeZone, now) },
  );
  if (!read.ok && read.refusedAddress)
    throw badRequest(`url: ${m.server_feed_private_address({ address: read.refusedAddress })}`);
  const importId = await inTransaction(deps, async (tx) => {
    const locked = await repo.listingOfFeed(tx, id, true);
    if (!locked) throw notFound(m.server_feed_not_found());
    const feed = await repo.insertFeed(tx, feedInput);
    if (read.ok) await applyRead(tx, feed, locked, read, now);
    else await recordFailure(tx, feed, locked, read.error, now);
    return feed.id;
  });
  return feedAnswer(deps, id, importId, listing.timeZone, now);
}

/** DELETE …/calendar/imports/{importId}: the feed and its blocks go; their nights are free again. */
export async function removeFeed(deps: SyncDeps, ownerId: string, id: string, importId: string) {
  await ownersListing(deps.db, ownerId, id);
  if (!(await repo.deleteFeed(deps.db, id, importId))) throw notFound(m.server_feed_not_found());
}

/** POST …/calendar/imports/{importId}/sync: reads the feed now and answers its new state. */
export async function syncFeedNow(
  deps: SyncDeps,
  ownerId: string,
  id: string,
  importId: string,
  now = new Date(),
): Promise<CalendarImport> {
  const listing = await ownersListing(deps.db, ownerId, id);
  if (!(await repo.feedById(deps.db, importId, id))) throw notFound(m.server_feed_not_found());
  await syncFeed(deps, importId, now);
  return feedAnswer(deps, id, importId, listing.timeZone, now);
}
