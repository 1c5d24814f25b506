import { randomBytes } from 'node:crypto';
import { paise } from '../../domain/money.ts';
import type { Executor } from '../db/client.ts';
import {
  amenities,
  badges,
  blockedDates,
  bookings,
  destinations,
  payments,
  properties,
  propertyAmenities,
  propertyBadges,
  propertyPhotos,
  propertyTypes,
  ratingParameters,
  reviewRatings,
  reviews,
  sessions,
  users,
} from '../db/schema.ts';
import { hashPassword, hashToken, SESSION_COOKIE } from '../modules/auth/index.ts';

// Test data in one call per thing, on either engine. Every factory fills what the schema needs
// with plausible values; a test names only what it is about.

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];
type Role = 'customer' | 'owner' | 'admin';

let sequence = 0;
const next = () => `${process.pid}-${++sequence}`;

export const DEFAULT_PASSWORD = 'Secret123';

/** A user of any role with a real argon2 hash of `password` (default Secret123). */
export async function makeUser(
  db: Executor,
  {
    password = DEFAULT_PASSWORD,
    ...fields
  }: Partial<Insert<typeof users>> & { role?: Role; password?: string } = {},
) {
  const role = fields.role ?? 'customer';
  const [user] = await db
    .insert(users)
    .values({
      email: `${role}-${next()}@example.com`,
      firstName: role[0]!.toUpperCase() + role.slice(1),
      lastName: 'Tester',
      // A given hash (even null) saves the argon2 work, for tests that make many users.
      passwordHash: fields.passwordHash === undefined ? await hashPassword(password) : fields.passwordHash,
      ...fields,
      role,
    })
    .returning();
  return { ...user!, password };
}

export async function makeDestination(db: Executor, fields: Partial<Insert<typeof destinations>> = {}) {
  const [row] = await db
    .insert(destinations)
    .values({ name: 'Goa', city: 'Panaji', state: 'Goa', ...fields })
    .returning();
  return row!;
}

export async function makeAmenity(db: Executor, fields: Partial<Insert<typeof amenities>> = {}) {
  const [row] = await db
    .insert(amenities)
    .values({ name: `Amenity ${next()}`, ...fields })
    .returning();
  return row!;
}

export async function makeBadge(db: Executor, fields: Partial<Insert<typeof badges>> = {}) {
  const [row] = await db
    .insert(badges)
    .values({ name: `Badge ${next()}`, ...fields })
    .returning();
  return row!;
}

type PhotoInput = { url: string; sortOrder?: number; isMainPhoto?: boolean };
type PropertyInput = Partial<Insert<typeof properties>> & {
  /** Photo rows, or a count of generated ones (the first is the cover). */
  photos?: PhotoInput[] | number;
  amenityIds?: string[];
  badgeIds?: string[];
};

/** A listing (approved unless `status` says otherwise), with an owner made for it unless given. */
export async function makeProperty(
  db: Executor,
  { photos = [], amenityIds = [], badgeIds = [], ...fields }: PropertyInput = {},
) {
  const ownerId = fields.ownerId ?? (await makeUser(db, { role: 'owner' })).id;
  const [property] = await db
    .insert(properties)
    .values({
      title: `Listing ${next()}`,
      city: 'Candolim',
      state: 'Goa',
      addressLine1: '12 Beach Road',
      maxGuests: 4,
      bedrooms: 2,
      beds: 2,
      bathrooms: 1,
      basePrice: '4500.00',
      status: 'approved',
      ...fields,
      ownerId,
    })
    .returning();
  const id = property!.id;
  const photoRows =
    typeof photos === 'number'
      ? Array.from({ length: photos }, (_, i) => ({
          url: `/p/${id}/${i}.jpg`,
          sortOrder: i,
          isMainPhoto: i === 0,
        }))
      : photos;
  if (photoRows.length)
    await db.insert(propertyPhotos).values(photoRows.map((p) => ({ ...p, propertyId: id })));
  if (amenityIds.length)
    await db.insert(propertyAmenities).values(amenityIds.map((amenityId) => ({ propertyId: id, amenityId })));
  if (badgeIds.length)
    await db.insert(propertyBadges).values(badgeIds.map((badgeId) => ({ propertyId: id, badgeId })));
  return property!;
}

/** A booking of a stay (confirmed by contact unless told otherwise); listing and guest made if not given. */
export async function makeBooking(
  db: Executor,
  fields: Partial<Insert<typeof bookings>> & Pick<Insert<typeof bookings>, 'checkIn' | 'checkOut'>,
) {
  const propertyId = fields.propertyId ?? (await makeProperty(db)).id;
  const guestId = fields.guestId ?? (await makeUser(db)).id;
  const nights = (Date.parse(fields.checkOut) - Date.parse(fields.checkIn)) / 86_400_000;
  const [booking] = await db
    .insert(bookings)
    .values({
      nights,
      nightPrices: Array.from({ length: nights }, () => fields.nightlyRate ?? '4500.00'),
      nightlyRate: '4500.00',
      adults: 2,
      paymentMethod: 'contact',
      status: 'confirmed',
      ...fields,
      propertyId,
      guestId,
    })
    .returning();
  return booking!;
}

/** A provider payment for a booking (made if not given): an order of ₹1,000 unless told otherwise. */
export async function makePayment(
  db: Executor,
  {
    amountPaise = 100_000,
    ...fields
  }: Omit<Partial<Insert<typeof payments>>, 'amountPaise'> & { amountPaise?: number } = {},
) {
  const bookingId =
    fields.bookingId ??
    (await makeBooking(db, { checkIn: '2027-01-10', checkOut: '2027-01-12', paymentMethod: 'razorpay' })).id;
  const [payment] = await db
    .insert(payments)
    .values({ providerOrderId: `order_${next()}`, amountPaise: paise(amountPaise), ...fields, bookingId })
    .returning();
  return payment!;
}

/**
 * A session of `userId` as if signed in at `lastSeenAt` (default now), ending at `expiresAt`
 * (default in a day); returns its id and the Cookie header that carries it.
 */
export async function makeSession(
  db: Executor,
  userId: string,
  {
    scope = 'user',
    lastSeenAt = new Date(),
    expiresAt = new Date(Date.now() + 86_400_000),
  }: SessionTimes = {},
) {
  const token = randomBytes(32).toString('base64url');
  const id = hashToken(token);
  await db.insert(sessions).values({ id, userId, scope, lastSeenAt, expiresAt });
  return { id, cookie: `${SESSION_COOKIE[scope]}=${token}` };
}
type SessionTimes = { scope?: 'user' | 'admin'; lastSeenAt?: Date; expiresAt?: Date };

export async function makePropertyType(db: Executor, fields: Partial<Insert<typeof propertyTypes>> = {}) {
  const [row] = await db
    .insert(propertyTypes)
    .values({ name: `Type ${next()}`, ...fields })
    .returning();
  return row!;
}

/** Nights a host took off the calendar: [startDate, endDate), like a stay. */
export async function makeBlockedRange(
  db: Executor,
  fields: Pick<Insert<typeof blockedDates>, 'propertyId' | 'startDate' | 'endDate'> &
    Partial<Insert<typeof blockedDates>>,
) {
  const [row] = await db.insert(blockedDates).values(fields).returning();
  return row!;
}

export async function makeRatingParameter(
  db: Executor,
  fields: Partial<Insert<typeof ratingParameters>> = {},
) {
  const [row] = await db
    .insert(ratingParameters)
    // Created one after another, even within one millisecond: their order is the admin's order.
    .values({ name: `Parameter ${next()}`, createdAt: new Date(Date.now() + ++sequence), ...fields })
    .returning();
  return row!;
}

/**
 * A review of a listing with one score per rating parameter (parameters made as needed); the
 * listing's average rating and review count follow by trigger.
 */
export async function makeReview(
  db: Executor,
  {
    scores,
    ...fields
  }: Pick<Insert<typeof reviews>, 'propertyId'> & Partial<Insert<typeof reviews>> & { scores: number[] },
) {
  const guestId = fields.guestId ?? (await makeUser(db)).id;
  const [review] = await db
    .insert(reviews)
    .values({ comment: 'Lovely stay', ...fields, guestId })
    .returning();
  const parameters = await Promise.all(scores.map(() => makeRatingParameter(db)));
  await db
    .insert(reviewRatings)
    .values(
      scores.map((score, i) => ({ reviewId: review!.id, ratingParameterId: parameters[i]!.id, score })),
    );
  return review!;
}
