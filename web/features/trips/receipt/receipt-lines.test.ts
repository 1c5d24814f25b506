import { describe, expect, it } from 'vitest';
import type { BookingDetail } from '../../../../domain/schemas/bookings.ts';
import { stayTaxesAt5 } from '../../../components/booking/tax-examples.ts';
import {
  addressLines,
  billedToLines,
  cancelledLine,
  chargeLines,
  guestName,
  partyLine,
  paymentMethodText,
  providerPaymentIdOf,
  receiptTaxes,
} from './receipt-lines.ts';

const booking = {
  nightPrices: [
    { date: '2027-03-12', price: '14500.00' },
    { date: '2027-03-13', price: '16000.50' },
  ],
  cleaningFee: '1500.00',
  serviceFee: '0.00',
} as BookingDetail['booking'];

const payment = (status: 'created' | 'paid' | 'failed', providerPaymentId: string | null) => ({
  id: 'x',
  provider: 'razorpay',
  providerOrderId: 'order_1',
  providerPaymentId,
  amount: '100.00',
  status,
  createdAt: '2027-03-01T09:30:00.000Z',
});

describe('receipt lines', () => {
  it('names the way of paying', () => {
    expect(paymentMethodText('razorpay')).toBe('Online (Razorpay)');
    expect(paymentMethodText('contact')).toBe('Pay by contact');
  });

  it('writes the address on two lines, leaving out what is missing', () => {
    expect(
      addressLines({ address: '12 Beach Road', city: 'Anjuna', state: 'Goa', pincode: '403509' }),
    ).toEqual(['12 Beach Road', 'Anjuna, Goa 403509']);
    expect(addressLines({ address: null, city: 'Anjuna', state: 'Goa', pincode: null })).toEqual([
      'Anjuna, Goa',
    ]);
  });

  it('counts every part of the party', () => {
    expect(partyLine({ adults: 2, children: 1, infants: 0, pets: 1 })).toBe(
      '2 adults, 1 child, 0 infants, 1 pet',
    );
  });

  it('lists each night with its price, then the fees above 0', () => {
    expect(chargeLines(booking)).toEqual([
      { label: 'Night of 12 Mar 2027', amount: '₹14,500' },
      { label: 'Night of 13 Mar 2027', amount: '₹16,000.50' },
      { label: 'Cleaning fee', amount: '₹1,500' },
    ]);
  });

  it('sums the nights when there are no night-by-night prices, and leaves out a sum of 0', () => {
    const lump = { ...booking, nightPrices: [], nights: 3, nightlyTotal: '13500.00' };
    expect(chargeLines(lump)[0]).toEqual({ label: '3 nights', amount: '₹13,500' });
    expect(chargeLines({ ...lump, nightlyTotal: '0.00' })).toEqual([
      { label: 'Cleaning fee', amount: '₹1,500' },
    ]);
  });

  it("gives the paid payment's provider id, else another attempt's", () => {
    expect(providerPaymentIdOf([payment('failed', 'pay_A'), payment('paid', 'pay_B')])).toBe('pay_B');
    expect(providerPaymentIdOf([payment('failed', 'pay_A')])).toBe('pay_A');
    expect(providerPaymentIdOf([payment('created', null)])).toBeNull();
  });

  it('names the guest, or their e-mail', () => {
    expect(guestName({ firstName: 'Asha', lastName: 'Rao', email: 'a@x.in', phone: null })).toBe('Asha Rao');
    expect(guestName({ firstName: null, lastName: null, email: 'a@x.in', phone: null })).toBe('a@x.in');
  });
});

describe('GST on the receipt', () => {
  // 2 nights of ₹7,000 with a ₹1,000 cleaning fee (₹7,500 a night: 5%) and a ₹1,500 service fee (18%).
  const taxed = { subtotal: '16500.00', taxes: stayTaxesAt5 };

  it('shows the subtotal, Taxes (GST) with their total, and each tax under it', () => {
    expect(receiptTaxes(taxed)).toEqual({
      subtotal: '₹16,500',
      taxes: { label: 'Taxes (GST)', amount: '₹1,020' },
      details: [
        { label: 'CGST 2.5% on ₹15,000 (stay)', amount: '₹375' },
        { label: 'SGST 2.5% on ₹15,000 (stay)', amount: '₹375' },
        { label: 'CGST 9% on ₹1,500 (service fee)', amount: '₹135' },
        { label: 'SGST 9% on ₹1,500 (service fee)', amount: '₹135' },
      ],
    });
  });

  it('shows no taxes for a booking made before GST', () => {
    expect(receiptTaxes({ subtotal: '14000.00', taxes: { lines: [], totalPaise: 0 } })).toBeNull();
  });

  it('names who is billed: name, state and PIN code, and the GSTIN when given', () => {
    expect(billedToLines({ name: 'Asha Rao', state: 'Karnataka', pincode: '560001', gstin: null })).toEqual([
      'Asha Rao',
      'Karnataka 560001',
    ]);
    expect(
      billedToLines({ name: 'Rao Traders', state: 'Karnataka', pincode: '560001', gstin: '29ABCDE1234F1Z5' }),
    ).toEqual(['Rao Traders', 'Karnataka 560001', 'GSTIN 29ABCDE1234F1Z5']);
    expect(billedToLines(null)).toEqual([]);
  });
});

describe('refunds on the receipt', () => {
  it('says a booking was cancelled, by whom and when', () => {
    const none = { cancelledAt: null, cancelledBy: null };
    expect(cancelledLine({ status: 'confirmed', ...none })).toBeNull();
    expect(cancelledLine({ status: 'cancelled', ...none })).toBe('Cancelled');
    expect(
      cancelledLine({ status: 'cancelled', cancelledAt: '2027-03-03T12:00:00.000Z', cancelledBy: 'guest' }),
    ).toBe('Cancelled by the guest on 3 Mar 2027');
    expect(
      cancelledLine({ status: 'cancelled', cancelledAt: '2027-03-03T12:00:00.000Z', cancelledBy: 'basera' }),
    ).toBe('Cancelled by Basera on 3 Mar 2027');
  });
});
