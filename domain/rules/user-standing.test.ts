import { describe, expect, it } from 'vitest';
import { speaking } from './speaking.testing.ts';
import {
  accountBanned,
  indiaDate,
  standingErrorMessage,
  standingOf,
  standingRefusal,
  suspensionEnd,
} from './user-standing.ts';

const now = new Date('2027-03-05T09:30:00Z');
const later = (ms: number) => new Date(now.getTime() + ms);

describe('standingOf', () => {
  it('is active with no suspension or ban', () => {
    expect(standingOf({ suspendedUntil: null, bannedAt: null }, now)).toEqual({
      standing: 'active',
      suspendedUntil: null,
    });
  });

  it('is suspended until the end instant, and active from it on (no sweep needed)', () => {
    const until = later(60_000);
    expect(standingOf({ suspendedUntil: until, bannedAt: null }, now)).toEqual({
      standing: 'suspended',
      suspendedUntil: until,
    });
    expect(standingOf({ suspendedUntil: until, bannedAt: null }, until).standing).toBe('active');
    expect(standingOf({ suspendedUntil: until, bannedAt: null }, later(120_000))).toEqual({
      standing: 'active',
      suspendedUntil: null,
    });
  });

  it('is banned whatever the suspension says', () => {
    expect(standingOf({ suspendedUntil: later(60_000), bannedAt: now }, now)).toEqual({
      standing: 'banned',
      suspendedUntil: null,
    });
  });
});

describe('suspensionEnd', () => {
  it('is exactly the number of days later', () => {
    expect(suspensionEnd(now, 7).toISOString()).toBe('2027-03-12T09:30:00.000Z');
    expect(suspensionEnd(now, 30).toISOString()).toBe('2027-04-04T09:30:00.000Z');
  });
});

describe('indiaDate', () => {
  it('reads the calendar day in India', () => {
    expect(indiaDate('2027-03-12T09:30:00Z')).toBe('12 Mar 2027');
    // 20:00 UTC is 01:30 the next day in India.
    expect(indiaDate(new Date('2027-03-12T20:00:00Z'))).toBe('13 Mar 2027');
    expect(indiaDate('2027-09-01T00:00:00+05:30')).toBe('1 Sep 2027');
  });

  it('writes the month whole in Hindi, by default when Hindi is being written', () => {
    expect(indiaDate('2027-03-12T09:30:00Z', 'hi')).toBe('12 मार्च 2027');
    expect(speaking('hi', () => indiaDate(new Date('2027-03-12T20:00:00Z')))).toBe('13 मार्च 2027');
  });
});

describe('standingRefusal', () => {
  it('names the end date of a suspension, says a ban is a ban, and lets an active user through', () => {
    const until = new Date('2027-03-12T09:30:00Z');
    expect(standingRefusal({ standing: 'suspended', suspendedUntil: until })).toBe(
      'Your account is suspended until 12 Mar 2027',
    );
    expect(standingRefusal({ standing: 'banned', suspendedUntil: null })).toBe(accountBanned());
    expect(accountBanned()).toBe('Your account has been banned');
    expect(standingRefusal({ standing: 'active', suspendedUntil: null })).toBeNull();
  });

  it('speaks Hindi to a Hindi request, the date with its month whole', () => {
    const until = new Date('2027-03-12T09:30:00Z');
    expect(speaking('hi', () => standingRefusal({ standing: 'suspended', suspendedUntil: until }))).toBe(
      'आपका खाता 12 मार्च 2027 तक निलंबित है',
    );
    expect(accountBanned('hi')).toBe('आपके खाते पर प्रतिबंध लगा दिया गया है');
    expect(speaking('hi', () => standingErrorMessage('account_suspended', null))).toBe('आपका खाता निलंबित है');
    expect(standingErrorMessage('account_suspended', 'not a date')).toBe('Your account is suspended');
  });
});
