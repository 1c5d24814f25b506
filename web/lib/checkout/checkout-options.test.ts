import { describe, expect, it } from 'vitest';
import { CHECKOUT_THEME_COLOR, checkoutOptionsFor, prefillOf } from './checkout-options.ts';

const order = {
  keyId: 'rzp_test_key',
  amount: 4350000,
  currency: 'INR' as const,
  orderId: 'order_1',
  bookingId: 'b1',
  holdExpiresAt: '2027-03-01T09:30:00.000Z',
};

describe('prefillOf', () => {
  it("fills the checkout's name, e-mail and phone from the signed-in traveller", () => {
    expect(
      prefillOf({ firstName: 'Asha', lastName: 'Rao', email: 'asha@x.in', phone: '+919800000000' }),
    ).toEqual({
      name: 'Asha Rao',
      email: 'asha@x.in',
      contact: '+919800000000',
    });
  });

  it('leaves out what is unknown', () => {
    expect(prefillOf({ firstName: null, lastName: 'Rao', email: 'r@x.in', phone: null })).toEqual({
      name: 'Rao',
      email: 'r@x.in',
      contact: '',
    });
    expect(prefillOf(null)).toEqual({ name: '', email: '', contact: '' });
  });
});

describe('checkoutOptionsFor', () => {
  it("opens the server's order in paise as Basera, described by the listing's title", () => {
    const paid = () => {};
    const dismissed = () => {};
    const options = checkoutOptionsFor(order, { title: 'Sea View Villa', payer: null }, { paid, dismissed });
    expect(options).toMatchObject({
      key: 'rzp_test_key',
      amount: 4350000,
      currency: 'INR',
      order_id: 'order_1',
      name: 'Basera',
      description: 'Sea View Villa',
      theme: { color: CHECKOUT_THEME_COLOR },
    });
    expect(options.handler).toBe(paid);
    expect(options.modal.ondismiss).toBe(dismissed);
  });
});
