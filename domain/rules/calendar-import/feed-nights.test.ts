import { describe, expect, it } from 'vitest';
import { speaking } from '../speaking.testing.ts';
import { addDays } from '../stay-dates.ts';
import { feedNights, IMPORT_HORIZON_DAYS, notACalendar, tooManyOccurrences } from './feed-nights.ts';

// 1 March 2027 is a Monday.
const span = { timeZone: 'Asia/Kolkata', today: '2027-03-01' };
const r = (start: string, end: string) => ({ start, end });

/** A feed of these VEVENT bodies (lines without BEGIN/END), CRLF as RFC 5545 writes it. */
const feed = (...events: string[]) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Test//EN',
    ...events.flatMap((body, i) => [
      'BEGIN:VEVENT',
      `UID:e${i}@test`,
      'DTSTAMP:20270101T000000Z',
      body,
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
    '',
  ].join('\r\n');

const nights = (...events: string[]) => feedNights(feed(...events), span);

describe('feedNights', () => {
  it('takes an all-day event from its start date to the night before its end date (end exclusive)', () => {
    expect(nights('DTSTART;VALUE=DATE:20270312\r\nDTEND;VALUE=DATE:20270315')).toEqual([
      r('2027-03-12', '2027-03-15'),
    ]);
  });

  it('takes one night for an all-day event with no end, or with an end not after its start', () => {
    expect(nights('DTSTART;VALUE=DATE:20270312')).toEqual([r('2027-03-12', '2027-03-13')]);
    expect(nights('DTSTART;VALUE=DATE:20270312\r\nDTEND;VALUE=DATE:20270312')).toEqual([
      r('2027-03-12', '2027-03-13'),
    ]);
    expect(nights('DTSTART;VALUE=DATE:20270312\r\nDURATION:P2D')).toEqual([r('2027-03-12', '2027-03-14')]);
  });

  it('takes the nights a timed event touches, a night running from noon to noon (15:00 Mon to 10:00 Wed: Mon and Tue)', () => {
    expect(nights('DTSTART:20270301T150000\r\nDTEND:20270303T100000')).toEqual([
      r('2027-03-01', '2027-03-03'),
    ]);
    // The same stay in UTC (India is 5½ hours ahead).
    expect(nights('DTSTART:20270301T093000Z\r\nDTEND:20270303T043000Z')).toEqual([
      r('2027-03-01', '2027-03-03'),
    ]);
    // Ending at noon sharp leaves the night that begins then; ending after it takes that night too.
    expect(nights('DTSTART:20270305T140000\r\nDTEND:20270306T120000')).toEqual([
      r('2027-03-05', '2027-03-06'),
    ]);
    expect(nights('DTSTART:20270305T140000\r\nDTEND:20270306T121500')).toEqual([
      r('2027-03-05', '2027-03-07'),
    ]);
    // Early morning belongs to the night before; a daytime event takes the nights either side of noon.
    expect(nights('DTSTART:20270310T010000\r\nDTEND:20270310T030000')).toEqual([
      r('2027-03-09', '2027-03-10'),
    ]);
    expect(nights('DTSTART:20270310T100000\r\nDTEND:20270310T140000')).toEqual([
      r('2027-03-09', '2027-03-11'),
    ]);
    // No end: the moment of its start.
    expect(nights('DTSTART:20270310T200000')).toEqual([r('2027-03-10', '2027-03-11')]);
  });

  it("reads a timed event in its own zone, on the listing's clock", () => {
    // 23:00 in London on 5 March is 04:30 on 6 March in India: the night of the 5th there.
    expect(
      nights('DTSTART;TZID=Europe/London:20270305T230000\r\nDTEND;TZID=Europe/London:20270306T000000'),
    ).toEqual([r('2027-03-05', '2027-03-06')]);
    // Read in New York's zone, the same floating times fall on other nights.
    expect(
      feedNights(feed('DTSTART:20270305T080000\r\nDTEND:20270305T090000'), {
        ...span,
        timeZone: 'America/New_York',
      }),
    ).toEqual([r('2027-03-04', '2027-03-05')]);
  });

  it('uses the zone the feed defines (VTIMEZONE) for its own TZID names', () => {
    const ics = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'BEGIN:VTIMEZONE',
      'TZID:Office Time',
      'BEGIN:STANDARD',
      'DTSTART:19700101T000000',
      'TZOFFSETFROM:-0500',
      'TZOFFSETTO:-0500',
      'END:STANDARD',
      'END:VTIMEZONE',
      'BEGIN:VEVENT',
      'UID:tz@test',
      'DTSTART;TZID=Office Time:20270305T220000',
      'DTEND;TZID=Office Time:20270305T230000',
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\r\n');
    // 22:00 at UTC-5 is 08:30 next morning in India: still the night of the 5th.
    expect(feedNights(ics, span)).toEqual([r('2027-03-05', '2027-03-06')]);
  });

  it('ignores cancelled and transparent (free) events', () => {
    expect(
      nights(
        'DTSTART;VALUE=DATE:20270312\r\nDTEND;VALUE=DATE:20270315\r\nSTATUS:CANCELLED',
        'DTSTART;VALUE=DATE:20270320\r\nDTEND;VALUE=DATE:20270321\r\nTRANSP:TRANSPARENT',
        'DTSTART;VALUE=DATE:20270322\r\nDTEND;VALUE=DATE:20270323\r\nSTATUS:CONFIRMED\r\nTRANSP:OPAQUE',
      ),
    ).toEqual([r('2027-03-22', '2027-03-23')]);
  });

  it('expands a repeating event with its EXDATEs, moved and cancelled occurrences', () => {
    const ics = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'BEGIN:VEVENT',
      'UID:weekly@test',
      'DTSTART;VALUE=DATE:20270305',
      'DTEND;VALUE=DATE:20270307',
      'RRULE:FREQ=WEEKLY;COUNT=5',
      'EXDATE;VALUE=DATE:20270312',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:weekly@test',
      'RECURRENCE-ID;VALUE=DATE:20270319',
      'DTSTART;VALUE=DATE:20270320',
      'DTEND;VALUE=DATE:20270323',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:weekly@test',
      'RECURRENCE-ID;VALUE=DATE:20270326',
      'DTSTART;VALUE=DATE:20270326',
      'DTEND;VALUE=DATE:20270328',
      'STATUS:CANCELLED',
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\r\n');
    expect(feedNights(ics, span)).toEqual([
      r('2027-03-05', '2027-03-07'),
      r('2027-03-20', '2027-03-23'),
      r('2027-04-02', '2027-04-04'),
    ]);
  });

  it('expands an endless repeating event up to two years ahead only', () => {
    const ranges = nights('DTSTART;VALUE=DATE:20260105\r\nDTEND;VALUE=DATE:20260106\r\nRRULE:FREQ=MONTHLY');
    expect(ranges[0]).toEqual(r('2027-03-05', '2027-03-06'));
    expect(ranges).toHaveLength(24);
    expect(ranges.at(-1)!.end <= addDays(span.today, IMPORT_HORIZON_DAYS)).toBe(true);
  });

  it('drops past nights, keeps the rest of a stay going on today, and merges what touches', () => {
    expect(
      nights(
        'DTSTART;VALUE=DATE:20270201\r\nDTEND;VALUE=DATE:20270205',
        'DTSTART;VALUE=DATE:20270227\r\nDTEND;VALUE=DATE:20270303',
        'DTSTART;VALUE=DATE:20270303\r\nDTEND;VALUE=DATE:20270304',
        'DTSTART;VALUE=DATE:20270302\r\nDTEND;VALUE=DATE:20270303',
      ),
    ).toEqual([r('2027-03-01', '2027-03-04')]);
  });

  it('refuses a text that is not iCalendar, and a feed repeating without bound', () => {
    expect(() => feedNights('<html>Sign in</html>', span)).toThrow(notACalendar());
    expect(() => feedNights('BEGIN:VCARD\r\nEND:VCARD\r\n', span)).toThrow(notACalendar());
    expect(() => nights('DTSTART:20270301T000000Z\r\nRRULE:FREQ=MINUTELY')).toThrow(tooManyOccurrences());
    expect(nights()).toEqual([]);
    expect(notACalendar()).toBe('The feed is not an iCalendar file');
    expect(tooManyOccurrences()).toBe('The feed repeats its events more than 20,000 times');
    expect(speaking('hi', tooManyOccurrences)).toBe('यह फ़ीड अपने इवेंट 20,000 से ज़्यादा बार दोहराती है');
  });
});
