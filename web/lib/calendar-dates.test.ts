import { describe, expect, it } from 'vitest';
import {
  addDaysIso,
  firstPickableDay,
  formatStayDate,
  formatStayRange,
  fromIsoDate,
  isDayDisabled,
  pickStayDay,
  toIsoDate,
} from './calendar-dates.ts';

// Run also as `TZ=America/Los_Angeles npx vitest run web/lib/calendar-dates.test.ts` (and
// TZ=Asia/Kolkata): a date must never move through UTC on either side of Greenwich.
describe(`calendar dates (TZ=${process.env.TZ ?? Intl.DateTimeFormat().resolvedOptions().timeZone})`, () => {
  it('shows a date as "12 Mar 2027"', () => {
    expect(formatStayDate('2027-03-12')).toBe('12 Mar 2027');
    expect(formatStayDate('2027-12-01')).toBe('1 Dec 2027');
    expect(formatStayDate('')).toBe('');
    expect(formatStayDate('2027-02-30')).toBe('');
  });

  it('reads YYYY-MM-DD as that local day and writes it back unchanged', () => {
    for (const iso of ['2027-03-12', '2027-01-01', '2026-12-31', '2028-02-29', '2027-03-14', '2027-11-07']) {
      const date = fromIsoDate(iso);
      expect(date?.getDate()).toBe(Number(iso.slice(8)));
      expect(toIsoDate(date!)).toBe(iso);
    }
    expect(fromIsoDate('12/03/2027')).toBeUndefined();
  });

  it('keeps the local day of a late-evening Date (toISOString would not)', () => {
    const lateEvening = new Date(2027, 2, 12, 23, 30);
    expect(toIsoDate(lateEvening)).toBe('2027-03-12');
    const earlyMorning = new Date(2027, 2, 12, 0, 15);
    expect(toIsoDate(earlyMorning)).toBe('2027-03-12');
  });

  it('counts days across months, years and daylight-saving changes', () => {
    expect(addDaysIso('2027-03-12', 1)).toBe('2027-03-13');
    expect(addDaysIso('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDaysIso('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDaysIso('2027-03-01', -1)).toBe('2027-02-28');
    // US daylight saving starts on 14 Mar 2027 and ends on 7 Nov 2027.
    expect(addDaysIso('2027-03-13', 1)).toBe('2027-03-14');
    expect(addDaysIso('2027-03-14', 1)).toBe('2027-03-15');
    expect(addDaysIso('2027-11-06', 2)).toBe('2027-11-08');
  });

  it('disables days before today for check-in', () => {
    const none = { checkIn: '', checkOut: '' };
    expect(isDayDisabled('2027-03-09', 'checkIn', none, '2027-03-10')).toBe(true);
    expect(isDayDisabled('2027-03-10', 'checkIn', none, '2027-03-10')).toBe(false);
    expect(
      isDayDisabled('2027-03-09', 'checkIn', { checkIn: '2027-03-20', checkOut: '' }, '2027-03-10'),
    ).toBe(true);
  });

  it('disables check-out days on or before check-in, or before today with no check-in', () => {
    const today = '2027-03-10';
    expect(firstPickableDay('checkOut', { checkIn: '', checkOut: '' }, today)).toBe(today);
    const dates = { checkIn: '2027-03-12', checkOut: '' };
    expect(firstPickableDay('checkOut', dates, today)).toBe('2027-03-13');
    expect(isDayDisabled('2027-03-11', 'checkOut', dates, today)).toBe(true);
    expect(isDayDisabled('2027-03-12', 'checkOut', dates, today)).toBe(true);
    expect(isDayDisabled('2027-03-13', 'checkOut', dates, today)).toBe(false);
    // A check-in left in the past (the page stayed open overnight): still no day before today.
    expect(firstPickableDay('checkOut', { checkIn: '2027-03-01', checkOut: '' }, today)).toBe(today);
  });

  it('picks check-in, then check-out, as a range', () => {
    const none = { checkIn: '', checkOut: '' };
    const first = pickStayDay('checkIn', '2027-03-12', none);
    expect(first).toEqual({ dates: { checkIn: '2027-03-12', checkOut: '' }, next: 'checkOut' });
    const second = pickStayDay('checkOut', '2027-03-15', first.dates);
    expect(second).toEqual({ dates: { checkIn: '2027-03-12', checkOut: '2027-03-15' }, next: null });
  });

  it('keeps a later check-out when check-in moves, and drops one that is no longer after it', () => {
    const chosen = { checkIn: '2027-03-12', checkOut: '2027-03-15' };
    expect(pickStayDay('checkIn', '2027-03-13', chosen)).toEqual({
      dates: { checkIn: '2027-03-13', checkOut: '2027-03-15' },
      next: null,
    });
    expect(pickStayDay('checkIn', '2027-03-15', chosen)).toEqual({
      dates: { checkIn: '2027-03-15', checkOut: '' },
      next: 'checkOut',
    });
    // Check-out first: the day becomes the check-in and check-out is asked next.
    expect(pickStayDay('checkOut', '2027-03-20', { checkIn: '', checkOut: '' })).toEqual({
      dates: { checkIn: '2027-03-20', checkOut: '' },
      next: 'checkOut',
    });
  });

  it('shows a stay in one line, the year once when both dates share it', () => {
    expect(formatStayRange({ checkIn: '2027-03-12', checkOut: '2027-03-15' })).toBe('12 Mar – 15 Mar 2027');
    expect(formatStayRange({ checkIn: '2026-12-28', checkOut: '2027-01-02' })).toBe(
      '28 Dec 2026 – 2 Jan 2027',
    );
    expect(formatStayRange({ checkIn: '2027-03-12', checkOut: '' })).toBe('From 12 Mar 2027');
    expect(formatStayRange({ checkIn: '', checkOut: '' })).toBe('Any dates');
  });
});
