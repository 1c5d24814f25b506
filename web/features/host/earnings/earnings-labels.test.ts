import { describe, expect, it } from 'vitest';
import {
  breakdownLines,
  deductionText,
  financialYearText,
  payoutStatusBadge,
  withheldNote,
} from './earnings-labels.ts';

const stay = {
  grossPaise: 900_000,
  gstPassedPaise: 0,
  commissionPaise: 27_000,
  commissionGstPaise: 4_860,
  tdsPaise: 900,
  tcsPaise: 0,
};

describe('earnings labels', () => {
  it('reads a payout status as the host would say it', () => {
    expect(payoutStatusBadge('on_hold')).toEqual({ label: 'Upcoming', tone: 'yellow' });
    expect(payoutStatusBadge('settled')).toEqual({ label: 'Paid', tone: 'green' });
    expect(payoutStatusBadge('reversed')).toEqual({ label: 'Refunded to guest', tone: 'grey' });
  });

  it('writes a deduction with a minus, unless nothing was taken', () => {
    expect(deductionText(31_860)).toBe('− ₹318.60');
    expect(deductionText(0)).toBe('₹0');
  });

  it('names a financial year by its months', () => {
    expect(financialYearText('2026-27')).toBe('FY 2026-27 (Apr 2026 – Mar 2027)');
  });

  it('breaks a stay down from gross to net, GST passed only when there is some', () => {
    expect(breakdownLines(stay).map((line) => [line.label, line.paise, line.deducted])).toEqual([
      ['Gross', 900_000, false],
      ['Commission', 27_000, true],
      ['GST on commission', 4_860, true],
      ['Taxes withheld', 900, true],
    ]);
    const registered = { ...stay, gstPassedPaise: 45_000, tcsPaise: 4_500 };
    expect(breakdownLines(registered).map((line) => line.label)).toContain('GST passed to you');
    expect(breakdownLines(registered).at(-1)?.paise).toBe(5_400);
    expect(withheldNote(registered)).toBe('TDS (0.1%) and TCS (0.5%)');
    expect(withheldNote(stay)).toBe('TDS (0.1%)');
  });
});
