import { describe, expect, it } from 'vitest';
import { startOfMonthInIndia } from './india-month.ts';

describe('startOfMonthInIndia', () => {
  it('is midnight of the 1st in India, 18:30 UTC the day before', () => {
    expect(startOfMonthInIndia(new Date('2026-11-23T10:00:00Z')).toISOString()).toBe(
      '2026-10-31T18:30:00.000Z',
    );
  });

  it('counts an evening in UTC on the last day as the next month in India', () => {
    // 30 Nov 19:00 UTC is 1 Dec 00:30 in India.
    expect(startOfMonthInIndia(new Date('2026-11-30T19:00:00Z')).toISOString()).toBe(
      '2026-11-30T18:30:00.000Z',
    );
    expect(startOfMonthInIndia(new Date('2026-11-30T18:29:59Z')).toISOString()).toBe(
      '2026-10-31T18:30:00.000Z',
    );
  });

  it('crosses the year', () => {
    expect(startOfMonthInIndia(new Date('2026-12-31T18:30:00Z')).toISOString()).toBe(
      '2026-12-31T18:30:00.000Z',
    );
    expect(startOfMonthInIndia(new Date('2027-01-01T00:00:00Z')).toISOString()).toBe(
      '2026-12-31T18:30:00.000Z',
    );
  });
});
