import { describe, expect, it } from 'vitest';
import { stayTotalOf } from './stay-total.ts';

const haveli = { basePrice: '4500.00', cleaningFee: '800.00', serviceFee: '499.99', state: 'Goa' };
const stay = { checkIn: '2027-03-12', checkOut: '2027-03-15' };

describe('stayTotalOf', () => {
  it('charges what the quote charges: each night, the fees once, GST (₹16,340.51 for 3 nights)', () => {
    // The nights of stay-quote.test.ts's first example: ₹4,500, ₹4,500 and the host's ₹5,200.50.
    const overrides = new Map([['2027-03-14', '5200.50']]);
    expect(stayTotalOf(haveli, overrides, stay)).toEqual({
      nights: 3,
      total: '16340.51',
      totalPaise: 1_634_051,
    });
  });

  it("takes the host's price only for the nights it is set on, not the check-out day", () => {
    const outside = new Map([['2027-03-15', '9999.00']]);
    const plain = stayTotalOf(haveli, new Map(), stay);
    expect(stayTotalOf(haveli, outside, stay)).toEqual(plain);
    // ₹13,500 of nights + ₹800 cleaning, 5% GST ₹715; the ₹499.99 fee, 18% GST ₹90: ₹15,604.99.
    expect(plain).toEqual({ nights: 3, total: '15604.99', totalPaise: 1_560_499 });
  });

  it("names no total for a listing outside India's states, where the quote refuses to price", () => {
    expect(stayTotalOf({ ...haveli, state: 'Atlantis' }, new Map(), stay)).toBeNull();
    expect(stayTotalOf({ ...haveli, state: null }, new Map(), stay)).toBeNull();
  });

  it('names no total for a stay of no nights', () => {
    expect(stayTotalOf(haveli, new Map(), { checkIn: '2027-03-12', checkOut: '2027-03-12' })).toBeNull();
  });
});
