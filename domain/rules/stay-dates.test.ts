import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, isIsoDate, nightsOf, todayIn } from './stay-dates.ts';

describe('stay dates', () => {
  it('knows a real calendar date', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2027-02-29')).toBe(false);
    expect(isIsoDate('2027-13-01')).toBe(false);
    expect(isIsoDate('2027-3-1')).toBe(false);
    expect(isIsoDate('tomorrow')).toBe(false);
  });

  it('counts nights and lists them without the check-out day', () => {
    expect(daysBetween('2027-03-12', '2027-03-15')).toBe(3);
    expect(daysBetween('2027-03-15', '2027-03-12')).toBe(-3);
    expect(nightsOf('2027-03-30', '2027-04-02')).toEqual(['2027-03-30', '2027-03-31', '2027-04-01']);
    expect(nightsOf('2027-03-12', '2027-03-12')).toEqual([]);
  });

  it('adds days across months, years and a leap day', () => {
    expect(addDays('2027-12-31', 1)).toBe('2028-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
  });

  it("gives today's date in the listing's zone, not the server's", () => {
    // 20:00 UTC on 22 Nov is already 23 Nov in India and still 22 Nov in Los Angeles.
    const instant = new Date('2026-11-22T20:00:00Z');
    expect(todayIn('Asia/Kolkata', instant)).toBe('2026-11-23');
    expect(todayIn('America/Los_Angeles', instant)).toBe('2026-11-22');
  });

  it("reads India's date from its fixed offset as Intl does, at both edges of its midnight", () => {
    const intl = (at: Date) => at.toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });
    for (const at of [
      '2026-12-31T18:29:59.999Z',
      '2026-12-31T18:30:00.000Z',
      '2028-02-28T18:30:00Z',
      '2027-06-15T00:00:00Z',
    ])
      expect(todayIn('Asia/Kolkata', new Date(at))).toBe(intl(new Date(at)));
    expect(todayIn('Asia/Kolkata', new Date('2026-12-31T18:29:59.999Z'))).toBe('2026-12-31');
    expect(todayIn('Asia/Kolkata', new Date('2026-12-31T18:30:00Z'))).toBe('2027-01-01');
  });
});
