import { m } from '#i18n/messages.js';
import { intlLocaleOf } from '../../../../domain/rules/language/languages.ts';
import { addDays, daysBetween } from '../../../../domain/rules/stay-dates.ts';
import type { IsoDate } from '../../../lib/calendar-dates.ts';
import { pageLanguage } from '../../../lib/language.ts';

// The host calendar's months, as `YYYY-MM` strings; every day is a `YYYY-MM-DD` string and all the
// arithmetic is on those strings (through UTC day numbers), so no time zone can move a night.

export type MonthKey = string;

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
// The month's name through UTC, where a `YYYY-MM-01T00:00Z` instant is that month whatever the zone.
const monthName = new Intl.DateTimeFormat(intlLocaleOf(pageLanguage), {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** Monday first, as the guest's calendar (en-IN). */
export const WEEKDAYS = [
  { short: m.host_weekday_mon_short(), long: m.host_weekday_mon() },
  { short: m.host_weekday_tue_short(), long: m.host_weekday_tue() },
  { short: m.host_weekday_wed_short(), long: m.host_weekday_wed() },
  { short: m.host_weekday_thu_short(), long: m.host_weekday_thu() },
  { short: m.host_weekday_fri_short(), long: m.host_weekday_fri() },
  { short: m.host_weekday_sat_short(), long: m.host_weekday_sat() },
  { short: m.host_weekday_sun_short(), long: m.host_weekday_sun() },
] as const;

export const isMonthKey = (value: string | null | undefined): value is MonthKey =>
  !!value && MONTH.test(value);

export const monthOf = (day: IsoDate): MonthKey => day.slice(0, 7);

const parts = (month: MonthKey) => [Number(month.slice(0, 4)), Number(month.slice(5, 7))] as const;

/** The month `by` months after (or before) `month`. */
export function shiftMonth(month: MonthKey, by: number): MonthKey {
  const [year, number] = parts(month);
  const index = year * 12 + (number - 1) + by;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The nights of a month as the API asks for them: [first day, first day of the next month). */
export const monthNights = (month: MonthKey) => ({
  from: `${month}-01`,
  to: `${shiftMonth(month, 1)}-01`,
});

/** "March 2027". */
export const monthTitle = (month: MonthKey): string => monthName.format(new Date(`${month}-01T00:00:00Z`));

/** 0 for Monday … 6 for Sunday. */
export function weekdayIndex(day: IsoDate): number {
  return (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
}

/** "Friday". */
export const weekdayName = (day: IsoDate) => WEEKDAYS[weekdayIndex(day)]!.long;

/** The month's weeks, Monday to Sunday; days of the months around it are null. */
export function monthWeeks(month: MonthKey): (IsoDate | null)[][] {
  const { from, to } = monthNights(month);
  const cells: (IsoDate | null)[] = Array.from({ length: weekdayIndex(from) }, () => null);
  for (let i = 0; i < daysBetween(from, to); i++) cells.push(addDays(from, i));
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}

/** Every month from the one of `first` to the one of `last`, in order. */
export function monthsSpanned(first: IsoDate, last: IsoDate): MonthKey[] {
  const months: MonthKey[] = [];
  for (let month = monthOf(first); month <= monthOf(last); month = shiftMonth(month, 1)) months.push(month);
  return months;
}
