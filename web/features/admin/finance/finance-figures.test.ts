import { describe, expect, it } from 'vitest';
import type { FinanceAnswer } from '../../../../domain/schemas/finance.ts';
import { financeFigures, monthName } from './finance-figures.ts';

const answer: FinanceAnswer = {
  month: '2026-11',
  chargedPaise: 25_000_000,
  refundedPaise: 472_500,
  payoutsReleasedPaise: -433_620,
  payoutsPendingPaise: 867_240,
  commissionPaise: 27_000,
  gst95ByState: [
    { state: 'Goa', paise: 45_000 },
    { state: 'Kerala', paise: 5_050 },
  ],
  tcsPaise: 5_000,
  tdsPaise: 900,
  unbalancedBookings: [],
};

describe('financeFigures', () => {
  it('shows each figure in rupees with Indian grouping, GST under 9(5) summed over the states', () => {
    expect(financeFigures(answer).map(({ label, value }) => `${label}: ${value}`)).toEqual([
      'Charged: ₹2,50,000',
      'Refunded: ₹4,725',
      'Paid to hosts: -₹4,336.20',
      'Owed to hosts: ₹8,672.40',
      'Commission: ₹270',
      'GST under 9(5): ₹500.50',
      'TCS: ₹50',
      'TDS: ₹9',
    ]);
  });

  it('names a month as people read it', () => {
    expect(monthName('2026-11')).toBe('November 2026');
    expect(monthName('2027-01')).toBe('January 2027');
  });
});
