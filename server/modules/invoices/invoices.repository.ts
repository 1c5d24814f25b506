import { and, asc, eq, sql } from 'drizzle-orm';
import { paiseFromDatabase } from '../../../domain/money.ts';
import type { Executor, Transaction } from '../../db/client.ts';
import {
  bookings,
  hostTaxRegistrations,
  invoiceCounters,
  invoices,
  properties,
  taxRegistrations,
  users,
} from '../../db/schema.ts';

export type InvoiceRow = typeof invoices.$inferSelect;
export type NewInvoice = typeof invoices.$inferInsert;

/**
 * The next sequence number of a series, inside the caller's transaction. The counter row stays
 * locked until the transaction ends, so concurrent issuers of one series take turns, and a
 * rollback gives the number back: no gap, no repeat.
 */
export async function nextSequence(tx: Transaction, series: string): Promise<number> {
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ series, lastSequence: 1 })
    .onConflictDoUpdate({
      target: invoiceCounters.series,
      set: { lastSequence: sql`${invoiceCounters.lastSequence} + 1` },
    })
    .returning({ lastSequence: invoiceCounters.lastSequence });
  return row!.lastSequence;
}

export async function insertInvoice(tx: Transaction, invoice: NewInvoice): Promise<InvoiceRow> {
  const [row] = await tx.insert(invoices).values(invoice).returning();
  return withPaise(row!);
}

const withPaise = (row: InvoiceRow): InvoiceRow => ({
  ...row,
  totalPaise: paiseFromDatabase(row.totalPaise),
});

/** A booking's invoices and credit notes, oldest first (invoices before their credit notes). */
export async function invoicesOfBooking(db: Executor, bookingId: string): Promise<InvoiceRow[]> {
  const rows = await db
    .select()
    .from(invoices)
    .where(eq(invoices.bookingId, bookingId))
    .orderBy(asc(invoices.createdAt), asc(invoices.kind), asc(invoices.supply));
  return rows.map(withPaise);
}

export async function invoiceById(db: Executor, id: string): Promise<InvoiceRow | undefined> {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
  return row && withPaise(row);
}

/**
 * What issuing a booking's invoices needs (its taxes, billing, listing's state and host), and who
 * may read them (its guest and host).
 */
export async function bookingToInvoice(db: Executor, bookingId: string) {
  const [row] = await db
    .select({
      taxes: bookings.taxes,
      billing: bookings.billing,
      guestId: bookings.guestId,
      state: properties.state,
      ownerId: properties.ownerId,
    })
    .from(bookings)
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .where(eq(bookings.id, bookingId));
  return row;
}

/** A registration as an invoice prints its supplier: the same columns in both tables. */
const supplierColumns = (t: typeof taxRegistrations | typeof hostTaxRegistrations) => ({
  name: t.legalName,
  gstin: t.gstin,
  address: t.address,
  state: t.state,
});

/** The host's registration in a state, if they hold one. */
export async function hostRegistrationIn(db: Executor, hostId: string, state: string) {
  const [row] = await db
    .select(supplierColumns(hostTaxRegistrations))
    .from(hostTaxRegistrations)
    .where(and(eq(hostTaxRegistrations.userId, hostId), eq(hostTaxRegistrations.state, state)));
  return row;
}

/** Basera's own registration in a state (the admin catalogue). */
export async function baseraRegistrationIn(db: Executor, state: string) {
  const [row] = await db
    .select(supplierColumns(taxRegistrations))
    .from(taxRegistrations)
    .where(eq(taxRegistrations.state, state));
  return row;
}

/**
 * What the paper shows of the booking besides the invoice: the stay and where it is; and the
 * language of its guest, to whom every invoice and credit note of the booking is addressed.
 */
export async function stayOnPaper(db: Executor, bookingId: string) {
  const [row] = await db
    .select({
      guestLanguage: users.language,
      checkInDate: bookings.checkIn,
      checkOutDate: bookings.checkOut,
      nights: bookings.nights,
      propertyTitle: properties.title,
      addressLine1: properties.addressLine1,
      addressLine2: properties.addressLine2,
      city: properties.city,
      state: properties.state,
      pincode: properties.pincode,
    })
    .from(bookings)
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .innerJoin(users, eq(users.id, bookings.guestId))
    .where(eq(bookings.id, bookingId));
  return row;
}
