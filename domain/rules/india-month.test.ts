import { describe, expect, it } from 'vitest';
import { indiaMonthNamed, thisMonthInIndia } from './india-month.ts';

const startsAt = (iso: string) => thisMonthInIndia(new Date(iso)).startsAt.toISOString();

describe('thisMonthInIndia', () => {
  it('begins at midnight of the 1st in India, 18:30 UTC the day before', () => {
    expect(startsAt('2026-11-23T10:00:00Z')).toBe('2026-10-31T18:30:00.000Z');
    expect(thisMonthInIndia(new Date('2026-11-23T10:00:00Z'))).toMatchObject({
      firstDay: '2026-11-01',
      nextFirstDay: '2026-12-01',
    });
  });

  it('counts an evening in UTC on the last day as the next month in India', () => {
    // 30 Nov 19:00 UTC is 1 Dec 00:30 in India.
    expect(startsAt('2026-11-30T19:00:00Z')).toBe('2026-11-30T18:30:00.000Z');
    expect(thisMonthInIndia(new Date('2026-11-30T19:00:00Z')).firstDay).toBe('2026-12-01');
    expect(startsAt('2026-11-30T18:29:59Z')).toBe('2026-10-31T18:30:00.000Z');
    expect(thisMonthInIndia(new Date('2026-11-30T18:29:59Z')).firstDay).toBe('2026-11-01');
  });

  it('crosses the year and short months', () => {
    expect(startsAt('2026-12-31T18:30:00Z')).toBe('2026-12-31T18:30:00.000Z');
    expect(startsAt('2027-01-01T00:00:00Z')).toBe('2026-12-31T18:30:00.000Z');
    expect(thisMonthInIndia(new Date('2026-12-15T00:00:00Z')).nextFirstDay).toBe('2027-01-01');
    expect(thisMonthInIndia(new Date('2027-02-10T00:00:00Z')).nextFirstDay).toBe('2027-03-01');
    expect(thisMonthInIndia(new Date('2027-01-31T12:00:00Z')).nextFirstDay).toBe('2027-02-01');
  });
});

describe('indiaMonthNamed', () => {
  it('spans midnight of the 1st to midnight of the next 1st in India', () => {
    expect(indiaMonthNamed('2027-02')).toEqual({
      month: '2027-02',
      firstDay: '2027-02-01',
      nextFirstDay: '2027-03-01',
      startsAt: new Date('2027-01-31T18:30:00.000Z'),
      endsAt: new Date('2027-02-28T18:30:00.000Z'),
    });
    expect(indiaMonthNamed('2026-12').nextFirstDay).toBe('2027-01-01');
  });

  it('is the month thisMonthInIndia finds at any instant within it', () => {
    const november = indiaMonthNamed('2026-11');
    expect(thisMonthInIndia(november.startsAt).firstDay).toBe('2026-11-01');
    expect(thisMonthInIndia(new Date(november.endsAt.getTime() - 1)).firstDay).toBe('2026-11-01');
    expect(thisMonthInIndia(november.endsAt).firstDay).toBe('2026-12-01');
  });

  it('refuses anything but YYYY-MM', () => {
    for (const bad of ['2026-13', '2026-00', '2026-1', '26-11', '2026-11-01', ''])
      expect(() => indiaMonthNamed(bad)).toThrow(RangeError);
  });
});
