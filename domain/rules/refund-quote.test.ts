import { describe, expect, it } from 'vitest';
import { paise } from '../money.ts';
import { type Policy, type RefundInput, refundDeadlineWords, refundQuote } from './refund-quote.ts';
import { speaking } from './speaking.testing.ts';

// The examples of docs/cancellation-policy.md: Goa, check-in 2027-03-12 at 14:00 IST (08:30 UTC);
// 3 nights at ₹4,000, cleaning ₹800, service ₹1,200.
const goa: Omit<RefundInput, 'policy' | 'cancelledAt'> = {
  checkInDate: '2027-03-12',
  checkInTime: '14:00',
  timeZone: 'Asia/Kolkata',
  nights: 3,
  nightlyTotalPaise: paise(1_200_000),
  cleaningFeePaise: paise(80_000),
  serviceFeePaise: paise(120_000),
  by: 'guest',
};
const ist = (local: string) => new Date(`${local}:00+05:30`);
const CHECK_IN = ist('2027-03-12T14:00').getTime();
const hoursBefore = (h: number, extraMs = 0) => new Date(CHECK_IN - h * 3_600_000 + extraMs);
const refund = (policy: Policy, cancelledAt: Date, changes: Partial<RefundInput> = {}) =>
  refundQuote({ ...goa, policy, cancelledAt, ...changes });
const parts = (q: ReturnType<typeof refundQuote>) => [
  q.nightsPaise,
  q.cleaningFeePaise,
  q.serviceFeePaise,
  q.totalPaise,
];

describe('refundQuote: the written examples', () => {
  it.each([
    ['Flexible', '2027-03-11T13:59', 1_400_000],
    ['Flexible', '2027-03-11T14:00', 800_000],
    ['Flexible', '2027-03-12T14:00', 0],
    ['Moderate', '2027-03-09T14:00', 800_000],
    ['Strict', '2027-03-01T10:00', 680_000],
    ['Strict', '2027-03-06T14:00', 80_000],
  ] as const)('%s cancelled at %s IST refunds %i paise', (policy, at, total) => {
    expect(refund(policy, ist(at)).totalPaise).toBe(total);
  });

  it('places the deadline at the check-in time in the listing zone, with its offset', () => {
    const q = refund('Flexible', ist('2027-03-01T00:00'));
    expect(q.deadline).toBe('2027-03-12T14:00:00.000+05:30');
    expect(Date.parse(q.deadline)).toBe(Date.parse('2027-03-12T08:30:00Z'));
  });

  it('counts a guest in London by the instant, not their clock: 09:00 GMT is 14:30 IST, 23 h 30 min before', () => {
    expect(refund('Flexible', new Date('2027-03-11T09:00:00Z')).totalPaise).toBe(800_000);
  });
});

describe('refundQuote: every boundary, just before, at and just after', () => {
  const tiers: [Policy, number, number[], number[]][] = [
    // policy, hours, [nights, cleaning, service, total] more than the hours before, and at or under them
    ['Flexible', 24, [1_200_000, 80_000, 120_000, 1_400_000], [600_000, 80_000, 120_000, 800_000]],
    ['Moderate', 120, [1_200_000, 80_000, 120_000, 1_400_000], [600_000, 80_000, 120_000, 800_000]],
    ['Strict', 168, [600_000, 80_000, 0, 680_000], [0, 80_000, 0, 80_000]],
  ];
  it.each(tiers)('%s at %i hours', (policy, hours, early, late) => {
    expect(parts(refund(policy, hoursBefore(hours, -1)))).toEqual(early); // a millisecond more than
    expect(parts(refund(policy, hoursBefore(hours)))).toEqual(late); // exactly: "more than" is strict
    expect(parts(refund(policy, hoursBefore(hours, 1)))).toEqual(late);
    expect(parts(refund(policy, hoursBefore(0, -1)))).toEqual(late); // the last millisecond before check-in
    expect(parts(refund(policy, hoursBefore(0)))).toEqual([0, 0, 0, 0]); // at the check-in instant
    expect(parts(refund(policy, hoursBefore(0, 1)))).toEqual([0, 0, 0, 0]);
  });

  it('says when the refund drops: the end of the tier, then the check-in instant, then never', () => {
    expect(refund('Moderate', hoursBefore(200)).refundDropsAt).toBe('2027-03-07T14:00:00.000+05:30');
    expect(refund('Moderate', hoursBefore(100)).refundDropsAt).toBe('2027-03-12T14:00:00.000+05:30');
    expect(refund('Moderate', hoursBefore(-1)).refundDropsAt).toBeNull();
  });
});

describe('refundQuote: zones, times and paise', () => {
  it('keeps the deadline in a listing zone other than India (and any machine zone)', () => {
    const q = refundQuote({
      ...goa,
      policy: 'Flexible',
      timeZone: 'America/New_York',
      checkInTime: '15:30',
      cancelledAt: new Date('2027-03-11T19:29:59Z'),
    });
    expect(q.deadline).toBe('2027-03-12T15:30:00.000-05:00');
    expect(q.nightsPaise).toBe(1_200_000); // 24 h 0 min 1 s before 20:30 UTC
  });

  it('follows a daylight-saving change in the listing zone', () => {
    // New York moves to EDT on 2027-03-14: a 15:00 check-in that day is 19:00 UTC.
    const q = refundQuote({
      ...goa,
      policy: 'Flexible',
      timeZone: 'America/New_York',
      checkInDate: '2027-03-14',
      checkInTime: '15:00',
      cancelledAt: new Date('2027-03-01T00:00:00Z'),
    });
    expect(q.deadline).toBe('2027-03-14T15:00:00.000-04:00');
  });

  it("rounds half a paisa in the guest's favour", () => {
    const q = refund('Moderate', hoursBefore(24), {
      nightlyTotalPaise: paise(123_451),
      cleaningFeePaise: paise(0),
      serviceFeePaise: paise(0),
    });
    expect(q.nightsPaise).toBe(61_726);
  });
});

describe('refundQuote: long stays and cancellations by the host', () => {
  const longStay = {
    nights: 30,
    nightlyTotalPaise: paise(6_000_000),
    cleaningFeePaise: paise(100_000),
    serviceFeePaise: paise(300_000),
  };

  it('replaces the policy with the long-stay rule from 28 nights (the written example)', () => {
    expect(refund('Strict', hoursBefore(45 * 24), longStay)).toMatchObject({
      rule: 'Long stay',
      totalPaise: 6_400_000,
    });
    expect(refund('Strict', hoursBefore(20 * 24), longStay).totalPaise).toBe(3_100_000);
    expect(refund('Flexible', hoursBefore(720), longStay).totalPaise).toBe(3_100_000); // exactly 30 days
    expect(refund('Flexible', hoursBefore(720, -1), longStay).totalPaise).toBe(6_400_000);
    expect(refund('Flexible', hoursBefore(0), longStay).totalPaise).toBe(0);
    expect(refund('Strict', hoursBefore(45 * 24), { ...longStay, nights: 27 }).rule).toBe('Strict');
  });

  it('refunds everything when the host or Basera cancels, at any time and under any policy', () => {
    for (const by of ['host', 'basera'] as const) {
      expect(parts(refund('Strict', hoursBefore(1), { by }))).toEqual([
        1_200_000, 80_000, 120_000, 1_400_000,
      ]);
      expect(refund('Strict', hoursBefore(-5), { by }).totalPaise).toBe(1_400_000);
    }
  });
});

describe('refundDeadlineWords', () => {
  it('words each rule’s deadline as the cancellation policy page and the spec say it', () => {
    expect(refundDeadlineWords('Flexible')).toBe('24 hours');
    expect(refundDeadlineWords('Moderate')).toBe('5 days');
    expect(refundDeadlineWords('Strict')).toBe('7 days');
    expect(refundDeadlineWords('Long stay')).toBe('30 days');
  });

  it('words them in Hindi on a Hindi page', () => {
    expect(speaking('hi', () => refundDeadlineWords('Flexible'))).toBe('24 घंटे');
    expect(speaking('hi', () => refundDeadlineWords('Moderate'))).toBe('5 दिन');
  });
});
