import { describe, expect, it } from 'vitest';
import type { CalendarNight } from '../../../../domain/schemas/host-operations.ts';
import { blockVerdict, priceRangeText, summarise } from './selection-summary.ts';

const n = (date: string, patch: Partial<CalendarNight> = {}): CalendarNight => ({
  date: `2027-03-${date}`,
  status: 'free',
  price: '4500.00',
  priceSet: false,
  ...patch,
});

// 10–16 March: free, free, blocked (b1, from the 12th to the 13th), booked, free, free (own price).
const march = [
  n('10'),
  n('11'),
  n('12', { status: 'blocked', blockId: 'b1', reason: 'Family' }),
  n('13', { status: 'blocked', blockId: 'b1', reason: 'Family' }),
  n('14', { status: 'booked', bookingId: 'k1' }),
  n('15'),
  n('16', { price: '6500.00', priceSet: true }),
];

describe('the selected nights, summed up for the side panel', () => {
  it('counts the nights by status, finds the free runs to block and the blocks to unblock', () => {
    const summary = summarise({ first: '2027-03-10', last: '2027-03-13' }, march, '2027-03-01');
    expect(summary).toMatchObject({ nights: 4, free: 2, blocked: 2, taken: 0, complete: true });
    expect(summary.freeRuns).toEqual([{ startDate: '2027-03-10', endDate: '2027-03-12' }]);
    expect(summary.blocks).toEqual([{ id: 'b1', first: '2027-03-12', last: '2027-03-13' }]);
    expect(summary.notes).toEqual(['Family']);
    expect(blockVerdict(summary)).toEqual({ ok: true });
  });

  it('splits the free nights around a block into two runs, and prices the range', () => {
    const summary = summarise(
      { first: '2027-03-11', last: '2027-03-16' },
      march.slice(0, 4).concat(n('14'), march.slice(5)),
      '2027-03-01',
    );
    expect(summary.freeRuns).toEqual([
      { startDate: '2027-03-11', endDate: '2027-03-12' },
      { startDate: '2027-03-14', endDate: '2027-03-17' },
    ]);
    expect(summary.priced).toBe(1);
    expect(priceRangeText(summary.prices)).toBe('₹4,500 – ₹6,500 a night');
  });

  it('refuses to block booked, requested or past nights, or nights already blocked, and says why', () => {
    const withBooking = summarise({ first: '2027-03-13', last: '2027-03-15' }, march, '2027-03-01');
    expect(withBooking.taken).toBe(1);
    expect(blockVerdict(withBooking)).toEqual({
      ok: false,
      why: '1 night is booked or requested by a guest and cannot be blocked. Select only free nights, or decline or cancel the booking on Reservations first.',
    });
    const blocked = summarise({ first: '2027-03-12', last: '2027-03-13' }, march, '2027-03-01');
    expect(blockVerdict(blocked)).toEqual({ ok: false, why: 'These nights are already blocked.' });
    const past = summarise({ first: '2027-03-10', last: '2027-03-11' }, march, '2027-03-11');
    expect(blockVerdict(past)).toEqual({ ok: false, why: 'Nights before today cannot be blocked.' });
    expect(priceRangeText(blocked.prices)).toBe('₹4,500 a night');
  });

  it('knows when some nights of the range are not loaded yet', () => {
    expect(summarise({ first: '2027-03-15', last: '2027-03-18' }, march, '2027-03-01').complete).toBe(false);
  });
});
