import { MESSAGE_MAIL_DELAY_MINUTES } from '../../../domain/rules/notifications/notification-mail.ts';
import {
  type NotificationEvent,
  notificationText,
  type Side,
} from '../../../domain/rules/notifications/notification-texts.ts';
import type { CancelledBy } from '../../../domain/rules/refund-quote.ts';
import type { Transaction } from '../../db/client.ts';
import { notificationStored } from './notification-events.ts';
import * as facts from './notification-facts.repository.ts';
import * as repo from './notifications.repository.ts';

// What other modules call inside their events' transactions (issue 26 §4): each writes the
// notification of the person who must know, so a rolled-back event leaves none. Who gets which is
// in docs/notifications.md. Each is written in the language of the person told (decision 110).

async function write(tx: Transaction, userId: string, event: NotificationEvent) {
  const text = notificationText(event, await repo.languageOfUser(tx, userId));
  await notificationStored(tx, await repo.insertNotification(tx, userId, text));
}

export type BookingNotice =
  | 'requested'
  | 'accepted'
  | 'declined'
  | 'confirmed'
  | 'expired'
  | `cancelled_by_${CancelledBy}`;

/** Who is told of each booking event: the side that did not act (both when Basera or time did). */
const SIDES: Record<BookingNotice, Side[]> = {
  requested: ['host'],
  accepted: ['guest'],
  declined: ['guest'],
  confirmed: ['guest', 'host'],
  expired: ['guest', 'host'],
  cancelled_by_guest: ['host'],
  cancelled_by_host: ['guest'],
  cancelled_by_basera: ['guest', 'host'],
};

function bookingEvent(notice: BookingNotice, stay: facts.StayFacts, to: Side): NotificationEvent {
  switch (notice) {
    case 'requested':
    case 'accepted':
    case 'declined':
      return { kind: `booking_${notice}`, stay };
    case 'confirmed':
    case 'expired':
      return { kind: `booking_${notice}`, stay, to };
    default:
      return { kind: 'booking_cancelled', stay, by: notice.replace('cancelled_by_', '') as CancelledBy, to };
  }
}

/** A booking's change of status, told to the side(s) who must know. */
export async function notifyBookingEvent(tx: Transaction, bookingId: string, notice: BookingNotice) {
  const stay = await facts.stayOfBooking(tx, bookingId);
  if (!stay) return;
  for (const side of SIDES[notice]) {
    const userId = side === 'guest' ? stay.guestId : stay.hostId;
    await write(tx, userId, bookingEvent(notice, stay, side));
  }
}

/** A host's calendar feed takes nights a Basera booking holds: the host is told (the booking stands). */
export async function notifyCalendarClash(tx: Transaction, bookingId: string, feed: string) {
  const stay = await facts.stayOfBooking(tx, bookingId);
  if (stay) await write(tx, stay.hostId, { kind: 'calendar_clash', stay, feed });
}

/** A host's calendar feed has not been read for hours: the host is told, once until it reads again. */
export function notifyCalendarStale(
  tx: Transaction,
  hostId: string,
  notice: Omit<Extract<NotificationEvent, { kind: 'calendar_stale' }>, 'kind'>,
) {
  return write(tx, hostId, { kind: 'calendar_stale', ...notice });
}

/** The provider took a refund: the guest is told the amount. */
export async function notifyRefundProcessed(tx: Transaction, refundId: string) {
  const refund = await facts.stayOfRefund(tx, refundId);
  if (refund)
    await write(tx, refund.guestId, {
      kind: 'refund_processed',
      stay: refund,
      amountPaise: Number(refund.amountPaise),
    });
}

/** A payout reached the host's bank (`released`), or the bank refused it (`failed`). */
export async function notifyPayout(
  tx: Transaction,
  payoutId: string,
  outcome: { kind: 'payout_released' } | { kind: 'payout_failed'; reason: string | null },
) {
  const payout = await facts.stayOfPayout(tx, payoutId);
  if (payout)
    await write(tx, payout.hostId, { ...outcome, stay: payout, amountPaise: Number(payout.amountPaise) });
}

/** A guest reviewed a stay: the host is told. */
export async function notifyReviewReceived(tx: Transaction, reviewId: string) {
  const review = await facts.factsOfReview(tx, reviewId);
  if (review) await write(tx, review.hostId, { kind: 'review_received', ...review });
}

/** The host answered a review: its guest is told. */
export async function notifyHostResponse(tx: Transaction, reviewId: string) {
  const review = await facts.factsOfReview(tx, reviewId);
  if (review) await write(tx, review.guestId, { kind: 'host_response', ...review });
}

/** An admin approved or rejected (or took down) a listing: its owner is told. */
export async function notifyListingReview(
  tx: Transaction,
  propertyId: string,
  outcome: { status: 'approved' } | { status: 'rejected'; reason: string },
) {
  const listing = await facts.factsOfListing(tx, propertyId);
  if (!listing) return;
  await write(
    tx,
    listing.ownerId,
    outcome.status === 'approved'
      ? { kind: 'listing_approved', propertyId, listing: listing.listing }
      : { kind: 'listing_rejected', propertyId, listing: listing.listing, reason: outcome.reason },
  );
}

export type SanctionNotice = Extract<
  NotificationEvent,
  { kind: 'warning' | 'suspension' | 'ban' | 'sanction_lifted' }
>;

/** A step of the guidelines ladder, or its lifting, told to the user it concerns. */
export function notifySanction(tx: Transaction, userId: string, notice: SanctionNotice) {
  return write(tx, userId, notice);
}

/**
 * A participant's message: the other side's one unread notification of the conversation is
 * written or brought up to date; a new one is mailed 10 minutes later unless read by then. System
 * lines tell nobody here: their booking event writes its own notification.
 */
export async function notifyNewMessage(tx: Transaction, messageId: string) {
  const message = await facts.factsOfMessage(tx, messageId);
  if (!message?.senderId) return;
  const text = notificationText(
    { kind: 'new_message', ...message },
    await repo.languageOfUser(tx, message.recipientId),
  );
  const row = await repo.upsertConversationNotification(
    tx,
    message.recipientId,
    message.conversationId,
    text,
    MESSAGE_MAIL_DELAY_MINUTES,
  );
  await notificationStored(tx, row);
}
