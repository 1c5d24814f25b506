import { day } from './calendar-test-kit.ts';

// Calendar feeds for the import tests: VEVENTs on dates relative to today in India.

/** A date `n` days from today as iCalendar writes a date (YYYYMMDD). */
export const icsDay = (n: number) => day(n).replaceAll('-', '');

/** A calendar of these VEVENT bodies (lines between BEGIN and END, without UID), CRLF-separated. */
export function icsOf(...events: string[][]): string {
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Other platform//Test//EN',
    ...events.flatMap((lines, i) => [
      'BEGIN:VEVENT',
      `UID:event-${i}@other.example`,
      'DTSTAMP:20260101T000000Z',
      ...lines,
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

/** An all-day event over the nights of [from, to), as days from today. */
export const allDay = (from: number, to: number, ...more: string[]) => [
  `DTSTART;VALUE=DATE:${icsDay(from)}`,
  `DTEND;VALUE=DATE:${icsDay(to)}`,
  'SUMMARY:Reserved',
  ...more,
];
