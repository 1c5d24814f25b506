// Stay dates are calendar dates ('YYYY-MM-DD') with no zone: arithmetic runs on UTC midnights so a
// date never shifts, whatever zone the server or browser is in.

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** True for a real calendar date written YYYY-MM-DD ('2027-02-30' is not). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

function dayNumber(isoDate: string): number {
  if (!isIsoDate(isoDate)) throw new RangeError(`Not a date: "${isoDate}"`);
  return Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS;
}

function fromDayNumber(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** Days from `from` to `to` (negative when `to` is earlier): the nights of a stay. */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

export function addDays(isoDate: string, days: number): string {
  return fromDayNumber(dayNumber(isoDate) + days);
}

/** Each night of [checkIn, checkOut): the check-out day itself is not a night. */
export function nightsOf(checkIn: string, checkOut: string): string[] {
  const first = dayNumber(checkIn);
  const count = dayNumber(checkOut) - first;
  return Array.from({ length: Math.max(0, count) }, (_, i) => fromDayNumber(first + i));
}

// India keeps UTC+05:30 all year (no summer time since 1945): its date needs no time-zone data. A
// browser's first Intl.DateTimeFormat with a zone loads ICU's, 60-70 ms of a phone's first render
// (decision 131); the property page asks for today's date on every render (decision 155).
export const INDIA_OFFSET_MS = 330 * 60_000;
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** Today's calendar date in a time zone (e.g. 'Asia/Kolkata'), as YYYY-MM-DD. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  if (timeZone === 'Asia/Kolkata')
    return new Date(now.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);
  let format = dateFormats.get(timeZone);
  if (!format) {
    // en-CA formats dates as YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dateFormats.set(timeZone, format);
  }
  return format.format(now);
}
