import { and, asc, eq, gte, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import { type Paise, paiseFromDatabase } from '../../../domain/money.ts';
import type { Executor } from '../../db/client.ts';
import { invoices, payments, payoutEvents, payouts, refunds, users } from '../../db/schema.ts';

// The ledger reads the records of other modules' tables (payments, refunds, payouts, invoices) as
// they are: it writes nothing (decision 94).

const sumPaise = (column: unknown) => sql<string>`coalesce(sum(${column}), 0)`;

/** What guests paid in [from, to): every capture, a second or late one too. */
export async function capturedBetween(db: Executor, from: Date, to: Date): Promise<Paise> {
  const [row] = await db
    .select({ total: sumPaise(payments.amountPaise) })
    .from(payments)
    .where(and(gte(payments.paidAt, from), lt(payments.paidAt, to)));
  return paiseFromDatabase(row!.total);
}

/** What was recorded as going back to guests in [from, to), whatever the gateway has done since. */
export async function refundedBetween(db: Executor, from: Date, to: Date): Promise<Paise> {
  const [row] = await db
    .select({ total: sumPaise(refunds.amountPaise) })
    .from(refunds)
    .where(and(gte(refunds.createdAt, from), lt(refunds.createdAt, to)));
  return paiseFromDatabase(row!.total);
}

/** Bookings whose money moved in [from, to): a capture, a refund, or an event of their payout. */
export async function bookingsMovedBetween(db: Executor, from: Date, to: Date): Promise<string[]> {
  const result = await db.execute<{ booking_id: string }>(sql`
    select booking_id from payments where paid_at >= ${from.toISOString()}::timestamptz and paid_at < ${to.toISOString()}::timestamptz
    union
    select booking_id from refunds where created_at >= ${from.toISOString()}::timestamptz and created_at < ${to.toISOString()}::timestamptz
    union
    select p.booking_id from payouts p join payout_events e on e.payout_id = p.id
      where e.at >= ${from.toISOString()}::timestamptz and e.at < ${to.toISOString()}::timestamptz`);
  return result.rows.map((row) => row.booking_id);
}

/** Each booking's captures and refunds, all time. */
export async function cashOfBookings(db: Executor, bookingIds: string[]) {
  if (bookingIds.length === 0) return new Map<string, { charged: Paise; refunded: Paise }>();
  const charged = await db
    .select({ bookingId: payments.bookingId, total: sumPaise(payments.amountPaise) })
    .from(payments)
    .where(and(inArray(payments.bookingId, bookingIds), isNotNull(payments.paidAt)))
    .groupBy(payments.bookingId);
  const refunded = await db
    .select({ bookingId: refunds.bookingId, total: sumPaise(refunds.amountPaise) })
    .from(refunds)
    .where(inArray(refunds.bookingId, bookingIds))
    .groupBy(refunds.bookingId);
  const back = new Map(refunded.map((row) => [row.bookingId, paiseFromDatabase(row.total)]));
  return new Map(
    charged.map((row) => [
      row.bookingId,
      { charged: paiseFromDatabase(row.total), refunded: back.get(row.bookingId) ?? paiseFromDatabase(0) },
    ]),
  );
}

const payoutAmounts = {
  netPaise: payouts.netPaise,
  commissionPaise: payouts.commissionPaise,
  commissionGstPaise: payouts.commissionGstPaise,
  tdsPaise: payouts.tdsPaise,
  tcsPaise: payouts.tcsPaise,
};

/** The payouts of these bookings as they stand now. */
export async function payoutsOfBookings(db: Executor, bookingIds: string[]) {
  if (bookingIds.length === 0) return [];
  const rows = await db
    .select({ bookingId: payouts.bookingId, ...payoutAmounts })
    .from(payouts)
    .where(inArray(payouts.bookingId, bookingIds));
  return rows.map((row) => ({
    bookingId: row.bookingId,
    netPaise: paiseFromDatabase(row.netPaise),
    commissionPaise: paiseFromDatabase(row.commissionPaise),
    commissionGstPaise: paiseFromDatabase(row.commissionGstPaise),
    tdsPaise: paiseFromDatabase(row.tdsPaise),
    tcsPaise: paiseFromDatabase(row.tcsPaise),
  }));
}

const documentColumns = {
  bookingId: invoices.bookingId,
  kind: invoices.kind,
  supply: invoices.supply,
  section95: invoices.section95,
  lines: invoices.lines,
  placeOfSupply: invoices.placeOfSupply,
};
export type TaxDocumentRow = Awaited<ReturnType<typeof documentsOfBookings>>[number];

/** The tax invoices and credit notes of these bookings, all time. */
export async function documentsOfBookings(db: Executor, bookingIds: string[]) {
  if (bookingIds.length === 0) return [];
  return db.select(documentColumns).from(invoices).where(inArray(invoices.bookingId, bookingIds));
}

/** The documents issued on India's dates [firstDay, nextFirstDay) that Basera owes GST on under s.9(5). */
export async function section95DocumentsIssued(db: Executor, firstDay: string, nextFirstDay: string) {
  return db
    .select(documentColumns)
    .from(invoices)
    .where(
      and(
        eq(invoices.section95, true),
        eq(invoices.supply, 'accommodation'),
        gte(invoices.issuedOn, firstDay),
        lt(invoices.issuedOn, nextFirstDay),
      ),
    );
}

const HELD = ['awaiting_account', 'on_hold', 'failed'] as const;

/**
 * The payouts that can count in a month ending at `to`: made before its end, and either not yet paid
 * out (owed at its end) or with an event since it began. With their host's PAN and name, and the GSTIN
 * and state of the accommodation invoice when the host supplied the stay.
 */
export async function payoutsForMonth(db: Executor, from: Date, to: Date) {
  const eventSince = sql`exists (select 1 from ${payoutEvents} e where e.payout_id = ${payouts.id} and e.at >= ${from.toISOString()}::timestamptz)`;
  return db
    .select({
      id: payouts.id,
      bookingId: payouts.bookingId,
      hostPan: users.panNumber,
      hostName: sql<string>`trim(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, ''))`,
      hostGstin: sql<
        string | null
      >`case when ${invoices.section95} = false then ${invoices.supplierGstin} end`,
      state: invoices.placeOfSupply,
    })
    .from(payouts)
    .innerJoin(users, eq(users.id, payouts.hostId))
    .leftJoin(
      invoices,
      and(
        eq(invoices.bookingId, payouts.bookingId),
        eq(invoices.kind, 'invoice'),
        eq(invoices.supply, 'accommodation'),
      ),
    )
    .where(and(lt(payouts.createdAt, to), or(inArray(payouts.status, [...HELD]), eventSince)));
}

/** The events of these payouts in the order recorded, with the amounts each left. */
export async function eventFactsOf(db: Executor, payoutIds: string[]) {
  if (payoutIds.length === 0) return [];
  return db
    .select({
      payoutId: payoutEvents.payoutId,
      kind: payoutEvents.kind,
      at: payoutEvents.at,
      split: payoutEvents.split,
    })
    .from(payoutEvents)
    .where(inArray(payoutEvents.payoutId, payoutIds))
    .orderBy(asc(payoutEvents.seq));
}
