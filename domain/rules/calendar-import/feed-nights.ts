import ICAL from 'ical.js';
import { m } from '#i18n/messages.js';
import { intlLocaleOf } from '../language/languages.ts';
import { spokenLanguage } from '../spoken-language.ts';
import { addDays } from '../stay-dates.ts';
import { clipRanges, mergeRanges, type NightRange } from './night-ranges.ts';
import { dateOf, instantOf, isKnownZone, nightAt } from './zoned-time.ts';

// Which nights a calendar feed takes (issue 27 §3, decision 107, docs/calendar-sync.md).

/** Nights are read from today to this many days ahead (as far as Basera's own export reaches). */
export const IMPORT_HORIZON_DAYS = 730;
/**
 * A feed whose repeating events come to more occurrences than this (from each series's start) is
 * refused, not half read: daily since the 1970s fits; expanding takes about a second at most.
 */
export const MAX_OCCURRENCES = 20_000;

/** A feed that is not iCalendar at all, in the language being written (the request's, or English in a job). */
export const notACalendar = () => m.rules_feed_not_a_calendar();
export const tooManyOccurrences = () =>
  m.rules_feed_too_many_occurrences({ max: MAX_OCCURRENCES.toLocaleString(intlLocaleOf(spokenLanguage())) });

/** A feed that was fetched but cannot be read: the message is for the host. */
export class FeedFormatError extends Error {}

export type FeedWindow = {
  /** The listing's zone: timed events are read on its clock, and floating times in it. */
  timeZone: string;
  /** Today in the listing's zone: earlier nights are gone and are not imported. */
  today: string;
};

type Occurrence = { start: ICAL.Time; end: ICAL.Time; item: ICAL.Event };

/** A feed's wording of a property, upper case ('CANCELLED', 'TRANSPARENT'), or ''. */
const upper = (event: ICAL.Event, name: string) =>
  String(event.component.getFirstPropertyValue(name) ?? '').toUpperCase();

/** A cancelled event is no longer happening; a transparent one (shown as free) takes no time. */
const takesNights = (event: ICAL.Event) =>
  upper(event, 'status') !== 'CANCELLED' && upper(event, 'transp') !== 'TRANSPARENT';

/**
 * The instant of a timed value: UTC and zones the feed defines (VTIMEZONE) by ical.js; a TZID the
 * feed does not define by its IANA name if it is one; a floating time (no zone) on the listing's clock.
 */
function instantOfTime(time: ICAL.Time, tzid: string | undefined, listingZone: string): number {
  const zone = time.zone?.tzid;
  if (zone && zone !== 'floating') return time.toUnixTime() * 1000;
  return instantOf(time, tzid && isKnownZone(tzid) ? tzid : listingZone);
}

/**
 * The nights one occurrence takes. All-day: its dates, the end exclusive (RFC 5545), at least one
 * night. Timed: every night it touches on the listing's clock, a night running from noon of its
 * date to noon the next day, so 15:00 Monday to 10:00 Wednesday takes Monday's and Tuesday's.
 */
function nightsOfOccurrence({ start, end, item }: Occurrence, listingZone: string): NightRange {
  if (start.isDate) {
    const first = dateOf(start);
    const last = dateOf(end);
    return { start: first, end: last > first ? last : addDays(first, 1) };
  }
  const tzid = (name: string) => {
    const value = item.component.getFirstProperty(name)?.getParameter('tzid');
    return typeof value === 'string' ? value : undefined;
  };
  const from = instantOfTime(start, tzid('dtstart'), listingZone);
  const to = Math.max(from, instantOfTime(end, tzid('dtend') ?? tzid('dtstart'), listingZone));
  const first = nightAt(from, listingZone);
  // The last moment inside the event: an event ending at noon does not take the night that starts then.
  const last = to > from ? nightAt(to - 1, listingZone) : first;
  return { start: first, end: addDays(last, 1) };
}

/** Each occurrence of a (possibly repeating) event that starts before `until`, with its exceptions. */
function* occurrencesOf(event: ICAL.Event, until: ICAL.Time, budget: { left: number }) {
  if (!event.isRecurring()) {
    yield { start: event.startDate, end: event.endDate, item: event };
    return;
  }
  const expansion = event.iterator();
  for (let next = expansion.next(); next; next = expansion.next()) {
    if (next.compare(until) >= 0) return;
    if (--budget.left < 0) throw new FeedFormatError(tooManyOccurrences());
    const details = event.getOccurrenceDetails(next);
    yield { start: details.startDate, end: details.endDate, item: details.item };
  }
}

/** The VEVENTs of a feed, each repeating one with the exceptions (RECURRENCE-ID) of its own UID. */
function eventsOf(calendar: ICAL.Component): ICAL.Event[] {
  const components = calendar.getAllSubcomponents('vevent');
  const uidOf = (c: ICAL.Component) => String(c.getFirstPropertyValue('uid') ?? '');
  const masters = components.filter((c) => !c.hasProperty('recurrence-id'));
  const masterUids = new Set(masters.map(uidOf));
  const exceptions = components.filter((c) => c.hasProperty('recurrence-id'));
  return [
    ...masters.map(
      (c) =>
        new ICAL.Event(c, {
          strictExceptions: true,
          exceptions: exceptions.filter((e) => uidOf(e) === uidOf(c)),
        }),
    ),
    // A moved occurrence whose series the feed does not carry stands on its own.
    ...exceptions.filter((e) => !masterUids.has(uidOf(e))).map((c) => new ICAL.Event(c, { exceptions: [] })),
  ];
}

function parseCalendar(ics: string): ICAL.Component {
  let calendar: ICAL.Component;
  try {
    const parsed = ICAL.parse(ics);
    calendar = new ICAL.Component(Array.isArray(parsed[0]) ? parsed[0] : parsed);
  } catch {
    throw new FeedFormatError(notACalendar());
  }
  if (calendar.name !== 'vcalendar') throw new FeedFormatError(notACalendar());
  return calendar;
}

/**
 * The nights a feed's events take from today to IMPORT_HORIZON_DAYS ahead, merged into ranges
 * [start, end): cancelled and transparent events take none, repeating ones are expanded (with their
 * exceptions and EXDATEs), nights before today are dropped. Throws notACalendar() for a text that
 * is not iCalendar and tooManyOccurrences() for a feed that repeats without bound.
 */
export function feedNights(ics: string, span: FeedWindow): NightRange[] {
  const calendar = parseCalendar(ics);
  const horizon = addDays(span.today, IMPORT_HORIZON_DAYS);
  // Occurrences starting after the horizon take no night inside it (a day's slack for zones).
  const until = ICAL.Time.fromDateString(addDays(horizon, 1));
  const budget = { left: MAX_OCCURRENCES };
  const ranges: NightRange[] = [];
  for (const event of eventsOf(calendar)) {
    if (!event.component.hasProperty('dtstart')) continue;
    for (const occurrence of occurrencesOf(event, until, budget)) {
      if (takesNights(occurrence.item)) ranges.push(nightsOfOccurrence(occurrence, span.timeZone));
    }
  }
  return mergeRanges(clipRanges(ranges, span.today, horizon));
}
