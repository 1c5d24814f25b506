import type {
  HostReservation,
  HostReservationList,
  ReservationTab,
} from '../../../domain/schemas/host-operations.ts';
import type { AppDeps } from '../../app-deps.ts';
import type { Executor } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { appUrl } from '../../http/app-url.ts';
import { acceptRequest, bookingFacts, declineRequest } from '../bookings/index.ts';
import { lockForAction } from './reservation-actions.ts';
import { requestAcceptedMail, requestDeclinedMail } from './reservation-mail.ts';
import { hostReservationOf } from './reservation-views.ts';
import * as repo from './reservations.repository.ts';

/** GET /api/owner/reservations: the owner's bookings in `tab`, across all their listings. */
export async function listReservations(
  { db, config }: Pick<AppDeps, 'db' | 'config'>,
  ownerId: string,
  tab: ReservationTab,
  now = new Date(),
): Promise<HostReservationList> {
  const rows = await repo.reservationsOfOwner(db, ownerId, tab, now);
  return { reservations: rows.map((row) => hostReservationOf(row, config.requestExpiryHours)) };
}

/** The booking as its host now sees it (after the caller checked it is theirs). */
export async function reservationOf(
  db: Executor,
  bookingId: string,
  requestExpiryHours: number,
): Promise<HostReservation> {
  return hostReservationOf((await repo.reservationById(db, bookingId))!, requestExpiryHours);
}

/**
 * POST …/accept: the pending request becomes confirmed and the guest is mailed the host's contact
 * details. Its nights are already held under the database's no-overlap constraint since the
 * request was made, so no other booking can have them; the row lock makes a concurrent decline
 * or expiry wait and then find it answered.
 */
export async function acceptReservation(deps: AppDeps, ownerId: string, bookingId: string, now = new Date()) {
  return inTransaction(deps, async (tx, afterCommit) => {
    const step = await lockForAction(tx, ownerId, bookingId, 'accept', now, deps.config.requestExpiryHours);
    if (step === 'go' && (await acceptRequest(tx, bookingId, now))) {
      const { detail, languages } = await bookingFacts(tx, bookingId);
      await deps.outbox.enqueue(tx, requestAcceptedMail(appUrl(deps.config), detail, languages.guest));
      afterCommit(deps.outbox.kick);
    }
    return reservationOf(tx, bookingId, deps.config.requestExpiryHours);
  });
}

/** POST …/decline: declined with the host's message (if any); the nights free at once (trigger). */
export async function declineReservation(
  deps: AppDeps,
  ownerId: string,
  bookingId: string,
  message: string,
  now = new Date(),
) {
  return inTransaction(deps, async (tx, afterCommit) => {
    const declineMessage = message.trim() || null;
    const step = await lockForAction(tx, ownerId, bookingId, 'decline', now, deps.config.requestExpiryHours);
    if (step === 'go' && (await declineRequest(tx, bookingId, now, declineMessage))) {
      const { detail, languages } = await bookingFacts(tx, bookingId);
      await deps.outbox.enqueue(
        tx,
        requestDeclinedMail(appUrl(deps.config), detail, declineMessage, languages.guest),
      );
      afterCommit(deps.outbox.kick);
    }
    return reservationOf(tx, bookingId, deps.config.requestExpiryHours);
  });
}
