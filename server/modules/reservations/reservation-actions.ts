import { m } from '#i18n/messages.js';
import { requestHasLapsed } from '../../../domain/rules/request-expiry.ts';
import { hasStayEnded } from '../../../domain/rules/stay-clock.ts';
import type { Transaction } from '../../db/client.ts';
import { conflict, notFound } from '../../http/http-error.ts';
import { type LockedBooking, lockOwnedBooking } from './reservations.repository.ts';

// What a host's accept, decline or cancel does to a booking in each state (issue 12 §1): go ahead,
// answer it unchanged (answering twice changes nothing), or refuse with 409 saying why.

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
export const REFUSAL: Record<State, () => string> = {
  request: () => m.server_refusal_decline_request(),
  lapsedRequest: () => m.server_refusal_request_expired(),
  awaitingPayment: () => m.server_refusal_awaiting_payment(),
  confirmed: () => m.server_refusal_already_confirmed(),
  ended: () => m.server_refusal_stay_ended(),
  declined: () => m.server_refusal_request_declined(),
  expired: () => m.server_refusal_request_expired(),
  cancelled: () => m.server_refusal_booking_cancelled(),
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
  if (!booking) throw notFound(m.server_reservation_not_found());
  const state = stateOf(booking, now, requestExpiryHours);
  const step = ALLOWED[action][state];
  if (!step) throw conflict(REFUSAL[state]());
  return step;
}
