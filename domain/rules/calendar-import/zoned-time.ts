import { addDays } from '../stay-dates.ts';

// Wall-clock times and instants in an IANA time zone, with the platform's Intl (no zone library).

export type WallTime = {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
};

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterOf(timeZone: string) {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Whether the platform knows this IANA zone name ('Asia/Kolkata' yes, 'Mumbai Standard' no). */
export function isKnownZone(name: string): boolean {
  try {
    formatterOf(name);
    return true;
  } catch {
    return false;
  }
}

/** The wall clock in `timeZone` at instant `ms`. */
export function wallTimeAt(ms: number, timeZone: string): WallTime {
  const parts: Record<string, number> = {};
  for (const part of formatterOf(timeZone).formatToParts(new Date(ms)))
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour!,
    minute: parts.minute!,
    second: parts.second!,
  };
}

const asUtc = (w: WallTime) => Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);

/**
 * The instant a wall-clock time names in `timeZone` (an hour the clocks skip or repeat reads as one
 * of the instants beside it: a night's date is all that is asked of it).
 */
export function instantOf(wall: WallTime, timeZone: string): number {
  const guess = asUtc(wall);
  const offset = (ms: number) => asUtc(wallTimeAt(ms, timeZone)) - ms;
  const first = guess - offset(guess);
  const second = guess - offset(first);
  return Math.min(first, second);
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
export const dateOf = (w: { year: number; month: number; day: number }) =>
  `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}`;

/**
 * The night an instant falls in, where the listing is: a night is named by the date of its evening
 * and runs from noon that day to noon the next (decision 107), so 01:00 on Tuesday is Monday's night.
 */
export function nightAt(ms: number, timeZone: string): string {
  const wall = wallTimeAt(ms, timeZone);
  return wall.hour < 12 ? addDays(dateOf(wall), -1) : dateOf(wall);
}
