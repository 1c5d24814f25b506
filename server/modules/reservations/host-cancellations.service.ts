import type { HostReservation } from '../../../domain/schemas/host-operations.ts';
import type { AppDeps } from '../../app-deps.ts';
import { inTransaction } from '../../db/transaction.ts';
import { appUrl } from '../../http/app-url.ts';
import { cancelStay } from '../cancellations/index.ts';
import { lockForAction } from './reservation-actions.ts';
import { hostCancelledMail } from './reservation-mail.ts';
import { hostCancellationCounts as countsOf } from './reservations.repository.ts';
import { reservationOf } from './reservations.service.ts';

/**
 * POST …/cancel: the host cancels a confirmed stay that has not ended, with a reason. Through the
 * guest's cancellation path: the nights free at once, the guest gets everything paid back (the
 * host's rule, docs/cancellation-policy.md), recorded now and sent to the provider after commit.
 */
export async function cancelReservation(
  deps: AppDeps,
  ownerId: string,
  bookingId: string,
  reason: string,
  now = new Date(),
): Promise<HostReservation> {
  return inTransaction(deps, async (tx, afterCommit) => {
    if (
      (await lockForAction(tx, ownerId, bookingId, 'cancel', now, deps.config.requestExpiryHours)) === 'go'
    ) {
      const ended = await cancelStay(deps, tx, afterCommit, bookingId, { by: 'host', reason, now });
      // Lost to another ending (none can while the row is locked): answered as it is, no mail.
      if (ended) {
        await deps.outbox.enqueue(
          tx,
          hostCancelledMail(appUrl(deps.config), ended.detail, reason, ended.quote, ended.languages.guest),
        );
        afterCommit(deps.outbox.kick);
      }
    }
    return reservationOf(tx, bookingId, deps.config.requestExpiryHours);
  });
}

/** GET /api/admin/host-cancellations: listings whose hosts cancelled stays, most cancellations first. */
export async function hostCancellationCounts({ db }: Pick<AppDeps, 'db'>) {
  return (await countsOf(db)).map((row) => ({
    propertyId: row.property_id,
    title: row.title,
    ownerEmail: row.owner_email,
    hostCancellations: row.host_cancellations,
    lastCancelledAt: new Date(row.last_cancelled_at).toISOString(),
  }));
}
