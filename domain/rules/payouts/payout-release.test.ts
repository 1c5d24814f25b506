import { afterEach, describe, expect, it, vi } from 'vitest';
import { payoutReleaseAt } from './payout-release.ts';

const goa = { checkInDate: '2027-03-12', checkInTime: '14:00', timeZone: 'Asia/Kolkata' };
describe('payoutReleaseAt', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it("is the listing's check-in time in India plus the hold (14:00 IST = 08:30 UTC)", () => {
    expect(payoutReleaseAt(goa, 24).toISOString()).toBe('2027-03-13T08:30:00.000Z');
    expect(payoutReleaseAt(goa, 0).toISOString()).toBe('2027-03-12T08:30:00.000Z');
    expect(payoutReleaseAt({ ...goa, checkInTime: '11:30' }, 2).toISOString()).toBe(
      '2027-03-12T08:00:00.000Z',
    );
    expect(payoutReleaseAt(goa, 0.5).toISOString()).toBe('2027-03-12T09:00:00.000Z');
  });

  it('crosses month and year ends on the listing calendar', () => {
    expect(
      payoutReleaseAt({ ...goa, checkInDate: '2026-12-31', checkInTime: '23:00' }, 24).toISOString(),
    ).toBe('2027-01-01T17:30:00.000Z');
  });

  it('is the same instant whatever zone the server runs in', () => {
    // Minutes behind UTC on 1 Jan 2027, to show the machine's zone did change.
    const offsets: Record<string, number> = {
      'Asia/Kolkata': -330,
      'America/Los_Angeles': 480,
      UTC: 0,
      'Pacific/Chatham': -825,
      'Europe/London': 0,
    };
    const answers = ['Asia/Kolkata', 'America/Los_Angeles', 'UTC', 'Pacific/Chatham', 'Europe/London'].map(
      (zone) => {
        vi.stubEnv('TZ', zone); // Node reads TZ again when it changes
        expect(new Date(2027, 0, 1).getTimezoneOffset()).toBe(offsets[zone]);
        return payoutReleaseAt(goa, 24).toISOString();
      },
    );
    expect(new Set(answers)).toEqual(new Set(['2027-03-13T08:30:00.000Z']));
  });

  it('counts the hold in elapsed hours, across a clock change in a listing zone that has one', () => {
    // New York springs forward on 14 Mar 2027: check-in 15:00 EST, 24 hours later is 16:00 EDT.
    const newYork = { checkInDate: '2027-03-13', checkInTime: '15:00', timeZone: 'America/New_York' };
    expect(payoutReleaseAt(newYork, 24).toISOString()).toBe('2027-03-14T20:00:00.000Z');
  });

  it('refuses a negative or unknown hold', () => {
    expect(() => payoutReleaseAt(goa, -1)).toThrow(RangeError);
    expect(() => payoutReleaseAt(goa, Number.NaN)).toThrow(RangeError);
  });
});
