import { describe, expect, it } from 'vitest';
import {
  bookingStatusBadge,
  bookingStatusLabel,
  bookingStatusTone,
  paymentStatusLabel,
  paymentStatusTone,
} from './booking-status.ts';

describe('booking status words', () => {
  it('colours the booking: confirmed green, pending yellow, anything else grey', () => {
    expect(bookingStatusTone('confirmed')).toBe('green');
    expect(bookingStatusTone('pending')).toBe('yellow');
    for (const status of ['cancelled', 'completed', 'expired', 'declined'] as const)
      expect(bookingStatusTone(status)).toBe('grey');
  });

  it('colours the payment: paid green, pending yellow, anything else grey', () => {
    expect(paymentStatusTone('paid')).toBe('green');
    expect(paymentStatusTone('pending')).toBe('yellow');
    for (const status of ['failed', 'refunded', 'partially_refunded'] as const)
      expect(paymentStatusTone(status)).toBe('grey');
  });

  it('words each status', () => {
    expect(bookingStatusLabel('confirmed')).toBe('Confirmed');
    expect(paymentStatusLabel('pending')).toBe('Payment pending');
    expect(paymentStatusLabel('partially_refunded')).toBe('Partially refunded');
  });

  it('gives a badge its words and colour together', () => {
    expect(bookingStatusBadge('confirmed')).toEqual({ label: 'Confirmed', tone: 'green' });
    expect(bookingStatusBadge('pending')).toEqual({ label: 'Pending', tone: 'yellow' });
    expect(bookingStatusBadge('cancelled')).toEqual({ label: 'Cancelled', tone: 'grey' });
    expect(bookingStatusBadge('declined')).toEqual({ label: 'Declined', tone: 'grey' });
  });
});
