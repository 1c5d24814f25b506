import { format } from 'date-fns';
import { enIN } from 'date-fns/locale/en-IN';
import { m } from '#i18n/messages.js';
import { dateLocale, pageLanguage } from './language.ts';

const hindi = pageLanguage === 'hi';
/** date-fns's locale for stay dates: en-IN in English, Hindi (whole month names) in Hindi. */
const stayDateLocale = dateLocale ?? enIN;

/**
 * Calendar dates (stay dates) are `YYYY-MM-DD` strings, never instants: a date picked in the
 * calendar is a local midnight Date, and it is read back with the local getters, never through
 * UTC (`toISOString()` would turn 12 Mar into 11 Mar anywhere east of Greenwich).
 */
export type IsoDate = string;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The local Date (midnight) of a `YYYY-MM-DD` date, or undefined when it is not a real date. */
export function fromIsoDate(iso: IsoDate): Date | undefined {
  const match = ISO_DATE.exec(iso);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  // new Date(2027, 1, 30) rolls over to 2 Mar: such a string is not a date.
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day)
    return undefined;
  return date;
}

/** The `YYYY-MM-DD` of a Date's local calendar day. */
export function toIsoDate(date: Date): IsoDate {
  const y = String(date.getFullYear()).padStart(4, '0');
  const m = String(date.getMonth() + 1).padStart(2, '0');
  const d = String(date.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

/** The date `days` later (or earlier) than `iso`. */
export function addDaysIso(iso: IsoDate, days: number): IsoDate {
  const date = fromIsoDate(iso);
  if (!date) throw new Error(`Not a calendar date: ${iso}`);
  return toIsoDate(new Date(date.getFullYear(), date.getMonth(), date.getDate() + days));
}

/**
 * "12 Mar 2027": a date as people in India read it (en-IN, day month year); "12 मार्च 2027" in Hindi,
 * which writes the month whole. Empty for no date.
 */
export function formatStayDate(iso: IsoDate): string {
  const date = fromIsoDate(iso);
  return date ? format(date, hindi ? 'd MMMM yyyy' : 'd MMM yyyy', { locale: stayDateLocale }) : '';
}

export type StayField = 'checkIn' | 'checkOut';
export type StayDates = { checkIn: IsoDate; checkOut: IsoDate };

/**
 * The first day the calendar lets you pick for a field (traveller §5): check-in from today;
 * check-out from the night after check-in (a stay is at least one night), or from today when no
 * check-in is chosen. `YYYY-MM-DD` strings compare in calendar order.
 */
export function firstPickableDay(field: StayField, dates: StayDates, today: IsoDate): IsoDate {
  if (field === 'checkOut' && dates.checkIn) {
    const dayAfter = addDaysIso(dates.checkIn, 1);
    return dayAfter > today ? dayAfter : today;
  }
  return today;
}

/** Whether the calendar disables `day` while `field` is being chosen. */
export function isDayDisabled(day: IsoDate, field: StayField, dates: StayDates, today: IsoDate): boolean {
  return day < firstPickableDay(field, dates, today);
}

/**
 * The dates after picking `day` for `field`, and the field to choose next (null: both are chosen).
 * A new check-in keeps a check-out that still comes after it and drops one that does not.
 */
export function pickStayDay(
  field: StayField,
  day: IsoDate,
  dates: StayDates,
): { dates: StayDates; next: StayField | null } {
  if (field === 'checkIn') {
    const checkOut = dates.checkOut && dates.checkOut > day ? dates.checkOut : '';
    return { dates: { checkIn: day, checkOut }, next: checkOut ? null : 'checkOut' };
  }
  if (!dates.checkIn || day <= dates.checkIn)
    return { dates: { checkIn: day, checkOut: '' }, next: 'checkOut' };
  return { dates: { checkIn: dates.checkIn, checkOut: day }, next: null };
}

/**
 * A stay in one line: "12 Mar – 15 Mar 2027" (the year once when both share it),
 * "28 Dec 2026 – 2 Jan 2027" across years, "From 12 Mar 2027" with no check-out, "Any dates" with none.
 */
export function formatStayRange({ checkIn, checkOut }: StayDates): string {
  const from = fromIsoDate(checkIn);
  const to = fromIsoDate(checkOut);
  if (!from) return m.ui_any_dates();
  if (!to) return m.ui_stay_from({ date: formatStayDate(checkIn) });
  const sameYear = from.getFullYear() === to.getFullYear();
  const start = sameYear
    ? format(from, hindi ? 'd MMMM' : 'd MMM', { locale: stayDateLocale })
    : formatStayDate(checkIn);
  return m.ui_stay_range({ start, end: formatStayDate(checkOut) });
}
