import { type Paise, subtractPaise, ZERO_PAISE } from '../../../domain/money.ts';
import { payoutSplit } from '../../../domain/rules/payouts/payout-split.ts';
import type { AppDeps } from '../../app-deps.ts';
import type { Transaction } from '../../db/client.ts';
import type { AfterCommit } from '../../db/transaction.ts';
import * as repo from './payouts.repository.ts';

type Deps = Pick<AppDeps, 'config' | 'db' | 'log' | 'payments'>;

/** What a refund of a stay gave back of the host's supply: the accommodation and its GST. */
export type RefundedStay = {
  bookingId: string;
  /** The refunded nights and cleaning (the accommodation's taxable value given back). */
  accommodationPaise: Paise;
  /** The accommodation GST given back with them. */
  accommodationGstPaise: Paise;
  /** A host's cancellation or Basera's (a ban): the host keeps nothing of the stay. */
  hostKeepsNothing: boolean;
};

const NOT_YET_PAID = new Set(['awaiting_account', 'on_hold', 'failed']);

/**
 * Inside the transaction that records a cancellation's refund (decision 93): the payout is computed
 * again from what the host keeps. Before release its amounts simply change (`reversed` when nothing is
 * left); after release the difference is taken back from the host's transfer by a reversal at the
 * gateway, sent after commit and recorded as the payout's events.
 */
export async function movePayoutForRefund(
  deps: Deps,
  tx: Transaction,
  afterCommit: AfterCommit,
  refund: RefundedStay,
  now: Date,
) {
  const payout = await repo.lockPayoutOfBooking(tx, refund.bookingId);
  if (!payout || payout.status === 'reversed') return;
  const hostIsSupplier = (await repo.accommodationSection95(tx, refund.bookingId)) === false;
  const keeps = (whole: Paise, back: Paise) =>
    refund.hostKeepsNothing || back >= whole ? ZERO_PAISE : subtractPaise(whole, back);
  const split = payoutSplit({
    accommodationTaxablePaise: keeps(payout.grossPaise, refund.accommodationPaise),
    // Only a supplying host was passed the GST; Basera's own (s.9(5)) is not the host's to lose.
    accommodationGstPaise: keeps(payout.gstPassedPaise, refund.accommodationGstPaise),
    hostIsSupplier,
    commissionPercent: deps.config.hostCommissionPercent,
  });
  if (split.grossPaise === payout.grossPaise && split.netPaise === payout.netPaise) return; // nothing given back
  const nothingLeft = split.netPaise === 0;
  if (NOT_YET_PAID.has(payout.status)) {
    await repo.changePayout(
      tx,
      payout.id,
      { ...split, status: nothingLeft ? 'reversed' : payout.status },
      now,
    );
    await repo.insertPayoutEvent(tx, {
      payoutId: payout.id,
      kind: 'recomputed',
      amountPaise: split.netPaise,
      split,
      at: now,
    });
    return;
  }
  const reversalPaise = subtractPaise(payout.netPaise, split.netPaise);
  if (reversalPaise <= 0) return;
  await repo.changePayout(
    tx,
    payout.id,
    { ...split, status: nothingLeft ? 'reversed' : 'partially_reversed' },
    now,
  );
  await repo.insertPayoutEvent(tx, {
    payoutId: payout.id,
    kind: 'reversal',
    amountPaise: reversalPaise,
    split,
    at: now,
  });
  afterCommit(() => reverseAtGateway(deps, payout, reversalPaise));
}

/** The reversal at the gateway, after commit; its id is recorded as the payout's event. */
async function reverseAtGateway(deps: Deps, payout: repo.PayoutRow, amountPaise: Paise) {
  try {
    if (!payout.transferId) throw new Error('the payout has no transfer id yet');
    const { reversalId } = await deps.payments.reverseTransfer({
      transferId: payout.transferId,
      amountPaise,
    });
    await deps.db.transaction((tx) =>
      repo.insertPayoutEvent(tx, {
        payoutId: payout.id,
        kind: 'reversal.processed',
        amountPaise,
        detail: reversalId,
        at: new Date(),
      }),
    );
  } catch (err) {
    deps.log.error({ err, payoutId: payout.id, amountPaise }, 'payout reversal failed: for a person to make');
  }
}
