import { todayIn } from './stay-dates.ts';

// One clock for stays: the app's `now` (passed in, so a test can fix it), read as a calendar date
// where the listing is. Every "upcoming", "ended" and "to come" in Basera asks these functions or
// their SQL twins in server/db/stay-clock.sql.ts, which a test holds to the same answers.

/** India's zone: the default listing zone, and the clock of "this month" and of member-since dates. */
export const INDIA_TIME_ZONE = 'Asia/Kolkata';

/** Today's date (YYYY-MM-DD) on the listing's calendar at the instant `now`. */
export function listingToday(timeZone: string, now: Date): string {
  return todayIn(timeZone, now);
}

/**
 * Upcoming while the check-out day has not passed where the listing is: the check-out day itself
 * still counts (traveller §5; trips, reservations, the owner's dashboard and listing page).
 */
export function isUpcomingStay(checkOut: string, today: string): boolean {
  return checkOut >= today;
}

/** Ended (ready to complete) once the check-out day has passed: exactly when it is not upcoming. */
export function hasStayEnded(checkOut: string, today: string): boolean {
  return !isUpcomingStay(checkOut, today);
}

/** Still to come (not begun) while the check-in day is today or later: a ban cancels these. */
export function isStayToCome(checkIn: string, today: string): boolean {
  return checkIn >= today;
}
