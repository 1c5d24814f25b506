import { eq } from 'drizzle-orm';
import { advisoryXactLock } from '../advisory-lock.ts';
import type { Executor, Transaction } from '../client.ts';
import {
  amenities,
  badges,
  blockedDates,
  bookings,
  contacts,
  destinations,
  nightlyPrices,
  properties,
  propertyAmenities,
  propertyBadges,
  propertyPhotos,
  propertyTypes,
  ratingParameters,
  reviewRatings,
  reviews,
  taxRegistrations,
  users,
} from '../schema.ts';
import type { DemoRows } from './demo-rows.ts';

// Any fixed number: instances starting together seed one at a time.
const DEMO_SEED_LOCK = 80_451_977;

export async function userExists(db: Executor, email: string): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return rows.length > 0;
}

/** Held until the transaction ends. */
export async function lockDemoSeed(tx: Transaction): Promise<void> {
  await advisoryXactLock(tx, DEMO_SEED_LOCK);
}

/** The demo tables in insert order, parents before children, each with its rows. */
function demoTables(rows: DemoRows) {
  return [
    ['users', users, rows.users],
    ['destinations', destinations, rows.destinations],
    ['amenities', amenities, rows.amenities],
    ['property types', propertyTypes, rows.propertyTypes],
    ['badges', badges, rows.badges],
    ['rating parameters', ratingParameters, rows.ratingParameters],
    ['contacts', contacts, rows.contacts],
    ['tax registrations', taxRegistrations, rows.taxRegistrations],
    ['properties', properties, rows.properties],
    ['property photos', propertyPhotos, rows.propertyPhotos],
    ['property amenities', propertyAmenities, rows.propertyAmenities],
    ['property badges', propertyBadges, rows.propertyBadges],
    ['reviews', reviews, rows.reviews],
    ['review ratings', reviewRatings, rows.reviewRatings],
    ['bookings', bookings, rows.bookings],
    ['blocked dates', blockedDates, rows.blockedDates],
    ['nightly prices', nightlyPrices, rows.nightlyPrices],
  ] as const;
}

/** Which table is being written, `done` of `total` (for start-up's progress lines). */
export type SeedProgress = (done: number, total: number, table: string, rows: number) => void;

/** Inserts every demo row, parents before children; one multi-row insert per table. */
export async function insertDemoRows(
  tx: Transaction,
  rows: DemoRows,
  progress?: SeedProgress,
): Promise<void> {
  const tables = demoTables(rows);
  for (const [i, [name, table, values]] of tables.entries()) {
    progress?.(i + 1, tables.length, name, values.length);
    // biome-ignore lint/suspicious/noExplicitAny: each entry pairs a table with its own rows
    if (values.length) await tx.insert(table).values(values as any);
  }
}
