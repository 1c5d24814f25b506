import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  point,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { INDIA_TIME_ZONE } from '../../../domain/rules/stay-clock.ts';
import { amenities, badges, destinations, propertyTypes } from './catalog.ts';
import { users } from './users.ts';

export const propertyStatus = pgEnum('property_status', ['draft', 'pending', 'approved', 'rejected']);
export const cancellationPolicy = pgEnum('cancellation_policy', ['Flexible', 'Moderate', 'Strict']);

const money = (name: string) => numeric(name, { precision: 12, scale: 2 }).notNull().default('0');

export const properties = pgTable(
  'properties',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id),
    propertyTypeId: uuid('property_type_id').references(() => propertyTypes.id, { onDelete: 'restrict' }),
    destinationId: uuid('destination_id').references(() => destinations.id, { onDelete: 'restrict' }),
    status: propertyStatus('status').notNull().default('draft'),
    title: text('title').notNull(),
    description: text('description'),
    addressLine1: text('address_line1'),
    addressLine2: text('address_line2'),
    landmark: text('landmark'),
    city: text('city'),
    state: text('state'),
    pincode: text('pincode'),
    country: text('country').notNull().default('India'),
    latitude: numeric('latitude', { precision: 9, scale: 6 }),
    longitude: numeric('longitude', { precision: 9, scale: 6 }),
    // Where the public sees the listing: (longitude, latitude) rounded to 2 decimals, about 1 km
    // (decision 105). The one place that rounding is written: cards, the property page for viewers
    // without the exact address (decision 34) and map search all read it; GiST-indexed below.
    publicPosition: point('public_position', { mode: 'xy' }).generatedAlwaysAs(
      sql`point(round(longitude, 2)::float8, round(latitude, 2)::float8)`,
    ),
    maxGuests: integer('max_guests').notNull().default(1),
    bedrooms: integer('bedrooms').notNull().default(1),
    beds: integer('beds').notNull().default(1),
    bathrooms: integer('bathrooms').notNull().default(1),
    basePrice: money('base_price'),
    cleaningFee: money('cleaning_fee'),
    serviceFee: money('service_fee'),
    securityDeposit: money('security_deposit'),
    checkInTime: text('check_in_time').notNull().default('14:00'),
    checkOutTime: text('check_out_time').notNull().default('11:00'),
    houseRules: text('house_rules'),
    cancellationPolicy: cancellationPolicy('cancellation_policy').notNull().default('Moderate'),
    timeZone: text('time_zone').notNull().default(INDIA_TIME_ZONE),
    safetyDetails: text('safety_details'),
    nocDocumentUrl: text('noc_document_url'),
    nocFileName: text('noc_file_name'),
    instantBook: boolean('instant_book').notNull().default(false),
    // Kept by triggers on reviews and review_ratings (migration 0006): the mean of the reviews'
    // ratings (each the mean of its per-parameter scores), two decimals; null before a first review.
    averageRating: numeric('average_rating', { precision: 3, scale: 2 }),
    totalReviews: integer('total_reviews').notNull().default(0),
    // "Recommended" order: the rating pulled towards 4.0 by three imaginary reviews, so one 5-star
    // review does not outrank fifty 4.8s and a new listing starts in the middle (decision 32).
    recommendScore: numeric('recommend_score', { precision: 4, scale: 3 })
      .notNull()
      .generatedAlwaysAs(
        sql`round((coalesce(average_rating, 0) * total_reviews + 12) / (total_reviews + 3), 3)`,
      ),
    // What a location search matches besides the destination: title, city and state, lower-cased.
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`lower(title || ' ' || coalesce(city, '') || ' ' || coalesce(state, ''))`),
    enableSmartPricing: boolean('enable_smart_pricing').notNull().default(false),
    // Why an admin rejected it; cleared when the owner resubmits.
    rejectionReason: text('rejection_reason'),
    // The owner's switch: an unlisted listing keeps its status but leaves search and its public page.
    isListed: boolean('is_listed').notNull().default(true),
    // The secret of the listing's iCalendar address (GET /api/calendars/{token}.ics); made on first use.
    calendarToken: text('calendar_token').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('properties_status_idx').on(t.status),
    index('properties_owner_idx').on(t.ownerId),
    // Keyset pagination: one index per sort order, over approved listings only.
    index('properties_recommended_idx')
      .on(t.recommendScore.desc(), t.createdAt.desc(), t.id.desc())
      .where(sql`status = 'approved'`),
    index('properties_newest_idx').on(t.createdAt.desc(), t.id.desc()).where(sql`status = 'approved'`),
    index('properties_price_idx').on(t.basePrice, t.id).where(sql`status = 'approved'`),
    index('properties_rating_idx')
      .on(sql`coalesce(average_rating, 0) desc nulls last`, t.totalReviews.desc(), t.id.desc())
      .where(sql`status = 'approved'`),
    // Map search: approved listings whose public position lies in a box (`<@ box(...)`).
    index('properties_public_position_idx').using('gist', t.publicPosition).where(sql`status = 'approved'`),
    index('properties_search_text_trgm').using('gin', sql`search_text gin_trgm_ops`),
    index('properties_destination_idx').on(t.destinationId),
    check(
      'properties_counts_ok',
      sql`${t.maxGuests} >= 1 and ${t.bedrooms} >= 0 and ${t.beds} >= 0 and ${t.bathrooms} >= 0`,
    ),
    check(
      'properties_money_ok',
      sql`${t.basePrice} >= 0 and ${t.cleaningFee} >= 0 and ${t.serviceFee} >= 0 and ${t.securityDeposit} >= 0`,
    ),
  ],
);

export const propertyPhotos = pgTable(
  'property_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    caption: text('caption'),
    roomType: text('room_type').notNull().default('general'),
    sortOrder: integer('sort_order').notNull().default(0),
    isMainPhoto: boolean('is_main_photo').notNull().default(false),
  },
  (t) => [
    index('property_photos_property_idx').on(t.propertyId, t.sortOrder),
    // GET /api/media/scene serves a demo photo only if a row names it.
    index('property_photos_url_idx').on(t.url),
    // At most one cover photo per property.
    uniqueIndex('property_photos_one_main').on(t.propertyId).where(sql`is_main_photo`),
  ],
);

export const propertyAmenities = pgTable(
  'property_amenities',
  {
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    amenityId: uuid('amenity_id')
      .notNull()
      .references(() => amenities.id, { onDelete: 'restrict' }),
  },
  (t) => [
    primaryKey({ columns: [t.propertyId, t.amenityId] }),
    index('property_amenities_amenity_idx').on(t.amenityId, t.propertyId),
  ],
);

export const propertyBadges = pgTable(
  'property_badges',
  {
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    badgeId: uuid('badge_id')
      .notNull()
      .references(() => badges.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.propertyId, t.badgeId] })],
);

export const propertyDrafts = pgTable(
  'property_drafts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    draftData: jsonb('draft_data').notNull().default({}),
    currentStep: integer('current_step').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // One draft in progress per author: a second POST updates it (the database decides races).
  (t) => [uniqueIndex('property_drafts_one_per_owner').on(t.ownerId)],
);
