import { type Paise, subtractPaise, ZERO_PAISE } from '../../money.ts';
import type { PayoutSplit } from '../payouts/payout-split.ts';

// A payout as it stood at an instant, read back from its events (decision 94): which amounts it had
// (the last `created`, `recomputed` or `reversal` before then) and whether its net was with the
// host (released, and not since put back by a transfer error or failure).

export type PayoutEventFact = {
  kind: string;
  at: Date;
  /** The payout's amounts after the event, on the events that set them. */
  split: PayoutSplit | null;
};

export type PayoutStanding = {
  amounts: PayoutSplit;
  /** The net the host had been paid (released, less reversals), else 0. */
  paidPaise: Paise;
  /** The net owed to the host and not yet paid out, else 0. */
  owedPaise: Paise;
};

export const NO_PAYOUT: PayoutSplit = {
  grossPaise: ZERO_PAISE,
  gstPassedPaise: ZERO_PAISE,
  commissionPaise: ZERO_PAISE,
  commissionGstPaise: ZERO_PAISE,
  tdsPaise: ZERO_PAISE,
  tcsPaise: ZERO_PAISE,
  netPaise: ZERO_PAISE,
};

/** Events after which the net is with the host, and those after which it is not (any more). */
const PAID_OUT = new Set(['released']);
const NOT_PAID_OUT = new Set(['transfer_error', 'transfer.failed', 'requeued']);

/** The payout as its events (in the order recorded) left it just before `instant`. */
export function payoutStandingAt(events: PayoutEventFact[], instant: Date): PayoutStanding {
  let amounts = NO_PAYOUT;
  let withHost = false;
  for (const event of events) {
    if (event.at.getTime() >= instant.getTime()) continue;
    if (event.split) amounts = event.split;
    if (PAID_OUT.has(event.kind)) withHost = true;
    if (NOT_PAID_OUT.has(event.kind)) withHost = false;
  }
  return {
    amounts,
    paidPaise: withHost ? amounts.netPaise : ZERO_PAISE,
    owedPaise: withHost ? ZERO_PAISE : amounts.netPaise,
  };
}

export type PayoutMonth = {
  /** What changed within [from, to): each amount at `to` less at `from`. */
  change: PayoutSplit;
  /** The accommodation supplied in the window (rises of the gross) and given back (its falls). */
  suppliedPaise: Paise;
  returnedPaise: Paise;
  /** Paid out to the host in the window, less what was taken back from them. */
  releasedPaise: Paise;
  /** Owed to the host and not paid out at `to`. */
  pendingPaise: Paise;
};

const KEYS = Object.keys(NO_PAYOUT) as (keyof PayoutSplit)[];

/** A payout's part of a month's figures: the changes its events made within [from, to). */
export function payoutMonth(events: PayoutEventFact[], from: Date, to: Date): PayoutMonth {
  const start = payoutStandingAt(events, from);
  const end = payoutStandingAt(events, to);
  const change = Object.fromEntries(
    KEYS.map((key) => [key, subtractPaise(end.amounts[key], start.amounts[key])]),
  ) as PayoutSplit;
  // Each change of the gross belongs to the month of the event that made it.
  let supplied = 0;
  let returned = 0;
  let gross = 0;
  for (const event of events) {
    if (!event.split) continue;
    const step = event.split.grossPaise - gross;
    gross = event.split.grossPaise;
    if (event.at.getTime() < from.getTime() || event.at.getTime() >= to.getTime()) continue;
    if (step > 0) supplied += step;
    else returned -= step;
  }
  return {
    change,
    suppliedPaise: supplied as Paise,
    returnedPaise: returned as Paise,
    releasedPaise: subtractPaise(end.paidPaise, start.paidPaise),
    pendingPaise: end.owedPaise,
  };
}
