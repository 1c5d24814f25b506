import { describe, expect, it } from 'vitest';
import { hasStayEnded, INDIA_TIME_ZONE, isStayToCome, isUpcomingStay, listingToday } from './stay-clock.ts';

describe('the stay clock', () => {
  // 2026-11-30 20:00 UTC: 1 Dec 01:30 in India, 30 Nov 12:00 in Los Angeles, 1 Dec 10:00 in Kiritimati.
  const now = new Date('2026-11-30T20:00:00Z');

  it("reads today on the listing's calendar, not the machine's", () => {
    expect(listingToday(INDIA_TIME_ZONE, now)).toBe('2026-12-01');
    expect(listingToday('America/Los_Angeles', now)).toBe('2026-11-30');
    expect(listingToday('Pacific/Kiritimati', now)).toBe('2026-12-01');
  });

  it('keeps a stay upcoming through its check-out day, then ended', () => {
    expect(isUpcomingStay('2026-12-01', '2026-12-01')).toBe(true);
    expect(hasStayEnded('2026-12-01', '2026-12-01')).toBe(false);
    expect(isUpcomingStay('2026-11-30', '2026-12-01')).toBe(false);
    expect(hasStayEnded('2026-11-30', '2026-12-01')).toBe(true);
  });

  it("decides by the listing's zone: a 30 Nov check-out is upcoming in Los Angeles, over in India", () => {
    expect(isUpcomingStay('2026-11-30', listingToday('America/Los_Angeles', now))).toBe(true);
    expect(isUpcomingStay('2026-11-30', listingToday(INDIA_TIME_ZONE, now))).toBe(false);
  });

  it('counts a stay checking in today as still to come, one that checked in yesterday as begun', () => {
    expect(isStayToCome('2026-12-01', '2026-12-01')).toBe(true);
    expect(isStayToCome('2026-11-30', '2026-12-01')).toBe(false);
  });
});
