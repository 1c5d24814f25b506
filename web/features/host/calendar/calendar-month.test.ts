import { describe, expect, it } from 'vitest';
import {
  isMonthKey,
  monthNights,
  monthsSpanned,
  monthTitle,
  monthWeeks,
  shiftMonth,
  weekdayName,
} from './calendar-month.ts';

// Run also with TZ=America/Los_Angeles (npm run test:tz): no month or weekday may move with the zone.
describe('host calendar months', () => {
  it('moves between months across years', () => {
    expect(shiftMonth('2027-03', 1)).toBe('2027-04');
    expect(shiftMonth('2027-12', 1)).toBe('2028-01');
    expect(shiftMonth('2027-01', -1)).toBe('2026-12');
    expect(shiftMonth('2027-03', -15)).toBe('2025-12');
    expect(monthNights('2027-12')).toEqual({ from: '2027-12-01', to: '2028-01-01' });
    expect(monthTitle('2027-03')).toBe('March 2027');
  });

  it('reads only real months from the address', () => {
    expect(isMonthKey('2027-03')).toBe(true);
    for (const bad of ['2027-13', '2027-3', '2027-03-01', '', null]) expect(isMonthKey(bad)).toBe(false);
  });

  it('lays a month out Monday to Sunday with blanks around it', () => {
    // 1 March 2027 is a Monday; February 2027 starts on a Monday and fills four weeks exactly.
    const march = monthWeeks('2027-03');
    expect(march[0]).toEqual([
      '2027-03-01',
      '2027-03-02',
      '2027-03-03',
      '2027-03-04',
      '2027-03-05',
      '2027-03-06',
      '2027-03-07',
    ]);
    expect(march.at(-1)).toEqual(['2027-03-29', '2027-03-30', '2027-03-31', null, null, null, null]);
    expect(monthWeeks('2027-02')).toHaveLength(4);
    // 1 August 2027 is a Sunday: six blanks first, six weeks in all.
    const august = monthWeeks('2027-08');
    expect(august[0]).toEqual([null, null, null, null, null, null, '2027-08-01']);
    expect(august).toHaveLength(6);
    expect(weekdayName('2027-03-12')).toBe('Friday');
  });

  it('lists the months a range of nights spans', () => {
    expect(monthsSpanned('2027-03-12', '2027-03-13')).toEqual(['2027-03']);
    expect(monthsSpanned('2027-11-28', '2028-01-02')).toEqual(['2027-11', '2027-12', '2028-01']);
  });
});
