import { type SQL, sql } from 'drizzle-orm';
import type { ReservationTab } from '../../../domain/schemas/host-operations.ts';
import type { Executor, Transaction } from '../../db/client.ts';
import { endedStaySql, listingTodaySql, upcomingStaySql } from '../../db/stay-clock.ts';

/** A booking as its host sees it; money as numeric(12,2) strings. */
export type ReservationRow = {
  id: string;
  property_id: string;
  title: string;
  cover_url: string | null;
  guest_first_name: string | null;
  guest_last_name: string | null;
  guest_email: string;
  guest_phone: string | null;
  adults: number;
  children: number;
  infants: number;
  pets: number;
  check_in: string;
  check_out: string;
  nights: number;
  total_amount: string;
  status: 'pending' | 'confirmed' | 'cancelled' | 'completed' | 'expired' | 'declined';
  payment_status: 'pending' | 'paid' | 'failed' | 'refunded' | 'partially_refunded';
  payment_method: 'razorpay' | 'contact';
  special_requests: string | null;
  cancelled_by: 'guest' | 'host' | 'basera' | null;
  cancellation_reason: string | null;
  decline_message: string | null;
  created_at: Date | string;
};

const zone = sql`p.time_zone`;

const reservationSelect = sql`
  select b.id, p.id as property_id, p.title,
    (select ph.url from property_photos ph where ph.property_id = p.id
      order by ph.is_main_photo desc, ph.sort_order, ph.id limit 1) as cover_url,
    g.first_name as guest_first_name, g.last_name as guest_last_name, g.email as guest_email,
    g.phone as guest_phone, b.adults, b.children, b.infants, b.pets,
    b.check_in::text as check_in, b.check_out::text as check_out, b.nights,
    b.total_amount::text as total_amount, b.status, b.payment_status, b.payment_method,
    b.special_requests, b.cancelled_by, b.cancellation_reason, b.decline_message, b.created_at
  from bookings b
  join properties p on p.id = b.property_id
  join users g on g.id = b.guest_id`;

/**
 * Which bookings each tab shows (issue 12 §1). Online bookings never paid (a hold waiting for its
 * payment, lapsed or given up) are the guest's business, not the host's: they are in no tab.
 */
const TABS: Record<ReservationTab, (now: Date) => { where: SQL; order: SQL }> = {
  requests: () => ({
    where: sql`b.status = 'pending' and b.payment_method = 'contact'`,
    order: sql`b.check_in, b.created_at`,
  }),
  // As the dashboard counts them (decision 56): confirmed, check-out today or later.
  upcoming: (now) => ({
    where: sql`b.status = 'confirmed' and ${upcomingStaySql(now, sql`b.check_out`, zone)}`,
    order: sql`b.check_in, b.created_at`,
  }),
  past: (now) => ({
    where: sql`(b.status in ('completed', 'declined')
      or (b.status = 'confirmed' and ${endedStaySql(now, sql`b.check_out`, zone)})
      or (b.status = 'expired' and b.payment_method = 'contact')
      or (b.status = 'cancelled' and (b.payment_method = 'contact' or b.payment_status not in ('pending', 'failed'))))`,
    order: sql`b.check_in desc, b.created_at desc`,
  }),
};

/** The owner's reservations in `tab`, across all their listings. */
export async function reservationsOfOwner(
  db: Executor,
  ownerId: string,
  tab: ReservationTab,
  now: Date,
): Promise<ReservationRow[]> {
  const { where, order } = TABS[tab](now);
  const result = await db.execute<ReservationRow>(
    sql`${reservationSelect} where p.owner_id = ${ownerId} and ${where} order by ${order}`,
  );
  return result.rows;
}

export async function reservationById(db: Executor, bookingId: string) {
  const result = await db.execute<ReservationRow>(sql`${reservationSelect} where b.id = ${bookingId}`);
  return result.rows[0];
}

/**
 * The booking, row-locked until the transaction ends, if it is of a listing `ownerId` owns: an
 * accept, a decline, a cancel and the expiry sweep of one booking take their turns.
 */
export async function lockOwnedBooking(tx: Transaction, bookingId: string, ownerId: string, now: Date) {
  const result = await tx.execute<{
    status: ReservationRow['status'];
    payment_method: ReservationRow['payment_method'];
    created_at: Date | string;
    check_out: string;
    today: string;
  }>(sql`
    select b.status, b.payment_method, b.created_at, b.check_out::text as check_out,
      ${listingTodaySql(now, zone)}::text as today
    from bookings b join properties p on p.id = b.property_id
    where b.id = ${bookingId} and p.owner_id = ${ownerId}
    for update of b`);
  return result.rows[0];
}
export type LockedBooking = NonNullable<Awaited<ReturnType<typeof lockOwnedBooking>>>;

/** Listings whose hosts cancelled bookings: how many and the latest, most first. */
export async function hostCancellationCounts(db: Executor) {
  const result = await db.execute<{
    property_id: string;
    title: string;
    owner_email: string | null;
    host_cancellations: number;
    last_cancelled_at: Date | string;
  }>(sql`
    select p.id as property_id, p.title, o.email as owner_email,
      count(*)::int as host_cancellations, max(b.cancelled_at) as last_cancelled_at
    from bookings b
    join properties p on p.id = b.property_id
    left join users o on o.id = p.owner_id
    where b.cancelled_by = 'host'
    group by p.id, p.title, o.email
    order by host_cancellations desc, last_cancelled_at desc, p.id`);
  return result.rows;
}
