import { describe, expect, it } from 'vitest';
import { formatDayIn, formatIndiaDayIn } from './dates.ts';

describe('days in a language', () => {
  it('writes a calendar date with the short month in English and the whole month in Hindi', () => {
    expect(formatDayIn('2027-03-12', 'en')).toBe('12 Mar 2027');
    expect(formatDayIn('2027-03-12', 'hi')).toBe('12 मार्च 2027');
    expect(formatDayIn('2027-09-05', 'en')).toBe('5 Sep 2027');
    expect(formatDayIn('2027-09-05', 'hi')).toBe('5 सितंबर 2027');
    expect(formatDayIn('2028-02-29', 'hi')).toBe('29 फ़रवरी 2028');
  });

  it("takes an instant's day in India, whatever zone runs it", () => {
    // 18:30 UTC is already the next day in India.
    expect(formatIndiaDayIn(new Date('2027-03-11T18:30:00Z'), 'en')).toBe('12 Mar 2027');
    expect(formatIndiaDayIn('2027-03-11T18:29:59Z', 'hi')).toBe('11 मार्च 2027');
  });
});
