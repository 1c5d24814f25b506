import ical, { ICalEventStatus, ICalEventTransparency } from 'ical-generator';
import { m } from '#i18n/messages.js';
import { addDays, todayIn } from '../../../domain/rules/stay-dates.ts';
import type { AppDeps } from '../../app-deps.ts';
import { notFound } from '../../http/http-error.ts';
import { listingByToken } from './calendar-token.repository.ts';
import { type Claims, claimsBetween } from './host-calendar.repository.ts';

/** How far the feed reaches: recent stays (for the host's records) and two years ahead. */
const DAYS_BACK = 60;
const DAYS_AHEAD = 730;

/**
 * A calendar date as ical-generator writes it for an all-day event: with no calendar time zone it
 * reads a Date's UTC fields, so UTC midnight is that very date whatever zone the server runs in.
 */
const allDay = (date: string) => new Date(`${date}T00:00:00Z`);

const feedEvents = ({ stays, blocks }: Claims) => [
  ...stays.map((stay) => ({
    id: `${stay.id}@basera`,
    start: stay.start,
    end: stay.end,
    summary: stay.status === 'pending' ? 'Request pending (Basera)' : 'Booked (Basera)',
    status: stay.status === 'pending' ? ICalEventStatus.TENTATIVE : ICalEventStatus.CONFIRMED,
  })),
  // Imported nights are not sent back out: two platforms importing each other would echo them forever.
  ...blocks
    .filter((block) => !block.importId)
    .map((block) => ({
      id: `${block.id}@basera`,
      start: block.start,
      end: block.end,
      summary: 'Blocked (Basera)',
      status: ICalEventStatus.CONFIRMED,
    })),
];

/**
 * GET /api/calendars/{token}.ics: the listing's booked, requested and blocked nights (but not those
 * imported from the host's other calendars) as iCalendar,
 * one all-day event each from the first night to the check-out (end) date, for a host's other
 * channels to sync. The address is a shared secret, so the feed names no guest and no contact.
 * 404 for a token that is not (or no longer) a listing's.
 */
export async function calendarFeed(
  deps: Pick<AppDeps, 'db'>,
  file: string,
  now = new Date(),
): Promise<string> {
  const listing = await listingByToken(deps.db, file.replace(/\.ics$/, ''));
  if (!listing) throw notFound(m.server_calendar_not_found());
  const today = todayIn(listing.timeZone, now);
  const claims = await claimsBetween(
    deps.db,
    listing.id,
    addDays(today, -DAYS_BACK),
    addDays(today, DAYS_AHEAD),
  );
  const calendar = ical({
    name: `${listing.title} (Basera)`,
    prodId: { company: 'Basera', product: 'Host calendar', language: 'EN' },
    ttl: 60 * 60,
  });
  for (const event of feedEvents(claims))
    calendar.createEvent({
      ...event,
      start: allDay(event.start),
      end: allDay(event.end),
      allDay: true,
      stamp: now,
      transparency: ICalEventTransparency.OPAQUE,
    });
  return calendar.toString();
}
