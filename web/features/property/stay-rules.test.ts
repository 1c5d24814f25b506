import { describe, expect, it } from 'vitest';
import {
  addMonths,
  availabilityWindow,
  fieldBeingChosen,
  isCheckInAllowed,
  isCheckOutAllowed,
  isStayDayDisabled,
  pickStayDay,
  takenNightsOf,
} from './stay-rules.ts';

const today = '2027-03-10';
// Someone else stays the nights of 15, 16 and 17 Mar (checks out on the 18th).
const taken = new Set(['2027-03-15', '2027-03-16', '2027-03-17']);

describe('check-in and check-out days', () => {
  it('allows a check-in on a free night from today on', () => {
    expect(isCheckInAllowed('2027-03-09', today, taken)).toBe(false);
    expect(isCheckInAllowed('2027-03-10', today, taken)).toBe(true);
    expect(isCheckInAllowed('2027-03-15', today, taken)).toBe(false);
    expect(isCheckInAllowed('2027-03-18', today, taken)).toBe(true);
  });

  it('allows a check-out on the first day of someone else’s stay, not after it', () => {
    expect(isCheckOutAllowed('2027-03-12', '2027-03-12', taken)).toBe(false);
    expect(isCheckOutAllowed('2027-03-13', '2027-03-12', taken)).toBe(true);
    expect(isCheckOutAllowed('2027-03-15', '2027-03-12', taken)).toBe(true);
    expect(isCheckOutAllowed('2027-03-16', '2027-03-12', taken)).toBe(false);
    expect(isCheckOutAllowed('2027-03-20', '2027-03-12', taken)).toBe(false);
    expect(isCheckOutAllowed('2027-03-20', '2027-03-18', taken)).toBe(true);
  });

  it('refuses a stay longer than 365 nights (2028 is a leap year)', () => {
    expect(isCheckOutAllowed('2028-03-09', '2027-03-10', new Set())).toBe(true);
    expect(isCheckOutAllowed('2028-03-10', '2027-03-10', new Set())).toBe(false);
  });

  it('chooses check-out once only check-in is set', () => {
    expect(fieldBeingChosen({ checkIn: '', checkOut: '' })).toBe('checkIn');
    expect(fieldBeingChosen({ checkIn: '2027-03-12', checkOut: '' })).toBe('checkOut');
    expect(fieldBeingChosen({ checkIn: '2027-03-12', checkOut: '2027-03-14' })).toBe('checkIn');
  });

  it('disables, while choosing check-out, the days past a taken night but not earlier check-ins', () => {
    const dates = { checkIn: '2027-03-12', checkOut: '' };
    const disabled = (day: string) => isStayDayDisabled(day, 'checkOut', dates, today, taken);
    expect(disabled('2027-03-11')).toBe(false);
    expect(disabled('2027-03-09')).toBe(true);
    expect(disabled('2027-03-12')).toBe(true);
    expect(disabled('2027-03-15')).toBe(false);
    expect(disabled('2027-03-16')).toBe(true);
    expect(disabled('2027-03-19')).toBe(true);
  });

  it('disables, while choosing check-in, past days and taken nights', () => {
    const dates = { checkIn: '', checkOut: '' };
    const disabled = (day: string) => isStayDayDisabled(day, 'checkIn', dates, today, taken);
    expect(disabled('2027-03-09')).toBe(true);
    expect(disabled('2027-03-16')).toBe(true);
    expect(disabled('2027-03-18')).toBe(false);
  });
});

describe('picking days', () => {
  const none = { checkIn: '', checkOut: '' };

  it('picks check-in, then check-out', () => {
    const first = pickStayDay('checkIn', '2027-03-12', none, today, taken);
    expect(first).toEqual({ dates: { checkIn: '2027-03-12', checkOut: '' }, next: 'checkOut' });
    const second = pickStayDay('checkOut', '2027-03-15', first.dates, today, taken);
    expect(second).toEqual({ dates: { checkIn: '2027-03-12', checkOut: '2027-03-15' }, next: null });
  });

  it('starts over at an earlier day pressed while choosing check-out', () => {
    const picked = pickStayDay(
      'checkOut',
      '2027-03-11',
      { checkIn: '2027-03-12', checkOut: '' },
      today,
      taken,
    );
    expect(picked).toEqual({ dates: { checkIn: '2027-03-11', checkOut: '' }, next: 'checkOut' });
  });

  it('keeps a reachable check-out when check-in moves and drops one that is not', () => {
    const stay = { checkIn: '2027-03-20', checkOut: '2027-03-24' };
    expect(pickStayDay('checkIn', '2027-03-18', stay, today, taken).dates).toEqual({
      checkIn: '2027-03-18',
      checkOut: '2027-03-24',
    });
    expect(pickStayDay('checkIn', '2027-03-12', stay, today, taken)).toEqual({
      dates: { checkIn: '2027-03-12', checkOut: '' },
      next: 'checkOut',
    });
  });

  it('ignores a taken or past day', () => {
    const stay = { checkIn: '', checkOut: '' };
    expect(pickStayDay('checkIn', '2027-03-16', stay, today, taken)).toEqual({
      dates: stay,
      next: 'checkIn',
    });
    expect(pickStayDay('checkIn', '2027-03-01', stay, today, taken)).toEqual({
      dates: stay,
      next: 'checkIn',
    });
  });
});

describe('the availability window', () => {
  it('covers the months shown, from today', () => {
    expect(availabilityWindow('2027-03-01', 2, today, '')).toEqual({ from: '2027-03-10', to: '2027-05-01' });
    expect(availabilityWindow('2027-04-01', 1, today, '')).toEqual({ from: '2027-04-01', to: '2027-05-01' });
  });

  it('reaches back to the check-in’s month, within 400 nights', () => {
    expect(availabilityWindow('2027-06-01', 2, today, '2027-04-20')).toEqual({
      from: '2027-04-01',
      to: '2027-08-01',
    });
    expect(availabilityWindow('2028-06-01', 2, today, '2027-04-20')).toEqual({
      from: '2028-06-01',
      to: '2028-08-01',
    });
  });

  it('adds months across years', () => {
    expect(addMonths('2027-11-01', 2)).toBe('2028-01-01');
    expect(addMonths('2027-12-01', 1)).toBe('2028-01-01');
  });

  it('reads the taken nights', () => {
    const nights = [
      { date: '2027-03-12', available: true },
      { date: '2027-03-13', available: false },
    ];
    expect([...takenNightsOf(nights)]).toEqual(['2027-03-13']);
  });
});
