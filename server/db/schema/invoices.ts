import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Paise } from '../../../domain/money.ts';
import type { TaxLine } from '../../../domain/rules/gst/tax-line.ts';
import type { BookingBilling } from '../../../domain/schemas/gst.ts';
import { bookings, refunds } from './bookings.ts';

// Tax invoices and credit notes (issue 24 §4, §5), issued in the transaction that captures a
// payment or records a refund, and never changed after. Numbers come from a counter row per series
// (supplier GSTIN, kind, financial year), taken in that same transaction: a rolled-back transaction
// gives its number back, so a series has no gap and no repeat.

export const invoiceKind = pgEnum('invoice_kind', ['invoice', 'credit-note']);
/** What an invoice is for: the stay (host or Basera under s.9(5)) or Basera's service fee. */
export const invoiceSupply = pgEnum('invoice_supply', ['accommodation', 'service']);

export type InvoiceParty = { name: string; gstin: string; address: string; state: string };

export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id),
    kind: invoiceKind('kind').notNull(),
    supply: invoiceSupply('supply').notNull(),
    number: text('number').notNull(),
    supplierGstin: text('supplier_gstin').notNull(),
    supplier: jsonb('supplier').$type<InvoiceParty>().notNull(),
    recipient: jsonb('recipient').$type<BookingBilling>().notNull(),
    placeOfSupply: text('place_of_supply').notNull(),
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    lines: jsonb('lines').$type<TaxLine[]>().notNull(),
    totalPaise: bigint('total_paise', { mode: 'number' }).$type<Paise>().notNull(),
    section95: boolean('section95').notNull(),
    /** A credit note's invoice, and the refund it goes with. */
    refersTo: uuid('refers_to').references((): AnyPgColumn => invoices.id),
    refundId: uuid('refund_id').references(() => refunds.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoices_supplier_number_key').on(t.supplierGstin, t.number),
    // One invoice per supply of a booking: a repeated capture cannot invoice the stay twice.
    uniqueIndex('invoices_booking_supply_key').on(t.bookingId, t.supply).where(sql`kind = 'invoice'`),
    index('invoices_booking_idx').on(t.bookingId),
    check('invoices_total_ok', sql`${t.totalPaise} > 0`),
    check(
      'invoices_refers_ok',
      sql`(${t.kind} = 'invoice') = (${t.refersTo} is null and ${t.refundId} is null)`,
    ),
  ],
);

/** The last number given in each series ('<GSTIN>/INV/2026'); the row is the series' lock. */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    series: text('series').primaryKey(),
    lastSequence: integer('last_sequence').notNull(),
  },
  (t) => [check('invoice_counters_positive', sql`${t.lastSequence} > 0`)],
);
