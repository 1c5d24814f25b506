import { m } from '#i18n/messages.js';
import type { PayoutAnswer } from '../../../domain/schemas/payouts.ts';
import type { AppDeps } from '../../app-deps.ts';
import { notFound } from '../../http/http-error.ts';
import * as repo from './payouts.repository.ts';

type Deps = Pick<AppDeps, 'db'>;

/** A host's payouts as the API answers them, newest check-in first, each with its events. */
export async function payoutsOf({ db }: Deps, hostId: string): Promise<PayoutAnswer[]> {
  const rows = await repo.payoutsOfHost(db, hostId);
  const events = await repo.eventsOfPayouts(
    db,
    rows.map((row) => row.payout.id),
  );
  return rows.map(({ payout, propertyTitle, checkInDate }) => ({
    id: payout.id,
    bookingId: payout.bookingId,
    propertyTitle,
    checkInDate,
    grossPaise: payout.grossPaise,
    gstPassedPaise: payout.gstPassedPaise,
    commissionPaise: payout.commissionPaise,
    commissionGstPaise: payout.commissionGstPaise,
    tdsPaise: payout.tdsPaise,
    tcsPaise: payout.tcsPaise,
    netPaise: payout.netPaise,
    status: payout.status,
    releaseAt: payout.releaseAt.toISOString(),
    events: events
      .filter((event) => event.payoutId === payout.id)
      .map((event) => ({
        kind: event.kind,
        amountPaise: event.amountPaise,
        detail: event.detail,
        at: event.at.toISOString(),
      })),
  }));
}

/** GET /api/admin/hosts/{id}/payouts: 404 when no such user. */
export async function hostPayoutsForAdmin(deps: Deps, hostId: string): Promise<PayoutAnswer[]> {
  if (!(await repo.userExists(deps.db, hostId))) throw notFound(m.server_host_not_found());
  return payoutsOf(deps, hostId);
}
