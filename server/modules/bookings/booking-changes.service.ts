import { cancelledEvent } from '../../../domain/rules/messages/booking-event-lines.ts';
import type { CancelledBy } from '../../../domain/rules/refund-quote.ts';
import { requestsExpireIfMadeBefore } from '../../../domain/rules/request-expiry.ts';
import type { Executor, Transaction } from '../../db/client.ts';
import { EXCLUSION_VIOLATION, sqlState } from '../../db/db-errors.ts';
import { recordBookingEvent } from '../messages/index.ts';
import { notifyBookingEvent } from '../notifications/index.ts';
import * as repo from './bookings.repository.ts';

// What other modules may do to a booking, in the words of what happens to it. Each change of status
// goes through the repository's one conditional move, so of two racing callers one wins and learns
// it (true, or the ids it moved); the loser must change nothing else (no refund, no mail). The
// winner's move also writes its system line in the guest's conversation with the host and the
// notifications of whoever must know, in the same transaction (issue 26 §1 and §4).

/**
 * Booking `id` locked for the rest of the caller's transaction (a racing cancellation, expiry,
 * decline or payment waits), as it is once the lock is held; undefined if there is none.
 */
export function lockBookingForChange(tx: Transaction, id: string) {
  return repo.lockBooking(tx, id);
}

/** The guest's own booking (its row), or undefined when it does not exist or is someone else's. */
export async function guestsOwnBooking(db: Executor, guestId: string, bookingId: string) {
  const parties = await repo.bookingParties(db, bookingId);
  if (!parties || parties.guestId !== guestId) return undefined;
  return repo.bookingById(db, bookingId);
}

/** An online hold whose order could not be made ends unpaid at once, unless something ended it first. */
export function endHoldUnpaid(db: Executor, bookingId: string) {
  return repo.endBooking(db, bookingId, ['pending'], { status: 'expired', paymentStatus: 'failed' });
}

/**
 * A captured payment confirms its booking, pending or lapsed (expired), in a savepoint: an expired
 * booking whose nights were taken meanwhile is refused by the no-overlap constraint, which undoes
 * only this step. True if this call confirmed it.
 */
export async function confirmPaidBooking(tx: Transaction, bookingId: string): Promise<boolean> {
  let confirmed: boolean;
  try {
    confirmed = await tx.transaction((step) =>
      repo.confirmBooking(step, bookingId, ['pending', 'expired'], { paymentStatus: 'paid' }),
    );
  } catch (err) {
    if (sqlState(err) === EXCLUSION_VIOLATION) return false;
    throw err;
  }
  if (confirmed) {
    await recordBookingEvent(tx, bookingId, 'confirmed');
    await notifyBookingEvent(tx, bookingId, 'confirmed');
  }
  return confirmed;
}

/** The booking's payment was refunded in full (its status is left as it is). */
export function markBookingRefunded(db: Executor, bookingId: string) {
  return repo.updateBooking(db, bookingId, { paymentStatus: 'refunded' });
}

/** The host accepts a pending contact request: confirmed, answered now. True if this call did. */
export async function acceptRequest(tx: Transaction, bookingId: string, now: Date) {
  const accepted = await repo.confirmBooking(tx, bookingId, ['pending'], { answeredAt: now });
  if (accepted) {
    await recordBookingEvent(tx, bookingId, 'accepted');
    await notifyBookingEvent(tx, bookingId, 'accepted');
  }
  return accepted;
}

/** The host declines a pending contact request (nights free at once). True if this call did. */
export async function declineRequest(
  tx: Transaction,
  bookingId: string,
  now: Date,
  declineMessage: string | null,
) {
  const declined = await repo.endBooking(tx, bookingId, ['pending'], {
    status: 'declined',
    answeredAt: now,
    declineMessage,
  });
  if (declined) {
    await recordBookingEvent(tx, bookingId, 'declined');
    await notifyBookingEvent(tx, bookingId, 'declined');
  }
  return declined;
}

/**
 * A pending or confirmed booking is cancelled by `by` (its nights free at once), with the payment
 * status its refund leaves (none: unchanged). True if this call cancelled it.
 */
export async function cancelActiveBooking(
  tx: Transaction,
  bookingId: string,
  cancellation: {
    by: CancelledBy;
    reason: string | null;
    now: Date;
    paymentStatus?: 'refunded' | 'partially_refunded';
  },
) {
  const { by, reason, now, paymentStatus } = cancellation;
  const cancelled = await repo.endBooking(tx, bookingId, repo.ACTIVE, {
    status: 'cancelled',
    cancelledAt: now,
    cancelledBy: by,
    cancellationReason: reason,
    ...(paymentStatus && { paymentStatus }),
  });
  if (cancelled) {
    await recordBookingEvent(tx, bookingId, cancelledEvent(by));
    await notifyBookingEvent(tx, bookingId, `cancelled_by_${by}`);
  }
  return cancelled;
}

/**
 * Contact requests left unanswered for `requestExpiryHours` (REQUEST_EXPIRY_HOURS) expire, their
 * nights free; guest and host are notified. Returns the ids this call expired.
 */
export async function expireUnansweredRequests(tx: Transaction, now: Date, requestExpiryHours: number) {
  const ids = await repo.expireUnansweredRequests(
    tx,
    requestsExpireIfMadeBefore(now, requestExpiryHours),
    now,
  );
  for (const id of ids) await notifyBookingEvent(tx, id, 'expired');
  return ids;
}
