import { describe, expect, it } from 'vitest';
import {
  checkPriceRange,
  PRICE_MAX_BELOW_MIN,
  PRICE_NOT_A_NUMBER,
  PRICE_TOO_HIGH,
  priceDraftOf,
} from './price-range.ts';

describe('the price range of the filters', () => {
  it('takes empty fields as no bound', () => {
    expect(checkPriceRange({ min: '', max: ' ' })).toEqual({
      errors: {},
      range: { minPrice: null, maxPrice: null },
    });
  });

  it('takes whole rupees, with or without ₹ and Indian commas', () => {
    expect(checkPriceRange({ min: '0', max: '₹14,500' }).range).toEqual({ minPrice: 0, maxPrice: 14500 });
    expect(checkPriceRange({ min: '2000', max: '' }).range).toEqual({ minPrice: 2000, maxPrice: null });
  });

  it('refuses negative, decimal and non-numbers under their field', () => {
    expect(checkPriceRange({ min: '-5', max: 'abc' })).toEqual({
      errors: { min: PRICE_NOT_A_NUMBER, max: PRICE_NOT_A_NUMBER },
      range: null,
    });
    expect(checkPriceRange({ min: '', max: '99.5' }).errors).toEqual({ max: PRICE_NOT_A_NUMBER });
  });

  it('refuses a maximum below the minimum, and allows them equal', () => {
    expect(checkPriceRange({ min: '5000', max: '4000' })).toEqual({
      errors: { max: PRICE_MAX_BELOW_MIN },
      range: null,
    });
    expect(checkPriceRange({ min: '5000', max: '5000' }).range).toEqual({ minPrice: 5000, maxPrice: 5000 });
  });

  it('refuses more than the API takes', () => {
    expect(checkPriceRange({ min: '', max: '10000001' }).errors).toEqual({ max: PRICE_TOO_HIGH });
    expect(PRICE_TOO_HIGH).toBe('Enter at most ₹1,00,00,000');
  });

  it('fills the fields from the search', () => {
    expect(priceDraftOf({ minPrice: 0, maxPrice: null })).toEqual({ min: '0', max: '' });
  });
});
