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

/** Inserts every demo row, parents before children; one multi-row insert per table. */
export async function insertDemoRows(tx: Transaction, rows: DemoRows): Promise<void> {
  await tx.insert(users).values(rows.users);
  await tx.insert(destinations).values(rows.destinations);
  await tx.insert(amenities).values(rows.amenities);
  await tx.insert(propertyTypes).values(rows.propertyTypes);
  await tx.insert(badges).values(rows.badges);
  await tx.insert(ratingParameters).values(rows.ratingParameters);
  await tx.insert(contacts).values(rows.contacts);
  await tx.insert(taxRegistrations).values(rows.taxRegistrations);
  await tx.insert(properties).values(rows.properties);
  await tx.insert(propertyPhotos).values(rows.propertyPhotos);
  await tx.insert(propertyAmenities).values(rows.propertyAmenities);
  if (rows.propertyBadges.length) await tx.insert(propertyBadges).values(rows.propertyBadges);
  if (rows.reviews.length) await tx.insert(reviews).values(rows.reviews);
  if (rows.reviewRatings.length) await tx.insert(reviewRatings).values(rows.reviewRatings);
  if (rows.bookings.length) await tx.insert(bookings).values(rows.bookings);
  if (rows.blockedDates.length) await tx.insert(blockedDates).values(rows.blockedDates);
  if (rows.nightlyPrices.length) await tx.insert(nightlyPrices).values(rows.nightlyPrices);
}
