import { describe, expect, it } from 'vitest';
import { quoteAnswer, quoteStay } from './stay-quote.ts';

describe('quoteStay', () => {
  it('adds every night, then the cleaning and service fee once', () => {
    const quote = quoteStay({
      nightPrices: ['4500.00', '4500.00', '5200.50'],
      cleaningFee: '800.00',
      serviceFee: '499.99',
      state: 'Goa',
    });
    // Every night's value (price + its share of cleaning) is under ₹7,500: 5% on ₹15,000.50;
    // the service fee at 18%. Each half rounds half up: ₹375.0125 → ₹375.01, ₹44.9991 → ₹45.00.
    const taxes = {
      lines: [
        {
          kind: 'accommodation',
          sac: '996311',
          taxableValuePaise: 1_500_050,
          ratePercent: 5,
          cgstPaise: 37_501,
          sgstPaise: 37_501,
          utgstPaise: 0,
        },
        {
          kind: 'service',
          sac: '998552',
          taxableValuePaise: 49_999,
          ratePercent: 18,
          cgstPaise: 4_500,
          sgstPaise: 4_500,
          utgstPaise: 0,
        },
      ],
      totalPaise: 84_002,
    };
    expect(quote).toEqual({
      nights: 3,
      nightlyTotalPaise: 1_420_050,
      cleaningFeePaise: 80_000,
      serviceFeePaise: 49_999,
      subtotalPaise: 1_550_049,
      taxes,
      totalPaise: 1_634_051,
    });
    expect(quoteAnswer(quote)).toEqual({
      nights: 3,
      nightlyTotal: '14200.50',
      cleaningFee: '800.00',
      serviceFee: '499.99',
      subtotal: '15500.49',
      subtotalPaise: 1_550_049,
      taxes,
      total: '16340.51',
      totalPaise: 1_634_051,
      currency: 'INR',
    });
  });

  it("charges the issue's example: ₹7,000 a night, ₹1,000 cleaning, 2 nights, no fee → ₹15,750.00", () => {
    const quote = quoteStay({
      nightPrices: ['7000.00', '7000.00'],
      cleaningFee: '1000.00',
      serviceFee: '0.00',
      state: 'Karnataka',
    });
    expect(quote.subtotalPaise).toBe(1_500_000);
    expect(quote.taxes.totalPaise).toBe(75_000);
    expect(quote.totalPaise).toBe(1_575_000);
  });

  it('refuses a listing outside any Indian state or union territory', () => {
    expect(() =>
      quoteStay({ nightPrices: ['100.00'], cleaningFee: '0', serviceFee: '0', state: 'Bengaluru' }),
    ).toThrow(RangeError);
  });

  it('is exact where floating point is not (0.1 + 0.2)', () => {
    const quote = quoteStay({
      nightPrices: ['0.10', '0.20'],
      cleaningFee: '0',
      serviceFee: '0',
      state: 'Goa',
    });
    expect(quoteAnswer(quote).subtotal).toBe('0.30');
  });

  it('is nights × the nightly price when every night costs the same (₹1,234.50 × 3, to the paisa)', () => {
    const quote = quoteStay({
      nightPrices: Array(3).fill('1234.50'),
      cleaningFee: '0.00',
      serviceFee: '0.00',
      state: 'Goa',
    });
    expect(quote.nightlyTotalPaise).toBe(370_350);
    expect(quoteAnswer(quote).subtotal).toBe('3703.50');
  });

  it('adds a fee only when it is above 0', () => {
    const prices = { nightPrices: ['2500.00'], serviceFee: '0.00', state: 'Goa' };
    const withoutFees = quoteStay({ ...prices, cleaningFee: '0.00' });
    expect(withoutFees.subtotalPaise).toBe(withoutFees.nightlyTotalPaise);
    const cleaningOnly = quoteStay({ ...prices, cleaningFee: '0.01' });
    expect(cleaningOnly.subtotalPaise).toBe(250_001);
  });

  it('refuses a stay without nights', () => {
    expect(() => quoteStay({ nightPrices: [], cleaningFee: '0', serviceFee: '0', state: 'Goa' })).toThrow(
      RangeError,
    );
  });
});
