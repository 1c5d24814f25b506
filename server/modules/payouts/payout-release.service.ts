import type { AppDeps } from '../../app-deps.ts';
import { inTransaction } from '../../db/transaction.ts';
import { notifyPayout } from '../notifications/index.ts';
import { payoutDestinationOf } from './payout-account.service.ts';
import * as repo from './payouts.repository.ts';

type Deps = Pick<AppDeps, 'db' | 'payments' | 'log'>;

/**
 * The `payouts.release` job (decision 92): every held payout whose release time has come is
 * transferred to the host's linked account now (Basera transfers at release rather than holding a
 * transfer at the gateway). Each payout is claimed in its own transaction (`released`), the gateway
 * is called outside any, and the transfer's id kept after; a gateway failure puts it back on hold for
 * the next minute's run. Never throws: one payout's failure does not stop the others.
 */
export async function releaseDuePayouts(deps: Deps, now = new Date()) {
  for (const id of await repo.duePayoutIds(deps.db, now, 20)) await releasePayout(deps, id, now);
}

async function releasePayout(deps: Deps, id: string, now: Date) {
  const claim = await inTransaction(deps, async (tx) => {
    const payout = await repo.claimForRelease(tx, id, now);
    if (!payout) return undefined;
    const destination = await payoutDestinationOf(tx, payout.hostId);
    const paymentId = await repo.capturedPaymentOf(tx, payout.bookingId);
    if (!destination || !paymentId) {
      // The account was removed since (or the payment is not found): the payout waits for one.
      await repo.setPayoutStatus(tx, id, 'awaiting_account', now);
      return undefined;
    }
    await repo.insertPayoutEvent(tx, {
      payoutId: id,
      kind: 'released',
      amountPaise: payout.netPaise,
      at: now,
    });
    const attempt = await repo.releaseCount(tx, id);
    return { payout, accountId: destination.linkedAccountId, paymentId, attempt };
  });
  if (!claim) return;
  try {
    const { transferId } = await deps.payments.transfer({
      paymentId: claim.paymentId,
      accountId: claim.accountId,
      amountPaise: claim.payout.netPaise,
      notes: { payout_id: id, attempt: String(claim.attempt) },
    });
    // The host is told once the gateway has the transfer, with its id.
    await inTransaction(deps, async (tx) => {
      await repo.recordTransferId(tx, id, transferId, new Date());
      await notifyPayout(tx, id, { kind: 'payout_released' });
    });
  } catch (err) {
    deps.log.error({ err, payoutId: id }, 'payout transfer failed: back on hold');
    await inTransaction(deps, async (tx) => {
      await repo.setPayoutStatus(tx, id, 'on_hold', now);
      await repo.insertPayoutEvent(tx, {
        payoutId: id,
        kind: 'transfer_error',
        detail: String(err),
        at: now,
      });
    });
  }
}
