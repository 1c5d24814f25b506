import { describe, expect, it } from 'vitest';
import { bookingPaymentBadge, moneyRecordBadge, paymentStatusLabel, refundBadge } from './payment-words.ts';

// One vocabulary on the trip card, the receipt, the confirmation page and /payments (issue 29).

describe("a booking's payment", () => {
  it('is "Payment pending" while money is still expected', () => {
    for (const status of ['pending', 'confirmed'] as const)
      expect(bookingPaymentBadge({ status, paymentStatus: 'pending' })).toEqual({
        label: 'Payment pending',
        tone: 'yellow',
      });
  });

  it('is "Not paid" once the stay ended unpaid, never still pending', () => {
    for (const status of ['cancelled', 'expired', 'declined'] as const)
      expect(bookingPaymentBadge({ status, paymentStatus: 'pending' })).toEqual({
        label: 'Not paid',
        tone: 'grey',
      });
  });

  it('says what happened to money that moved', () => {
    expect(bookingPaymentBadge({ status: 'confirmed', paymentStatus: 'paid' })).toEqual({
      label: 'Paid',
      tone: 'green',
    });
    expect(bookingPaymentBadge({ status: 'cancelled', paymentStatus: 'refunded' })).toEqual({
      label: 'Refunded',
      tone: 'grey',
    });
    expect(paymentStatusLabel('partially_refunded')).toBe('Partially refunded');
    expect(paymentStatusLabel('failed')).toBe('Payment failed');
  });
});

describe('a line on /payments', () => {
  it('words a payment as the trip card and the receipt do', () => {
    expect(moneyRecordBadge({ kind: 'payment', status: 'paid' })).toEqual({ label: 'Paid', tone: 'green' });
    expect(moneyRecordBadge({ kind: 'payment', status: 'created' })).toEqual({
      label: 'Payment pending',
      tone: 'yellow',
    });
    expect(moneyRecordBadge({ kind: 'payment', status: 'partially_refunded' }).label).toBe(
      'Partially refunded',
    );
    expect(moneyRecordBadge({ kind: 'payment', status: 'failed' }).label).toBe('Payment failed');
  });

  it('words a refund as the receipt does', () => {
    expect(moneyRecordBadge({ kind: 'refund', status: 'processed' })).toEqual({
      label: 'Refunded',
      tone: 'green',
    });
    expect(refundBadge('pending')).toEqual({ label: 'Refund pending', tone: 'yellow' });
    expect(refundBadge('failed')).toEqual({ label: 'Refund failed, being retried', tone: 'grey' });
  });

  it('reads a status it does not know as the server wrote it', () => {
    expect(moneyRecordBadge({ kind: 'payment', status: 'on_hold' })).toEqual({
      label: 'On hold',
      tone: 'grey',
    });
  });
});
