import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { NightRange } from '../../../domain/rules/calendar-import/night-ranges.ts';
import { properties } from './properties.ts';

// Hosts' calendars on other platforms, read into blocked nights (issue 27 §3, decision 107).

const instant = (name: string) => timestamp(name, { withTimezone: true });

/**
 * One iCalendar feed of a listing. Its nights are blocks of kind `imported` (blocked_dates.import_id),
 * so they claim nights like any block. `etag`/`last_modified` are the last good answer's, sent back
 * as a conditional request; `last_synced_at` is the last attempt (good or not), `last_good_sync_at`
 * the last that read the feed; `stale_warned_at` is set once the host is told that the feed stopped
 * syncing, and cleared by the next good sync.
 */
export const calendarImports = pgTable(
  'calendar_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    url: text('url').notNull(),
    etag: text('etag'),
    lastModified: text('last_modified'),
    // The nights the feed's events took at the last good read, before what Basera holds is left out:
    // a 304 (unchanged) applies them again, so nights a cancelled booking frees are blocked again.
    feedNights: jsonb('feed_nights').$type<NightRange[]>().notNull().default([]),
    lastSyncedAt: instant('last_synced_at'),
    lastGoodSyncAt: instant('last_good_sync_at'),
    lastError: text('last_error'),
    staleWarnedAt: instant('stale_warned_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('calendar_imports_property_idx').on(t.propertyId, t.createdAt),
    // The job's probe: feeds whose last attempt is oldest (never tried first).
    index('calendar_imports_due_idx').on(t.lastSyncedAt),
  ],
);
