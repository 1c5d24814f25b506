// "This month" on the admin dashboard is the calendar month in India, whatever zone the server runs in.

/** India Standard Time is UTC+05:30 all year (no daylight saving). */
const IST_OFFSET_MS = 330 * 60_000;

/** The instant the current calendar month began in India. */
export function startOfMonthInIndia(now: Date = new Date()): Date {
  const india = new Date(now.getTime() + IST_OFFSET_MS);
  return new Date(Date.UTC(india.getUTCFullYear(), india.getUTCMonth(), 1) - IST_OFFSET_MS);
}
