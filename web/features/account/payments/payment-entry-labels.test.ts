import { describe, expect, it } from 'vitest';
import {
  entryAmountText,
  entryDate,
  entryKindText,
  entryStatusText,
  entryStatusTone,
} from './payment-entry-labels.ts';

describe('a line on /payments', () => {
  it('tells payments from refunds, a refund as money back', () => {
    expect(entryKindText('payment')).toBe('Payment');
    expect(entryKindText('refund')).toBe('Refund');
    expect(entryAmountText({ kind: 'payment', amount: '43500.00' })).toBe('₹43,500');
    expect(entryAmountText({ kind: 'refund', amount: '1500.50' })).toBe('−₹1,500.50');
  });

  it('words and colours the status', () => {
    expect(entryStatusText('partially_refunded')).toBe('Partially refunded');
    expect(entryStatusText('paid')).toBe('Paid');
    expect(entryStatusTone('paid')).toBe('green');
    expect(entryStatusTone('processed')).toBe('green');
    expect(entryStatusTone('created')).toBe('yellow');
    expect(entryStatusTone('failed')).toBe('grey');
  });

  it('dates it', () => {
    expect(entryDate('2027-03-01T09:30:00.000Z')).toBe('1 Mar 2027');
    expect(entryDate('nonsense')).toBe('');
  });
});
