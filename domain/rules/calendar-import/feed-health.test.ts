import { describe, expect, it } from 'vitest';
import { warnsStale } from './feed-health.ts';

const at = (iso: string) => new Date(iso);
const feed = {
  createdAt: at('2027-03-01T00:00:00Z'),
  lastGoodSyncAt: at('2027-03-10T08:00:00Z'),
  staleWarnedAt: null,
};

describe('warnsStale', () => {
  it('warns once the last good read is six hours old', () => {
    expect(warnsStale(feed, at('2027-03-10T13:59:59Z'))).toBe(false);
    expect(warnsStale(feed, at('2027-03-10T14:00:00Z'))).toBe(true);
  });

  it('counts from the adding of a feed never read', () => {
    const never = { ...feed, createdAt: at('2027-03-10T09:00:00Z'), lastGoodSyncAt: null };
    expect(warnsStale(never, at('2027-03-10T14:59:00Z'))).toBe(false);
    expect(warnsStale(never, at('2027-03-10T15:00:00Z'))).toBe(true);
  });

  it('warns only once until a good read clears the mark', () => {
    expect(
      warnsStale({ ...feed, staleWarnedAt: at('2027-03-10T14:01:00Z') }, at('2027-03-11T10:00:00Z')),
    ).toBe(false);
  });
});
