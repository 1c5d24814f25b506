import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

// The SQL twins of domain/rules/stay-clock.ts, for queries that judge many bookings at once. The
// clock is the app's `now` (never the database's now()), read in the listing's zone; the test
// beside this file holds them to the domain's answers on both engines.

/** The listing's calendar date at `now`; `timeZone` is the listing's time_zone column or expression. */
export function listingTodaySql(now: Date, timeZone: SQLWrapper): SQL {
  return sql`(${now.toISOString()}::timestamptz at time zone ${timeZone})::date`;
}

/** isUpcomingStay: check-out today or later where the listing is. */
export function upcomingStaySql(now: Date, checkOut: SQLWrapper, timeZone: SQLWrapper): SQL {
  return sql`(${checkOut} >= ${listingTodaySql(now, timeZone)})`;
}

/** hasStayEnded: the check-out day has passed where the listing is. */
export function endedStaySql(now: Date, checkOut: SQLWrapper, timeZone: SQLWrapper): SQL {
  return sql`(${checkOut} < ${listingTodaySql(now, timeZone)})`;
}

/** isStayToCome: check-in today or later where the listing is. */
export function stayToComeSql(now: Date, checkIn: SQLWrapper, timeZone: SQLWrapper): SQL {
  return sql`(${checkIn} >= ${listingTodaySql(now, timeZone)})`;
}

/** A booking's listing's zone, for queries on bookings that do not join properties. */
export function zoneOfListing(propertyId: SQLWrapper): SQL {
  return sql`(select p.time_zone from properties p where p.id = ${propertyId})`;
}
