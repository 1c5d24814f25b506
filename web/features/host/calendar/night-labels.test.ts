import { describe, expect, it } from 'vitest';
import type { CalendarNight } from '../../../../domain/schemas/host-operations.ts';
import { compactPrice, nightName, pendingNightName, spokenName } from './night-labels.ts';

const nightLabel = (n: CalendarNight, today: string) => spokenName(nightName(n, today));

const night = (patch: Partial<CalendarNight>): CalendarNight => ({
  date: '2027-03-12',
  status: 'free',
  price: '4500.00',
  priceSet: false,
  ...patch,
});

describe('host calendar night labels', () => {
  it('writes prices short enough for a phone cell, with Indian grouping', () => {
    expect(compactPrice('4500.00')).toBe('₹4,500');
    expect(compactPrice('4500.50')).toBe('₹4,501');
    expect(compactPrice('99999.00')).toBe('₹99,999');
    expect(compactPrice('125000.00')).toBe('₹1.25L');
    expect(compactPrice('250000.00')).toBe('₹2.5L');
    expect(compactPrice('nonsense')).toBe('₹—');
  });

  it('tells a screen reader the date, the status and the price of each night', () => {
    expect(nightLabel(night({}), '2027-03-01')).toBe('Friday 12 Mar 2027, Available, ₹4,500');
    expect(
      nightLabel(
        night({ status: 'blocked', reason: ' Family visiting ', price: '6500.00', priceSet: true }),
        '2027-03-01',
      ),
    ).toBe('Friday 12 Mar 2027, Blocked: Family visiting, ₹6,500 (your price)');
    expect(nightLabel(night({ status: 'booked', bookingId: 'b1' }), '2027-03-12')).toBe(
      'Friday 12 Mar 2027, tonight, Booked, ₹4,500',
    );
    expect(nightLabel(night({ status: 'requested' }), '2027-03-20')).toBe(
      'Friday 12 Mar 2027, past, Requested, ₹4,500',
    );
  });

  it('speaks the day and the price exactly as the cell shows them, the rest around them', () => {
    const blocked = nightName(night({ status: 'blocked', price: '125000.00', priceSet: true }), '2027-03-01');
    expect(blocked).toEqual({
      before: 'Friday ',
      day: '12',
      middle: ' Mar 2027, Blocked, ',
      price: '₹1.25L',
      after: ' (your price)',
    });
    expect(spokenName(pendingNightName('2027-03-05'))).toBe('Friday 5 Mar 2027');
    expect(pendingNightName('2027-03-05').day).toBe('5');
  });
});
