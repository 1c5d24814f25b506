import { INDIA_TIME_ZONE, listingToday } from './stay-clock.ts';
import { addDays, INDIA_OFFSET_MS } from './stay-dates.ts';

// "This month" is the calendar month in India, whatever zone the server runs in: the admin
// dashboard counts what was created since it began, the owner's dashboard what checks in within it.

export type IndiaMonth = {
  /** The 1st of this month and of the next (YYYY-MM-DD): check-in dates within [firstDay, nextFirstDay). */
  firstDay: string;
  nextFirstDay: string;
  /** The instant this month began in India (midnight of the 1st, 18:30 UTC the day before). */
  startsAt: Date;
};

/** The calendar month in India at the instant `now`. */
export function thisMonthInIndia(now: Date): IndiaMonth {
  const firstDay = `${listingToday(INDIA_TIME_ZONE, now).slice(0, 7)}-01`;
  const nextFirstDay = `${addDays(firstDay, 31).slice(0, 7)}-01`;
  return {
    firstDay,
    nextFirstDay,
    startsAt: new Date(Date.parse(`${firstDay}T00:00:00Z`) - INDIA_OFFSET_MS),
  };
}

/** A month named `YYYY-MM`, in India: its first day, the next month's, and the instants it spans. */
export type NamedIndiaMonth = IndiaMonth & { month: string; endsAt: Date };

/** The calendar month `YYYY-MM` in India: from midnight of its 1st to midnight of the next month's 1st. */
export function indiaMonthNamed(month: string): NamedIndiaMonth {
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) throw new RangeError(`Not a month (YYYY-MM): "${month}"`);
  const firstDay = `${month}-01`;
  const nextFirstDay = `${addDays(firstDay, 31).slice(0, 7)}-01`;
  const midnight = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - INDIA_OFFSET_MS);
  return { month, firstDay, nextFirstDay, startsAt: midnight(firstDay), endsAt: midnight(nextFirstDay) };
}
