import { z } from 'zod';
import { m } from '#i18n/messages.js';

/** The API contract of calendar import (issue 27 §3): a listing's feeds from other platforms. */

/** A listing takes at most this many feeds (each is fetched every CALENDAR_IMPORT_MINUTES). */
export const MAX_CALENDAR_IMPORTS = 10;
export const MAX_FEED_NAME = 60;
export const MAX_FEED_URL = 2000;

const id = (message: () => string, example: string) => z.uuid({ error: message }).meta({ example });

/** POST /api/owner/properties/{id}/calendar/imports. */
export const calendarImportRequest = z
  .object({
    name: z
      .string({ error: () => m.validation_required() })
      .trim()
      .min(1, { error: () => m.validation_not_empty() })
      .max(MAX_FEED_NAME, { error: () => m.validation_max_chars({ max: MAX_FEED_NAME }) }),
    url: z
      .string({ error: () => m.validation_required() })
      .trim()
      .max(MAX_FEED_URL, { error: () => m.validation_max_chars({ max: MAX_FEED_URL }) })
      .pipe(z.url({ protocol: /^https?$/, error: () => m.validation_http_address() })),
  })
  .meta({ examples: [{ name: 'Airbnb', url: 'https://www.airbnb.co.in/calendar/ical/12345.ics?s=abc' }] });
export type CalendarImportRequest = z.input<typeof calendarImportRequest>;

export const calendarImportParams = z.object({
  id: id(() => m.validation_property_id(), '7d4a3a55-6f0e-4c63-9a51-0d3f7c1a2b10'),
  importId: id(() => m.validation_calendar_feed_id(), '5e2c7a41-9b3d-4f6e-8a10-1c2d3e4f5a60'),
});

/** A feed as its host sees it. */
export const calendarImport = z.object({
  id: z.string(),
  name: z.string(),
  /** The feed's address: the host's alone (it is often a secret link). */
  url: z.string(),
  /** The last attempt to read it, good or not; null before the first. */
  lastSyncedAt: z.string().nullable().meta({ example: '2027-03-12T08:35:00.000Z' }),
  /** Why the last attempt failed; null when it read the feed. Its nights stay blocked meanwhile. */
  lastError: z.string().nullable(),
  /** Nights from today on that the feed blocks now. */
  importedNights: z.number().int(),
});
export type CalendarImport = z.infer<typeof calendarImport>;

export const calendarImportList = z.object({ imports: z.array(calendarImport) });
export type CalendarImportList = z.infer<typeof calendarImportList>;
