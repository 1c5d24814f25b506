import { TZDate } from '@date-fns/tz';
import { m } from '#i18n/messages.js';
import { addPaise, type Paise, percentOfPaise, ZERO_PAISE } from '../money.ts';

// What a guest gets back when a booking is cancelled: docs/cancellation-policy.md, the one written
// rule, which the /cancellation-policy page says in plain words. All amounts in integer paise.

export type Policy = 'Flexible' | 'Moderate' | 'Strict';
export type CancelledBy = 'guest' | 'host' | 'basera';
/** The rule a guest's cancellation follows: the listing's policy, or the long-stay rule. */
export type RefundRule = Policy | 'Long stay';

export const LONG_STAY_NIGHTS = 28;
const HOUR_MS = 3_600_000;

/** Per rule: more than `hours` before check-in, and at or under it (but before check-in). */
type Tier = { nightsPercent: number; serviceFee: boolean };
const RULES: Record<RefundRule, { hours: number; early: Tier; late: Tier }> = {
  Flexible: {
    hours: 24,
    early: { nightsPercent: 100, serviceFee: true },
    late: { nightsPercent: 50, serviceFee: true },
  },
  Moderate: {
    hours: 120,
    early: { nightsPercent: 100, serviceFee: true },
    late: { nightsPercent: 50, serviceFee: true },
  },
  Strict: {
    hours: 168,
    early: { nightsPercent: 50, serviceFee: false },
    late: { nightsPercent: 0, serviceFee: false },
  },
  'Long stay': {
    hours: 720,
    early: { nightsPercent: 100, serviceFee: true },
    late: { nightsPercent: 50, serviceFee: false },
  },
};

/**
 * How long before check-in a rule's better refund ends, as pages word it: '24 hours', '5 days' (in
 * the language being written). Pages and mails quote this, never a copied number.
 */
export function refundDeadlineWords(rule: RefundRule): string {
  const { hours } = RULES[rule];
  return hours % 24 === 0 && hours > 24
    ? m.rules_refund_deadline_days({ count: hours / 24 })
    : m.rules_refund_deadline_hours({ count: hours });
}

export type RefundInput = {
  policy: Policy;
  /** The stay's check-in date (YYYY-MM-DD), the listing's check-in time (HH:mm) and time zone. */
  checkInDate: string;
  checkInTime: string;
  timeZone: string;
  nights: number;
  nightlyTotalPaise: Paise;
  cleaningFeePaise: Paise;
  serviceFeePaise: Paise;
  cancelledAt: Date;
  by: CancelledBy;
};

export type RefundQuote = {
  rule: RefundRule;
  /** The check-in instant as ISO 8601 with the listing's offset: 2027-03-12T14:00:00.000+05:30. */
  deadline: string;
  /** When this refund drops (ISO with offset): the end of its tier; null once nothing is left to lose. */
  refundDropsAt: string | null;
  nightsPaise: Paise;
  cleaningFeePaise: Paise;
  serviceFeePaise: Paise;
  totalPaise: Paise;
};

/** The check-in date at the check-in time in the listing's zone, as that zone's instant. */
export function checkInInstant(checkInDate: string, checkInTime: string, timeZone: string): TZDate {
  const [year, month, day] = checkInDate.split('-').map(Number) as [number, number, number];
  const [hours, minutes] = checkInTime.split(':').map(Number) as [number, number];
  return new TZDate(year, month - 1, day, hours, minutes || 0, timeZone);
}

export const ruleOf = (policy: Policy, nights: number): RefundRule =>
  nights >= LONG_STAY_NIGHTS ? 'Long stay' : policy;

/** The refund of a cancellation at `cancelledAt`, part by part (docs/cancellation-policy.md). */
export function refundQuote(input: RefundInput): RefundQuote {
  const deadline = checkInInstant(input.checkInDate, input.checkInTime, input.timeZone);
  const rule = ruleOf(input.policy, input.nights);
  const { hours, early, late } = RULES[rule];
  const tierEnd = new TZDate(deadline.getTime() - hours * HOUR_MS, input.timeZone);
  const at = input.cancelledAt.getTime();
  // "More than N hours before" is strict: exactly N hours before is already the later tier.
  const stage =
    input.by !== 'guest'
      ? 'by host'
      : at >= deadline.getTime()
        ? 'after'
        : at < tierEnd.getTime()
          ? 'early'
          : 'late';
  const parts = {
    'by host': { nightsPercent: 100, cleaning: true, service: true, dropsAt: null },
    early: {
      nightsPercent: early.nightsPercent,
      cleaning: true,
      service: early.serviceFee,
      dropsAt: tierEnd,
    },
    late: { nightsPercent: late.nightsPercent, cleaning: true, service: late.serviceFee, dropsAt: deadline },
    after: { nightsPercent: 0, cleaning: false, service: false, dropsAt: null },
  }[stage];
  const nightsPaise = percentOfPaise(input.nightlyTotalPaise, parts.nightsPercent);
  const cleaningFeePaise = parts.cleaning ? input.cleaningFeePaise : ZERO_PAISE;
  const serviceFeePaise = parts.service ? input.serviceFeePaise : ZERO_PAISE;
  return {
    rule,
    deadline: deadline.toISOString(),
    refundDropsAt: parts.dropsAt?.toISOString() ?? null,
    nightsPaise,
    cleaningFeePaise,
    serviceFeePaise,
    totalPaise: addPaise(nightsPaise, cleaningFeePaise, serviceFeePaise),
  };
}
