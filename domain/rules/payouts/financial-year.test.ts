import { describe, expect, it } from 'vitest';
import { currentFinancialYear, financialYear, financialYearOfDate, indiaMidnight } from './financial-year.ts';

describe("India's financial year", () => {
  it('names 1 April to 31 March by its two years', () => {
    expect(financialYear('2026-27')).toEqual({
      label: '2026-27',
      firstDay: '2026-04-01',
      nextFirstDay: '2027-04-01',
    });
    expect(financialYear('2099-00')).toEqual({
      label: '2099-00',
      firstDay: '2099-04-01',
      nextFirstDay: '2100-04-01',
    });
  });

  it('refuses labels whose second year does not follow the first, or are not years', () => {
    for (const label of ['2026-28', '2026-2027', '2026', '26-27', '2026/27', '1999-00', ' 2026-27'])
      expect(financialYear(label), label).toBeUndefined();
  });

  it('puts 31 March in the year before and 1 April in the year it starts', () => {
    expect(financialYearOfDate('2027-03-31').label).toBe('2026-27');
    expect(financialYearOfDate('2027-04-01').label).toBe('2027-28');
    expect(financialYearOfDate('2027-01-15').label).toBe('2026-27');
    expect(financialYearOfDate('2026-12-31').label).toBe('2026-27');
  });

  it("reads the current year on India's calendar, whatever the server's zone", () => {
    // 31 Mar 2027 19:00 UTC is already 1 Apr 2027 00:30 in India.
    expect(currentFinancialYear(new Date('2027-03-31T18:29:59Z')).label).toBe('2026-27');
    expect(currentFinancialYear(new Date('2027-03-31T18:30:00Z')).label).toBe('2027-28');
  });
});

describe('indiaMidnight', () => {
  it('is 18:30 UTC the day before', () => {
    expect(indiaMidnight('2026-04-01').toISOString()).toBe('2026-03-31T18:30:00.000Z');
  });
});
