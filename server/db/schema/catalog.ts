import { boolean, numeric, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const amenityCategory = pgEnum('amenity_category', ['general', 'guest_favorite']);

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const destinations = pgTable('destinations', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  city: text('city').notNull(),
  state: text('state').notNull(),
  country: text('country').notNull().default('India'),
  popularFor: text('popular_for'),
  latitude: numeric('latitude', { precision: 9, scale: 6 }),
  longitude: numeric('longitude', { precision: 9, scale: 6 }),
  imageUrl: text('image_url'),
  description: text('description'),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
});

export const amenities = pgTable('amenities', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  description: text('description'),
  category: amenityCategory('category').notNull().default('general'),
  icon: text('icon'),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
});

export const ratingParameters = pgTable('rating_parameters', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  description: text('description'),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
});

export const badges = pgTable('badges', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  description: text('description'),
  createdAt: createdAt(),
});

export const propertyTypes = pgTable('property_types', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  description: text('description'),
  icon: text('icon'),
  isNocRequired: boolean('is_noc_required').notNull().default(false),
  createdAt: createdAt(),
});

export const contacts = pgTable('contacts', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  phone: text('phone').notNull(),
  email: text('email'),
  role: text('role').notNull().default('Support'),
  city: text('city'),
  state: text('state'),
  county: text('county'),
  pincode: text('pincode'),
  createdAt: createdAt(),
});
