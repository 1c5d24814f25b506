import { describe, expect, it } from 'vitest';
import { type Paise, paise } from '../../money.ts';
import type { PayoutStatus } from '../../schemas/payouts.ts';
import { earningsBucket, earningsSummary, type PayoutFigures, tdsDeductions } from './earnings-summary.ts';

/** A payout of an unregistered host: gross, 3% commission, its 18% GST, 0.1% TDS (whole paise here). */
function payout(status: PayoutStatus, gross: number, releaseAt = '2026-06-02T08:30:00Z'): PayoutFigures {
  const commission = gross * 0.03;
  const commissionGst = commission * 0.18;
  const tds = gross / 1000;
  const p = (n: number) => paise(Math.round(n)) as Paise;
  return {
    status,
    releaseAt: new Date(releaseAt),
    grossPaise: p(gross),
    gstPassedPaise: p(0),
    commissionPaise: p(commission),
    commissionGstPaise: p(commissionGst),
    tdsPaise: p(tds),
    tcsPaise: p(0),
    netPaise: p(gross - commission - commissionGst - tds),
  };
}

describe('earningsSummary', () => {
  it('counts each status where the host would look for it', () => {
    expect(earningsBucket('on_hold')).toBe('upcoming');
    expect(earningsBucket('awaiting_account')).toBe('onHold');
    expect(earningsBucket('failed')).toBe('onHold');
    expect(earningsBucket('released')).toBe('paidOut');
    expect(earningsBucket('settled')).toBe('paidOut');
    expect(earningsBucket('partially_reversed')).toBe('paidOut');
    expect(earningsBucket('reversed')).toBe('none');
  });

  it('adds the nets by status and every amount over the year', () => {
    // Nets: 1,000,000 → 963,600; 500,000 → 481,800; 200,000 → 192,720; 100,000 → 96,360.
    const payouts = [
      payout('on_hold', 1_000_000),
      payout('awaiting_account', 500_000),
      payout('failed', 200_000),
      payout('released', 100_000),
      payout('settled', 1_000_000),
      payout('partially_reversed', 500_000),
      payout('reversed', 0),
    ];
    expect(earningsSummary(payouts)).toEqual({
      upcomingPaise: 963_600,
      onHoldPaise: 481_800 + 192_720,
      inTransitPaise: 96_360,
      paidOutPaise: 96_360 + 963_600 + 481_800,
      totals: {
        grossPaise: 3_300_000,
        gstPassedPaise: 0,
        commissionPaise: 99_000,
        commissionGstPaise: 17_820,
        tdsPaise: 3_300,
        tcsPaise: 0,
        netPaise: 3_179_880,
      },
    });
  });

  it('answers zeros for a year without payouts', () => {
    const summary = earningsSummary([]);
    expect(summary.upcomingPaise + summary.onHoldPaise + summary.paidOutPaise).toBe(0);
    expect(Object.values(summary.totals)).toEqual([0, 0, 0, 0, 0, 0, 0]);
  });
});

describe('tdsDeductions', () => {
  it('lists the payouts credited by now (due, or paid early) with tax deducted, oldest first', () => {
    const due = payout('awaiting_account', 200_000, '2026-05-01T08:30:00Z');
    const reversed = payout('reversed', 0, '2026-05-02T08:30:00Z');
    const dueNow = payout('on_hold', 300_000, '2026-07-01T08:30:00Z');
    const paidEarly = payout('released', 100_000, '2026-07-05T08:30:00Z');
    const notYet = payout('on_hold', 400_000, '2026-08-01T08:30:00Z');
    const waiting = payout('awaiting_account', 400_000, '2026-08-02T08:30:00Z');
    const now = new Date('2026-07-01T08:30:00Z');
    expect(tdsDeductions([paidEarly, notYet, waiting, dueNow, reversed, due], now)).toEqual([
      due,
      dueNow,
      paidEarly,
    ]);
  });
});
