import { describe, expect, it } from 'vitest';
import { nightPrice, nightPricesOf, nightsToPrice } from './night-prices.ts';
import { quoteStay } from './stay-quote.ts';

const overrides = new Map([
  ['2027-03-12', '6000.00'],
  ['2027-03-13', '6500.00'],
]);

describe('the nightly-price rule', () => {
  it('a night costs its override, else the base price', () => {
    expect(nightPrice('4500.00', overrides, '2027-03-12')).toBe('6000.00');
    expect(nightPrice('4500.00', overrides, '2027-03-11')).toBe('4500.00');
    expect(nightPrice('4500.00', new Map(), '2027-03-12')).toBe('4500.00');
  });

  it('prices a stay across an override boundary night by night', () => {
    // Thu 11 to Sun 14 March 2027: one base night, then the two overridden weekend nights.
    const prices = nightPricesOf('4500.00', overrides, ['2027-03-11', '2027-03-12', '2027-03-13']);
    expect(prices).toEqual(['4500.00', '6000.00', '6500.00']);
    const quote = quoteStay({ nightPrices: prices, cleaningFee: '500.00', serviceFee: '0.00', state: 'Goa' });
    expect(quote.nightlyTotalPaise).toBe(1_700_000);
    expect(quote.subtotalPaise).toBe(1_750_000);
  });

  it('a stay that ends on the first overridden date pays no override (the check-out day is not a night)', () => {
    expect(nightPricesOf('4500.00', overrides, ['2027-03-10', '2027-03-11'])).toEqual(['4500.00', '4500.00']);
  });
});

describe('the nights a price change applies to', () => {
  it('all nights of a half-open range', () => {
    expect(nightsToPrice('2027-03-10', '2027-03-13', 'all')).toEqual([
      '2027-03-10',
      '2027-03-11',
      '2027-03-12',
    ]);
  });

  it('weekends: only Friday and Saturday nights', () => {
    // 8 March 2027 is a Monday; the range runs to Monday 22 March.
    expect(nightsToPrice('2027-03-08', '2027-03-22', 'weekends')).toEqual([
      '2027-03-12',
      '2027-03-13',
      '2027-03-19',
      '2027-03-20',
    ]);
  });
});
