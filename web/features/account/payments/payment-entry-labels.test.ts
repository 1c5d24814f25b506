import { describe, expect, it } from 'vitest';
import type { AccountPaymentEntry } from '../../../../domain/schemas/bookings.ts';
import {
  documentKindsByEntry,
  entryAmountText,
  entryDate,
  entryKindText,
  entryTaxesText,
} from './payment-entry-labels.ts';

describe('a line on /payments', () => {
  it('tells payments from refunds, a refund as money back', () => {
    expect(entryKindText('payment')).toBe('Payment');
    expect(entryKindText('refund')).toBe('Refund');
    expect(entryAmountText({ kind: 'payment', amount: '43500.00' })).toBe('₹43,500');
    expect(entryAmountText({ kind: 'refund', amount: '1500.50' })).toBe('−₹1,500.50');
  });

  it('says the GST inside the amount, and nothing for a stay paid before GST', () => {
    expect(entryTaxesText({ taxes: '1020.00' })).toBe('incl. Taxes (GST) ₹1,020');
    expect(entryTaxesText({ taxes: '856.50' })).toBe('incl. Taxes (GST) ₹856.50');
    expect(entryTaxesText({ taxes: '0.00' })).toBeNull();
  });

  it('dates it', () => {
    expect(entryDate('2027-03-01T09:30:00.000Z')).toBe('1 Mar 2027');
    expect(entryDate('nonsense')).toBe('');
  });
});

describe('the tax documents on /payments', () => {
  const line = (
    kind: 'payment' | 'refund',
    id: string,
    bookingId: string,
    status: string,
  ): AccountPaymentEntry => ({
    kind,
    id,
    bookingId,
    bookingReference: bookingId.toUpperCase(),
    propertyTitle: 'Sea View Villa',
    amount: '17520.00',
    taxes: '1020.00',
    status,
    providerId: null,
    createdAt: '2027-03-01T09:30:00.000Z',
  });

  it('lists each document once: invoices on the payment, credit notes on the newest refund', () => {
    // Newest first: booking a was paid after a failed try and refunded twice; b is paid.
    const entries = [
      line('refund', 'r2', 'a', 'processed'),
      line('payment', 'p3', 'b', 'paid'),
      line('refund', 'r1', 'a', 'processed'),
      line('payment', 'p2', 'a', 'refunded'),
      line('payment', 'p1', 'a', 'failed'),
    ];
    expect(Object.fromEntries(documentKindsByEntry(entries))).toEqual({
      'refund-r2': ['credit-note'],
      'payment-p3': ['invoice', 'credit-note'],
      'payment-p2': ['invoice'],
    });
  });

  it('lists none on a payment that did not go through', () => {
    expect(documentKindsByEntry([line('payment', 'p1', 'a', 'failed')]).size).toBe(0);
  });
});
