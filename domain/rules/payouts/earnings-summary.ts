import { addPaise, type Paise, ZERO_PAISE } from '../../money.ts';
import type { PayoutStatus } from '../../schemas/payouts.ts';
import { PAYOUT_AMOUNT_KEYS, type PayoutSplit } from './payout-split.ts';

// What a host's earnings page adds up (issue 25 §5), from the payout rows alone: the same ledger
// the payouts, the release job and the refunds write (decision 95).

/** A payout's seven amounts, in paise: the split's, as a refund left them. */
export type PayoutAmounts = PayoutSplit;
export type PayoutFigures = PayoutAmounts & { status: PayoutStatus; releaseAt: Date };

/**
 * Where a payout's net is counted:
 * - `upcoming`: on hold until its release time; paid on its own then.
 * - `onHold`: held until the host acts: no payout account yet, or the transfer failed.
 * - `paidOut`: transferred to the host's bank (`released` is on its way, `settled` arrived,
 *   `partially_reversed` is what is left after a refund took a share back).
 * - `none`: reversed; nothing is the host's (its net is 0).
 */
export type EarningsBucket = 'upcoming' | 'onHold' | 'paidOut' | 'none';

const BUCKETS: Record<PayoutStatus, EarningsBucket> = {
  on_hold: 'upcoming',
  awaiting_account: 'onHold',
  failed: 'onHold',
  released: 'paidOut',
  settled: 'paidOut',
  partially_reversed: 'paidOut',
  reversed: 'none',
};

export const earningsBucket = (status: PayoutStatus): EarningsBucket => BUCKETS[status];

/** The seven amounts added up over the payouts (all zero for none). */
export function totalAmounts(payouts: readonly PayoutAmounts[]): PayoutAmounts {
  const totals = Object.fromEntries(PAYOUT_AMOUNT_KEYS.map((key) => [key, ZERO_PAISE])) as PayoutAmounts;
  for (const payout of payouts)
    for (const key of PAYOUT_AMOUNT_KEYS) totals[key] = addPaise(totals[key], payout[key]);
  return totals;
}

export type EarningsSummary = {
  upcomingPaise: Paise;
  onHoldPaise: Paise;
  /** Paid out and counted in `paidOutPaise`, but not yet settled in the host's bank. */
  inTransitPaise: Paise;
  paidOutPaise: Paise;
  totals: PayoutAmounts;
};

/** The nets by where they stand, and every amount added up. */
export function earningsSummary(payouts: readonly PayoutFigures[]): EarningsSummary {
  const netIn = (keep: (payout: PayoutFigures) => boolean) =>
    addPaise(ZERO_PAISE, ...payouts.filter(keep).map((payout) => payout.netPaise));
  return {
    upcomingPaise: netIn((p) => earningsBucket(p.status) === 'upcoming'),
    onHoldPaise: netIn((p) => earningsBucket(p.status) === 'onHold'),
    inTransitPaise: netIn((p) => p.status === 'released'),
    paidOutPaise: netIn((p) => earningsBucket(p.status) === 'paidOut'),
    totals: totalAmounts(payouts),
  };
}

/**
 * The payouts a TDS statement lists at `now`: those credited to the host, with tax still deducted (a
 * payout reversed in full has none left). Section 194-O deducts at credit or payment, whichever is
 * earlier: a payout is credited once paid (transferred, whatever its release time said) or once its
 * release time has come (even while it waits for the host's account). Oldest release first.
 */
export function tdsDeductions<T extends PayoutFigures>(payouts: readonly T[], now: Date): T[] {
  return payouts
    .filter(
      (payout) =>
        (payout.releaseAt <= now || earningsBucket(payout.status) === 'paidOut') && payout.tdsPaise > 0,
    )
    .sort((a, b) => a.releaseAt.getTime() - b.releaseAt.getTime());
}
