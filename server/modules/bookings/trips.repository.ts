import { and, desc, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import { type Paise, paiseFromDatabase, rupeesToPaise } from '../../../domain/money.ts';
import type { StayTaxes } from '../../../domain/rules/gst/stay-taxes.ts';
import type { Language } from '../../../domain/rules/language/languages.ts';
import type { BookingBilling } from '../../../domain/schemas/gst.ts';
import type { Executor } from '../../db/client.ts';
import { bookings } from '../../db/schema.ts';
import { upcomingStaySql } from '../../db/stay-clock.ts';

/**
 * A booking row as trips and receipts read it. Money is Paise: converted once, here, from the
 * numeric(12,2) columns and stored night prices (rupee strings) and the integer paise columns.
 */
export type TripRow = Omit<StoredTrip, MoneyOfStoredTrip | 'refund_states'> & {
  total_paise: Paise;
  cleaning_fee_paise: Paise;
  service_fee_paise: Paise;
  night_prices_paise: Paise[];
  refunded_paise: Paise;
  refund_states: { amountPaise: Paise; status: RefundState }[];
};

type RefundState = 'pending' | 'processed' | 'failed';
type MoneyOfStoredTrip = 'total_amount' | 'cleaning_fee' | 'service_fee' | 'night_prices' | 'refunded_paise';

/** The row as the drivers answer it: rupee strings, and integer paise as number or text. */
type StoredTrip = {
  id: string;
  check_in: string;
  check_out: string;
  nights: number;
  adults: number;
  children: number;
  infants: number;
  pets: number;
  status: 'pending' | 'confirmed' | 'cancelled' | 'completed' | 'expired';
  payment_status: 'pending' | 'paid' | 'failed' | 'refunded' | 'partially_refunded';
  payment_method: 'razorpay' | 'contact';
  total_amount: string;
  cleaning_fee: string;
  service_fee: string;
  night_prices: string[];
  taxes: StayTaxes;
  billing: BookingBilling | null;
  special_requests: string | null;
  cancelled_at: Date | string | null;
  cancelled_by: 'guest' | 'host' | 'basera' | null;
  decline_message: string | null;
  hold_expires_at: Date | string | null;
  created_at: Date | string;
  upcoming: boolean;
  reviewed: boolean;
  refunded_paise: string | number;
  refund_states: { amountPaise: number; status: RefundState }[];
  guest_id: string;
  /** The languages the guest and the host read their mail in (decision 110). */
  guest_language: Language;
  host_language: Language;
  property: {
    id: string;
    ownerId: string;
    title: string;
    city: string | null;
    state: string | null;
    latitude: string | null;
    longitude: string | null;
    averageRating: string | null;
    addressLine1: string | null;
    addressLine2: string | null;
    pincode: string | null;
    checkInTime: string;
    checkOutTime: string;
    cancellationPolicy: 'Flexible' | 'Moderate' | 'Strict';
    timeZone: string;
    owner: { firstName: string | null; lastName: string | null; email: string; phone: string | null };
    photos: { url: string }[];
  };
  guest: { firstName: string | null; lastName: string | null; email: string; phone: string | null };
};

const tripSelect = (now: Date) => sql`
  select b.id, b.check_in::text as check_in, b.check_out::text as check_out, b.nights, b.adults,
    b.children, b.infants, b.pets, b.status, b.payment_status, b.payment_method,
    b.total_amount::text as total_amount, b.cleaning_fee::text as cleaning_fee,
    b.service_fee::text as service_fee, b.night_prices, b.taxes, b.billing, b.special_requests, b.hold_expires_at,
    b.cancelled_at, b.cancelled_by, b.decline_message,
    b.created_at, b.guest_id, g.language as guest_language, o.language as host_language,
    ${upcomingStaySql(now, sql`b.check_out`, sql`p.time_zone`)} as upcoming,
    exists (select 1 from reviews rv where rv.booking_id = b.id) as reviewed,
    coalesce((select sum(r.amount_paise) from refunds r where r.booking_id = b.id), 0) as refunded_paise,
    coalesce((
      select json_agg(json_build_object('amountPaise', r.amount_paise, 'status', r.status)
        order by r.created_at, r.id)
      from refunds r where r.booking_id = b.id), '[]'::json) as refund_states,
    json_build_object(
      'id', p.id, 'ownerId', p.owner_id, 'title', p.title, 'city', p.city, 'state', p.state,
      'latitude', p.latitude::text, 'longitude', p.longitude::text,
      'averageRating', p.average_rating::text, 'addressLine1', p.address_line1,
      'addressLine2', p.address_line2, 'pincode', p.pincode, 'checkInTime', p.check_in_time,
      'checkOutTime', p.check_out_time, 'cancellationPolicy', p.cancellation_policy,
      'timeZone', p.time_zone,
      'owner', json_build_object('firstName', o.first_name, 'lastName', o.last_name,
        'email', o.email, 'phone', o.phone),
      'photos', coalesce((
        select json_agg(json_build_object('url', ph.url) order by ph.is_main_photo desc, ph.sort_order, ph.id)
        from property_photos ph where ph.property_id = p.id), '[]'::json)
    ) as property,
    json_build_object('firstName', g.first_name, 'lastName', g.last_name, 'email', g.email,
      'phone', g.phone) as guest
  from bookings b
  join properties p on p.id = b.property_id
  join users o on o.id = p.owner_id
  join users g on g.id = b.guest_id`;

function tripRowOf({ total_amount, cleaning_fee, service_fee, night_prices, ...row }: StoredTrip): TripRow {
  return {
    ...row,
    total_paise: rupeesToPaise(total_amount),
    cleaning_fee_paise: rupeesToPaise(cleaning_fee),
    service_fee_paise: rupeesToPaise(service_fee),
    night_prices_paise: night_prices.map(rupeesToPaise),
    refunded_paise: paiseFromDatabase(row.refunded_paise),
    refund_states: row.refund_states.map((r) => ({ ...r, amountPaise: paiseFromDatabase(r.amountPaise) })),
  };
}

async function trips(db: Executor, now: Date, where: SQL, order: SQL = sql``): Promise<TripRow[]> {
  const result = await db.execute<StoredTrip>(sql`${tripSelect(now)} where ${where} ${order}`);
  return result.rows.map(tripRowOf);
}

/** A guest's bookings, the soonest stay first (the web splits them into upcoming and past). */
export function tripsOfGuest(db: Executor, guestId: string, now: Date) {
  // An online booking that lapsed unpaid never became a trip (a refunded late payment did).
  const trip = sql`b.guest_id = ${guestId} and not (b.status = 'expired' and b.payment_status <> 'refunded')`;
  return trips(db, now, trip, sql`order by b.check_in, b.created_at`);
}

export async function tripById(
  db: Executor,
  bookingId: string,
  now = new Date(),
): Promise<TripRow | undefined> {
  const [row] = await trips(db, now, sql`b.id = ${bookingId}`);
  return row;
}

export type PaymentLine = {
  id: string;
  provider: string;
  provider_order_id: string;
  provider_payment_id: string | null;
  amount_paise: Paise;
  status: 'created' | 'paid' | 'failed' | 'refunded';
  created_at: Date | string;
};
export type RefundLine = {
  id: string;
  amount_paise: Paise;
  status: RefundState;
  reason: string;
  provider_refund_id: string | null;
  created_at: Date | string;
};

/** A line as the drivers answer it: `amount_paise` as a number (PGlite) or text (node-postgres). */
type WithStoredAmount<Line> = Omit<Line, 'amount_paise'> & { amount_paise: string | number };
const withPaise = <Line extends { amount_paise: Paise }>(line: WithStoredAmount<Line>): Line =>
  ({ ...line, amount_paise: paiseFromDatabase(line.amount_paise) }) as Line;

/** A booking's provider orders and refunds, oldest first. */
export async function moneyOfBooking(db: Executor, bookingId: string) {
  const paymentRows = await db.execute<WithStoredAmount<PaymentLine>>(sql`
    select id, provider, provider_order_id, provider_payment_id, amount_paise, status, created_at
    from payments where booking_id = ${bookingId} order by created_at`);
  const refundRows = await db.execute<WithStoredAmount<RefundLine>>(sql`
    select id, amount_paise, status, reason, provider_refund_id, created_at
    from refunds where booking_id = ${bookingId} order by created_at`);
  return { payments: paymentRows.rows.map(withPaise), refunds: refundRows.rows.map(withPaise) };
}

export type AccountMoneyRow = {
  kind: 'payment' | 'refund';
  id: string;
  booking_id: string;
  property_title: string;
  amount_paise: Paise;
  /** The GST within the amount: the booking's taxes for a payment, the credited GST for a refund. */
  taxes_paise: Paise;
  status: string;
  provider_id: string | null;
  created_at: Date | string;
};

/** A user's paid payments and all their refunds across their bookings, newest first. */
export async function moneyOfGuest(db: Executor, guestId: string): Promise<AccountMoneyRow[]> {
  const result = await db.execute<WithStoredAmount<AccountMoneyRow> & { taxes_paise: string | number }>(sql`
    select 'payment' as kind, pm.id, b.id as booking_id, p.title as property_title, pm.amount_paise,
      case when pm.duplicate_of is null then (b.taxes->>'totalPaise')::bigint else 0 end as taxes_paise,
      case when pm.refunded_paise > 0 and pm.refunded_paise < pm.amount_paise then 'partially_refunded'
        else pm.status::text end as status, pm.provider_payment_id as provider_id, coalesce(pm.paid_at, pm.created_at) as created_at
    from payments pm join bookings b on b.id = pm.booking_id join properties p on p.id = b.property_id
    where b.guest_id = ${guestId} and pm.provider_payment_id is not null
    union all
    select 'refund', r.id, b.id, p.title, r.amount_paise, r.taxes_paise, r.status::text, r.provider_refund_id, r.created_at
    from refunds r join bookings b on b.id = r.booking_id join properties p on p.id = b.property_id
    where b.guest_id = ${guestId}
    order by created_at desc`);
  return result.rows.map((row) => ({
    ...withPaise<AccountMoneyRow>(row),
    taxes_paise: paiseFromDatabase(row.taxes_paise),
  }));
}

/** The billing details of the guest's most recent booking that has them. */
export async function lastBillingOfGuest(db: Executor, guestId: string): Promise<BookingBilling | undefined> {
  const [row] = await db
    .select({ billing: bookings.billing })
    .from(bookings)
    .where(and(eq(bookings.guestId, guestId), isNotNull(bookings.billing)))
    .orderBy(desc(bookings.createdAt))
    .limit(1);
  return row?.billing ?? undefined;
}
