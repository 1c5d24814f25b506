import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bookings } from './bookings.ts';
import { ratingParameters } from './catalog.ts';
import { properties } from './properties.ts';
import { users } from './users.ts';

const instant = (name: string) => timestamp(name, { withTimezone: true });

export const mailStatus = pgEnum('mail_status', ['pending', 'sending', 'sent', 'failed']);

export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    guestId: uuid('guest_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // One review per stay.
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    comment: text('comment'),
    // The listing owner's one public answer (issue 9).
    hostResponse: text('host_response'),
    hostRespondedAt: instant('host_responded_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('reviews_property_idx').on(t.propertyId, t.createdAt),
    uniqueIndex('reviews_one_per_booking').on(t.bookingId),
  ],
);

export const reviewRatings = pgTable(
  'review_ratings',
  {
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    ratingParameterId: uuid('rating_parameter_id')
      .notNull()
      .references(() => ratingParameters.id, { onDelete: 'restrict' }),
    score: integer('score').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.reviewId, t.ratingParameterId] }),
    check('review_ratings_score_ok', sql`${t.score} between 1 and 5`),
  ],
);

// Mail is written here in the transaction that causes it, then delivered after commit:
// nothing is lost if delivery fails or the process stops, and answers do not wait for SMTP.
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    status: mailStatus('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    claimedAt: instant('claimed_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
    sentAt: instant('sent_at'),
  },
  (t) => [index('mail_outbox_pending_idx').on(t.createdAt).where(sql`status in ('pending', 'sending')`)],
);

export const webhookEvents = pgTable('webhook_events', {
  id: uuid('id').primaryKey().defaultRandom(),
  provider: text('provider').notNull(),
  // The provider's event id: a redelivered event is recognised and ignored.
  eventId: text('event_id').notNull().unique(),
  type: text('type').notNull(),
  payload: jsonb('payload').notNull(),
  receivedAt: instant('received_at').notNull().defaultNow(),
  processedAt: instant('processed_at'),
});
