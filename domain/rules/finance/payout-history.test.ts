import { describe, expect, it } from 'vitest';
import { paise } from '../../money.ts';
import { payoutSplit } from '../payouts/payout-split.ts';
import { NO_PAYOUT, type PayoutEventFact, payoutMonth, payoutStandingAt } from './payout-history.ts';

// The payout tests' stay: ₹9,000 of an unregistered host, net ₹8,672.40; after the guest gets half
// the nights back, ₹4,336.20.
const split = (gross: number) =>
  payoutSplit({
    accommodationTaxablePaise: paise(gross),
    accommodationGstPaise: paise(gross / 20),
    hostIsSupplier: false,
    commissionPercent: 3,
  });
const WHOLE = split(900_000);
const HALF = split(450_000);
const at = (iso: string) => new Date(iso);
const NOVEMBER = [at('2026-10-31T18:30:00Z'), at('2026-11-30T18:30:00Z')] as const;
const DECEMBER = [at('2026-11-30T18:30:00Z'), at('2026-12-31T18:30:00Z')] as const;

const event = (kind: string, iso: string, amounts: PayoutEventFact['split'] = null): PayoutEventFact => ({
  kind,
  at: at(iso),
  split: amounts,
});

describe('payoutStandingAt', () => {
  const events = [
    event('created', '2026-11-10T10:00:00Z', WHOLE),
    event('released', '2026-11-20T10:00:00Z'),
    event('transfer.processed', '2026-11-20T10:01:00Z'),
    event('reversal', '2026-12-02T10:00:00Z', HALF),
  ];

  it('is nothing before the payout was made, and owed from then until release', () => {
    expect(payoutStandingAt(events, at('2026-11-10T09:59:59Z'))).toEqual({
      amounts: NO_PAYOUT,
      paidPaise: 0,
      owedPaise: 0,
    });
    expect(payoutStandingAt(events, at('2026-11-15T00:00:00Z'))).toMatchObject({
      paidPaise: 0,
      owedPaise: 867_240,
    });
  });

  it('is with the host after release, less what a reversal took back', () => {
    expect(payoutStandingAt(events, at('2026-11-25T00:00:00Z'))).toMatchObject({
      paidPaise: 867_240,
      owedPaise: 0,
    });
    expect(payoutStandingAt(events, at('2026-12-05T00:00:00Z'))).toEqual({
      amounts: HALF,
      paidPaise: 433_620,
      owedPaise: 0,
    });
  });

  it('is owed again after a transfer error or a failed transfer', () => {
    for (const kind of ['transfer_error', 'transfer.failed'])
      expect(
        payoutStandingAt(
          [...events.slice(0, 2), event(kind, '2026-11-21T00:00:00Z')],
          at('2026-11-22T00:00:00Z'),
        ),
      ).toMatchObject({ paidPaise: 0, owedPaise: 867_240 });
  });
});

describe('payoutMonth', () => {
  it('dates the supply and its release in the month they happened, the reversal in the next', () => {
    const events = [
      event('created', '2026-11-10T10:00:00Z', WHOLE),
      event('released', '2026-11-20T10:00:00Z'),
      event('reversal', '2026-12-02T10:00:00Z', HALF),
    ];
    const november = payoutMonth(events, ...NOVEMBER);
    expect(november).toEqual({
      change: WHOLE,
      suppliedPaise: 900_000,
      returnedPaise: 0,
      releasedPaise: 867_240,
      pendingPaise: 0,
    });
    const december = payoutMonth(events, ...DECEMBER);
    expect(december).toEqual({
      change: {
        grossPaise: -450_000,
        gstPassedPaise: 0,
        commissionPaise: -13_500,
        commissionGstPaise: -2_430,
        tdsPaise: -450,
        tcsPaise: 0,
        netPaise: -433_620,
      },
      suppliedPaise: 0,
      returnedPaise: 450_000,
      releasedPaise: -433_620,
      pendingPaise: 0,
    });
    // The months add up to the payout as it stands.
    expect(november.change.commissionPaise + december.change.commissionPaise).toBe(HALF.commissionPaise);
  });

  it('counts a held payout as pending at the month end, lowered by a cancellation before release', () => {
    const events = [
      event('created', '2026-11-10T10:00:00Z', WHOLE),
      event('recomputed', '2026-11-12T10:00:00Z', HALF),
      event('released', '2026-12-03T08:30:00Z'),
    ];
    expect(payoutMonth(events, ...NOVEMBER)).toMatchObject({
      change: HALF,
      suppliedPaise: 900_000,
      returnedPaise: 450_000,
      releasedPaise: 0,
      pendingPaise: 433_620,
    });
    expect(payoutMonth(events, ...DECEMBER)).toMatchObject({ releasedPaise: 433_620, pendingPaise: 0 });
  });

  it('counts an instant on the boundary in the month it begins (midnight of the 1st in India)', () => {
    const events = [event('created', '2026-11-30T18:30:00Z', WHOLE)];
    expect(payoutMonth(events, ...NOVEMBER).change.grossPaise).toBe(0);
    expect(payoutMonth(events, ...DECEMBER).change.grossPaise).toBe(900_000);
  });
});
