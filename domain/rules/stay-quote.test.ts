import { describe, expect, it } from 'vitest';
import { quoteAnswer, quoteStay } from './stay-quote.ts';

describe('quoteStay', () => {
  it('adds every night, then the cleaning and service fee once', () => {
    const quote = quoteStay({
      nightPrices: ['4500.00', '4500.00', '5200.50'],
      cleaningFee: '800.00',
      serviceFee: '499.99',
    });
    expect(quote).toEqual({
      nights: 3,
      nightlyTotalPaise: 1_420_050,
      cleaningFeePaise: 80_000,
      serviceFeePaise: 49_999,
      totalPaise: 1_550_049,
    });
    expect(quoteAnswer(quote)).toEqual({
      nights: 3,
      nightlyTotal: '14200.50',
      cleaningFee: '800.00',
      serviceFee: '499.99',
      total: '15500.49',
      totalPaise: 1_550_049,
      currency: 'INR',
    });
  });

  it('is exact where floating point is not (0.1 + 0.2)', () => {
    const quote = quoteStay({ nightPrices: ['0.10', '0.20'], cleaningFee: '0', serviceFee: '0' });
    expect(quoteAnswer(quote).total).toBe('0.30');
  });

  it('is nights × the nightly price when every night costs the same (₹1,234.50 × 3, to the paisa)', () => {
    const quote = quoteStay({
      nightPrices: Array(3).fill('1234.50'),
      cleaningFee: '0.00',
      serviceFee: '0.00',
    });
    expect(quote.nightlyTotalPaise).toBe(370_350);
    expect(quoteAnswer(quote).total).toBe('3703.50');
  });

  it('adds a fee only when it is above 0', () => {
    const withoutFees = quoteStay({ nightPrices: ['2500.00'], cleaningFee: '0.00', serviceFee: '0.00' });
    expect(withoutFees.totalPaise).toBe(withoutFees.nightlyTotalPaise);
    const cleaningOnly = quoteStay({ nightPrices: ['2500.00'], cleaningFee: '0.01', serviceFee: '0.00' });
    expect(cleaningOnly.totalPaise).toBe(250_001);
  });

  it('refuses a stay without nights', () => {
    expect(() => quoteStay({ nightPrices: [], cleaningFee: '0', serviceFee: '0' })).toThrow(RangeError);
  });
});
