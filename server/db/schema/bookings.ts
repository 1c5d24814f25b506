import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { type Paise, ZERO_PAISE } from '../../../domain/money.ts';
import type { StayTaxes } from '../../../domain/rules/gst/stay-taxes.ts';
import type { BookingBilling } from '../../../domain/schemas/gst.ts';
import { calendarImports } from './calendar-imports.ts';
import { properties } from './properties.ts';
import { users } from './users.ts';

export const bookingStatus = pgEnum('booking_status', [
  'pending',
  'confirmed',
  'cancelled',
  'completed',
  'expired',
  'declined',
]);
export const paymentStatus = pgEnum('payment_status', [
  'pending',
  'paid',
  'failed',
  'refunded',
  'partially_refunded',
]);
export const paymentMethod = pgEnum('payment_method', ['razorpay', 'contact']);
export const cancelledBy = pgEnum('cancelled_by', ['guest', 'host', 'basera']);
export const paymentRecordStatus = pgEnum('payment_record_status', ['created', 'paid', 'failed', 'refunded']);
export const refundStatus = pgEnum('refund_status', ['pending', 'processed', 'failed']);
/** A block the host made, or one read from a calendar feed of theirs (decision 107). */
export const blockKind = pgEnum('block_kind', ['host', 'imported']);

const money = (name: string) => numeric(name, { precision: 12, scale: 2 }).notNull().default('0');
const instant = (name: string) => timestamp(name, { withTimezone: true });

// Stay dates are calendar dates in the property's own zone: SQL `date`, never a JS Date.
// The no-overlap exclusion constraint is added by a custom migration (Drizzle cannot express it).
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id),
    guestId: uuid('guest_id')
      .notNull()
      .references(() => users.id),
    checkIn: date('check_in', { mode: 'string' }).notNull(),
    checkOut: date('check_out', { mode: 'string' }).notNull(),
    adults: integer('adults').notNull().default(1),
    children: integer('children').notNull().default(0),
    infants: integer('infants').notNull().default(0),
    pets: integer('pets').notNull().default(0),
    nights: integer('nights').notNull(),
    nightlyRate: money('nightly_rate'),
    cleaningFee: money('cleaning_fee'),
    serviceFee: money('service_fee'),
    totalAmount: money('total_amount'),
    status: bookingStatus('status').notNull().default('pending'),
    paymentStatus: paymentStatus('payment_status').notNull().default('pending'),
    paymentMethod: paymentMethod('payment_method').notNull(),
    specialRequests: text('special_requests'),
    // Each night's price as rupee strings, in date order from check-in (what the guest was charged).
    nightPrices: jsonb('night_prices').$type<string[]>().notNull().default([]),
    // The GST charged on top of nights + cleaning + service fee (issue 24), as quoted when booked;
    // `total_amount` includes it. A booking made before GST was charged has no lines.
    taxes: jsonb('taxes').$type<StayTaxes>().notNull().default({ lines: [], totalPaise: ZERO_PAISE }),
    // Who the tax invoices are made out to (the confirm dialog's billing details); null for a
    // contact request, which is not paid through Basera.
    billing: jsonb('billing').$type<BookingBilling>(),
    // A pending online-payment booking holds the dates only until this instant.
    holdExpiresAt: instant('hold_expires_at'),
    cancelledAt: instant('cancelled_at'),
    cancelledBy: cancelledBy('cancelled_by'),
    cancellationReason: text('cancellation_reason'),
    // The host's answer to a contact request: when they accepted or declined, and what they said.
    answeredAt: instant('answered_at'),
    declineMessage: text('decline_message'),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('bookings_guest_idx').on(t.guestId),
    index('bookings_property_idx').on(t.propertyId, t.checkIn),
    // The completion sweep's probe: confirmed stays by check-out.
    index('bookings_confirmed_checkout_idx').on(t.checkOut).where(sql`status = 'confirmed'`),
    // The hold sweep's probe: online bookings still waiting for their payment.
    index('bookings_hold_idx')
      .on(t.holdExpiresAt)
      .where(sql`status = 'pending' and payment_method = 'razorpay'`),
    // The request-expiry sweep's probe: contact requests still waiting for the host's answer.
    index('bookings_request_idx')
      .on(t.createdAt)
      .where(sql`status = 'pending' and payment_method = 'contact'`),
    check('bookings_dates_ok', sql`${t.checkOut} > ${t.checkIn}`),
    check(
      'bookings_party_ok',
      sql`${t.adults} >= 1 and ${t.children} >= 0 and ${t.infants} >= 0 and ${t.pets} >= 0`,
    ),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id),
    provider: text('provider').notNull().default('razorpay'),
    // Unique among the order's own payments; a second capture of the same order is another row.
    providerOrderId: text('provider_order_id').notNull(),
    providerPaymentId: text('provider_payment_id').unique(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).$type<Paise>().notNull(),
    currency: text('currency').notNull().default('INR'),
    status: paymentRecordStatus('status').notNull().default('created'),
    refundedPaise: bigint('refunded_paise', { mode: 'number' }).$type<Paise>().notNull().default(ZERO_PAISE),
    /** The provider's reason for the last failed attempt (the order stays payable while the hold lasts). */
    failureReason: text('failure_reason'),
    /** A second capture of an order another row already paid: refunded in full (decision 70). */
    duplicateOf: uuid('duplicate_of').references((): AnyPgColumn => payments.id),
    paidAt: instant('paid_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('payments_booking_idx').on(t.bookingId),
    uniqueIndex('payments_order_unique').on(t.providerOrderId).where(sql`duplicate_of is null`),
    check(
      'payments_amount_ok',
      sql`${t.amountPaise} > 0 and ${t.refundedPaise} between 0 and ${t.amountPaise}`,
    ),
  ],
);

export const blockedDates = pgTable(
  'blocked_dates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    // Half-open like bookings: the end date itself stays bookable as a check-in.
    endDate: date('end_date', { mode: 'string' }).notNull(),
    reason: text('reason'),
    kind: blockKind('kind').notNull().default('host'),
    // An imported block's feed: removing the feed removes its blocks (and their night claims).
    importId: uuid('import_id').references(() => calendarImports.id, { onDelete: 'cascade' }),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('blocked_dates_range_ok', sql`${t.endDate} > ${t.startDate}`),
    check('blocked_dates_import_ok', sql`(${t.kind} = 'imported') = (${t.importId} is not null)`),
    index('blocked_dates_import_idx').on(t.importId),
    // "Is a night of this stay blocked?" per listing: a btree probe (faster here than a GiST one).
    index('blocked_dates_property_idx').on(t.propertyId, t.startDate),
  ],
);

/**
 * A Basera booking a feed's events overlapped, once the host was told (so a clash is told once,
 * not on every sync). Gone with the feed or the booking.
 */
export const calendarImportClashes = pgTable(
  'calendar_import_clashes',
  {
    importId: uuid('import_id')
      .notNull()
      .references(() => calendarImports.id, { onDelete: 'cascade' }),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    toldAt: instant('told_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.importId, t.bookingId] })],
);

/**
 * A night's price set by the host for one listing; a night without a row costs the base price
 * (domain/rules/night-prices.ts).
 */
export const nightlyPrices = pgTable(
  'nightly_prices',
  {
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    night: date('night', { mode: 'string' }).notNull(),
    price: numeric('price', { precision: 12, scale: 2 }).notNull(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.propertyId, t.night] }),
    check('nightly_prices_price_ok', sql`${t.price} > 0`),
  ],
);

/** Money going back to a guest: recorded in the change's transaction, issued to the provider after. */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    amountPaise: bigint('amount_paise', { mode: 'number' }).$type<Paise>().notNull(),
    /** The GST within the amount: what its credit notes reverse (issue 24 §5); 0 before GST. */
    taxesPaise: bigint('taxes_paise', { mode: 'number' }).$type<Paise>().notNull().default(ZERO_PAISE),
    status: refundStatus('status').notNull().default('pending'),
    reason: text('reason').notNull(),
    providerRefundId: text('provider_refund_id').unique(),
    attempts: integer('attempts').notNull().default(0),
    lastAttemptAt: instant('last_attempt_at'),
    lastError: text('last_error'),
    createdAt: instant('created_at').notNull().defaultNow(),
    processedAt: instant('processed_at'),
  },
  (t) => [
    index('refunds_booking_idx').on(t.bookingId),
    index('refunds_pending_idx').on(t.createdAt).where(sql`status = 'pending'`),
    check('refunds_amount_ok', sql`${t.amountPaise} > 0 and ${t.taxesPaise} between 0 and ${t.amountPaise}`),
  ],
);
