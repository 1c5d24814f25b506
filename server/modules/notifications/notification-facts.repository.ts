import { sql } from 'drizzle-orm';
import type { Stay } from '../../../domain/rules/notifications/notification-texts.ts';
import type { Executor } from '../../db/client.ts';

// What a notification names, read in the event's own transaction from the tables that hold it.

export type StayFacts = Stay & { guestId: string; hostId: string; propertyId: string };

const STAY = sql`
  b.guest_id as "guestId", p.owner_id as "hostId", p.id as "propertyId", p.title as listing,
  b.check_in::text as "checkIn", b.check_out::text as "checkOut",
  guest.first_name as "guestName", host.first_name as "hostName"`;
const STAY_JOINS = sql`
  join properties p on p.id = b.property_id
  join users guest on guest.id = b.guest_id
  join users host on host.id = p.owner_id`;

/** A booking's parties and the facts its notifications name. */
export async function stayOfBooking(db: Executor, bookingId: string): Promise<StayFacts | undefined> {
  const result = await db.execute<StayFacts>(sql`
    select ${STAY} from bookings b ${STAY_JOINS} where b.id = ${bookingId}`);
  return result.rows[0];
}

/** A refund's amount and its booking. */
export async function stayOfRefund(db: Executor, refundId: string) {
  const result = await db.execute<StayFacts & { amountPaise: string }>(sql`
    select ${STAY}, r.amount_paise::text as "amountPaise"
    from refunds r join bookings b on b.id = r.booking_id ${STAY_JOINS} where r.id = ${refundId}`);
  return result.rows[0];
}

/** A payout's net amount and its booking. */
export async function stayOfPayout(db: Executor, payoutId: string) {
  const result = await db.execute<StayFacts & { amountPaise: string }>(sql`
    select ${STAY}, po.net_paise::text as "amountPaise"
    from payouts po join bookings b on b.id = po.booking_id ${STAY_JOINS} where po.id = ${payoutId}`);
  return result.rows[0];
}

/** A review's guest, listing and host. */
export async function factsOfReview(db: Executor, reviewId: string) {
  const result = await db.execute<{
    guestId: string;
    hostId: string;
    propertyId: string;
    listing: string;
    guestName: string | null;
    hostName: string | null;
  }>(sql`
    select r.guest_id as "guestId", p.owner_id as "hostId", p.id as "propertyId", p.title as listing,
      guest.first_name as "guestName", host.first_name as "hostName"
    from reviews r join properties p on p.id = r.property_id
    join users guest on guest.id = r.guest_id join users host on host.id = p.owner_id
    where r.id = ${reviewId}`);
  return result.rows[0];
}

/** A listing's owner and title. */
export async function factsOfListing(db: Executor, propertyId: string) {
  const result = await db.execute<{ ownerId: string; listing: string }>(sql`
    select p.owner_id as "ownerId", p.title as listing from properties p where p.id = ${propertyId}`);
  return result.rows[0];
}

/** A stored message: who sent it, to whom in its conversation, about which listing. */
export async function factsOfMessage(db: Executor, messageId: string) {
  const result = await db.execute<{
    conversationId: string;
    senderId: string | null;
    recipientId: string;
    senderName: string | null;
    listing: string;
    body: string;
  }>(sql`
    select m.conversation_id as "conversationId", m.sender_id as "senderId",
      case when m.sender_id = c.guest_id then c.host_id else c.guest_id end as "recipientId",
      sender.first_name as "senderName", p.title as listing, m.body
    from messages m join conversations c on c.id = m.conversation_id
    join properties p on p.id = c.property_id
    left join users sender on sender.id = m.sender_id
    where m.id = ${messageId}`);
  return result.rows[0];
}
