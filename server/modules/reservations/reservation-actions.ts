import { requestHasLapsed } from '../../../domain/rules/request-expiry.ts';
import { hasStayEnded } from '../../../domain/rules/stay-clock.ts';
import type { Transaction } from '../../db/client.ts';
import { conflict, notFound } from '../../http/http-error.ts';
import { type LockedBooking, lockOwnedBooking } from './reservations.repository.ts';

// What a host's accept, decline or cancel does to a booking in each state (issue 12 §1): go ahead,
// answer it unchanged (answering twice changes nothing), or refuse with 409 saying why.

export const RESERVATION_NOT_FOUND = 'Reservation not found';

export type HostAction = 'accept' | 'decline' | 'cancel';

type State =
  | 'request'
  | 'lapsedRequest'
  | 'awaitingPayment'
  | 'confirmed'
  | 'ended'
  | 'declined'
  | 'expired'
  | 'cancelled';

/** The refusal of an action a state does not allow (each is only reached by the actions it fits). */
export const REFUSAL: Record<State, string> = {
  request: 'Decline a request instead of cancelling it',
  lapsedRequest: 'This request has expired',
  awaitingPayment: "This booking is waiting for the guest's online payment, not for your answer",
  confirmed: 'This booking is already confirmed; cancel it instead, with a reason',
  ended: 'This stay has already ended',
  declined: 'This request was declined',
  expired: 'This request has expired',
  cancelled: 'This booking was cancelled',
};

const ALLOWED: Record<HostAction, Partial<Record<State, 'go' | 'same'>>> = {
  accept: { request: 'go', confirmed: 'same', ended: 'same' },
  decline: { request: 'go', declined: 'same' },
  cancel: { confirmed: 'go', cancelled: 'same' },
};

function stateOf(b: LockedBooking, now: Date, requestExpiryHours: number): State {
  switch (b.status) {
    case 'pending':
      if (b.payment_method !== 'contact') return 'awaitingPayment';
      // Past its answer time the sweep is about to expire it: too late to answer.
      return requestHasLapsed(b.created_at, now, requestExpiryHours) ? 'lapsedRequest' : 'request';
    case 'confirmed':
      return hasStayEnded(b.check_out, b.today) ? 'ended' : 'confirmed';
    case 'completed':
      return 'ended';
    default:
      return b.status;
  }
}

/**
 * Locks the booking for `action` by `ownerId`: 'go' to change it, 'same' to answer it as it is.
 * 404 unless it is a booking of one of the owner's listings; 409 when the action does not fit.
 */
export async function lockForAction(
  tx: Transaction,
  ownerId: string,
  bookingId: string,
  action: HostAction,
  now: Date,
  requestExpiryHours: number,
): Promise<'go' | 'same'> {
  const booking = await lockOwnedBooking(tx, bookingId, ownerId, now);
  if (!booking) throw notFound(RESERVATION_NOT_FOUND);
  const state = stateOf(booking, now, requestExpiryHours);
  const step = ALLOWED[action][state];
  if (!step) throw conflict(REFUSAL[state]);
  return step;
}
