import { paise, paiseToRupees, rupeesToPaise } from '../../../../domain/money.ts';
import { LONG_STAY_NIGHTS, refundQuote } from '../../../../domain/rules/refund-quote.ts';
import { INDIA_TIME_ZONE } from '../../../../domain/rules/stay-clock.ts';
import type { CancellationQuote } from '../../../../domain/schemas/after-booking.ts';
import { TAXES_LABEL } from '../../../components/booking/tax-lines.ts';
import { formatStayDate } from '../../../lib/calendar-dates.ts';
import { formatPrice } from '../../../lib/formatters.ts';

// The words of a cancellation quote, kept pure so they are tested. Every instant is shown in the
// LISTING's time zone (quote.timeZone), never the browser's: the refund rule runs on its clock.

// Asia/Calcutta is the older name of the same zone.
const INDIA_ZONES = new Set([INDIA_TIME_ZONE, 'Asia/Calcutta']);
const FALLBACK_ZONE = INDIA_TIME_ZONE;

/** "India time" for Asia/Kolkata; otherwise the zone's city: "Dubai time", "Los Angeles time". */
export function zoneName(timeZone: string): string {
  if (INDIA_ZONES.has(timeZone)) return 'India time';
  const city = timeZone.split('/').pop()?.replaceAll('_', ' ').trim();
  return city ? `${city} time` : 'India time';
}

function validZone(timeZone: string): string {
  try {
    new Intl.DateTimeFormat('en-IN', { timeZone });
    return timeZone;
  } catch {
    return FALLBACK_ZONE;
  }
}

/** The calendar date (YYYY-MM-DD) and clock time (HH:mm, 24-hour) of an instant in `timeZone`. */
export function zonedParts(instant: string | Date, timeZone: string): { date: string; time: string } | null {
  const at = new Date(instant);
  if (Number.isNaN(at.getTime())) return null;
  const parts = new Intl.DateTimeFormat('en-IN', {
    timeZone: validZone(timeZone),
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    time: `${part('hour')}:${part('minute')}`,
  };
}

/** "14:00 on 12 Mar 2027 (India time)": an instant on the listing's clock, its zone named. */
export function listingMoment(instant: string, timeZone: string): string {
  const parts = zonedParts(instant, timeZone);
  if (!parts) return '';
  return `${parts.time} on ${formatStayDate(parts.date)} (${zoneName(timeZone)})`;
}

type Tier = { nightsPercent: number; cleaningFee: boolean; serviceFee: boolean };

/**
 * What the quote's rule refunds of each part for a cancellation at `at`: asked of the domain's own
 * refund rule (docs/cancellation-policy.md), so the words can never drift from the amounts.
 */
export function tierAt(
  quote: Pick<CancellationQuote, 'policy' | 'rule' | 'deadline' | 'timeZone'>,
  at: Date,
): Tier {
  const timeZone = validZone(quote.timeZone);
  const checkIn = zonedParts(quote.deadline, timeZone) ?? { date: '1970-01-01', time: '00:00' };
  const probe = refundQuote({
    policy: quote.policy,
    checkInDate: checkIn.date,
    checkInTime: checkIn.time,
    timeZone,
    nights: quote.rule === 'Long stay' ? LONG_STAY_NIGHTS : 1,
    nightlyTotalPaise: paise(10_000),
    cleaningFeePaise: paise(1),
    serviceFeePaise: paise(1),
    cancelledAt: at,
    by: 'guest',
  });
  return {
    nightsPercent: probe.nightsPaise / 100,
    cleaningFee: probe.cleaningFeePaise > 0,
    serviceFee: probe.serviceFeePaise > 0,
  };
}

/** What a tier gives back, as a phrase: "50% of the nights and the fees", "only the cleaning fee". */
function refundedParts(tier: Tier): { words: string; many: boolean } {
  const { nightsPercent, cleaningFee, serviceFee } = tier;
  const fees =
    cleaningFee && serviceFee
      ? 'the fees'
      : cleaningFee
        ? 'the cleaning fee'
        : serviceFee
          ? 'the service fee'
          : '';
  if (nightsPercent === 0) return { words: `only ${fees}`, many: fees === 'the fees' };
  return { words: [`${nightsPercent}% of the nights`, fees].filter(Boolean).join(' and '), many: true };
}

const isFull = (tier: Tier) => tier.nightsPercent === 100 && tier.cleaningFee && tier.serviceFee;
const isNothing = (tier: Tier) => tier.nightsPercent === 0 && !tier.cleaningFee && !tier.serviceFee;
const capital = (words: string) => words[0]!.toUpperCase() + words.slice(1);

/** "Full refund until …", "50% of the nights and the fees refunded until …". */
export function tierUntil(tier: Tier, until: string): string {
  if (isFull(tier)) return `Full refund ${until}.`;
  if (isNothing(tier)) return `No refund ${until}.`;
  return `${capital(refundedParts(tier).words.replace(/^only /, ''))} refunded ${until}.`;
}

/** "After that, nothing is refunded.", "After that, 50% of the nights and the fees are refunded." */
export function tierAfter(tier: Tier): string {
  if (isFull(tier)) return 'After that, everything is still refunded.';
  if (isNothing(tier)) return 'After that, nothing is refunded.';
  const { words, many } = refundedParts(tier);
  return `After that, ${words} ${many ? 'are' : 'is'} refunded.`;
}

/**
 * The deadline in sentences: what cancelling now refunds and until when, then what follows.
 * "Full refund until 14:00 on 7 Mar 2027 (India time)." "After that, 50% of the nights and the fees are refunded."
 */
export function deadlineSentences(quote: CancellationQuote): string[] {
  if (Number(quote.paid) === 0)
    return ['Nothing has been paid for this booking, so nothing will be charged or refunded.'];
  const drops = quote.refundDropsAt ? new Date(quote.refundDropsAt) : null;
  if (!drops || Number.isNaN(drops.getTime()))
    return quote.refundPaise > 0
      ? ['Full refund.']
      : [`Check-in was at ${listingMoment(quote.deadline, quote.timeZone)}: nothing is refunded after it.`];
  const atCheckIn = drops.getTime() === new Date(quote.deadline).getTime();
  const moment = listingMoment(drops.toISOString(), quote.timeZone);
  const until = atCheckIn ? `until check-in at ${moment}` : `until ${moment}`;
  return [tierUntil(tierAt(quote, new Date(drops.getTime() - 1)), until), tierAfter(tierAt(quote, drops))];
}

/** "Moderate policy", or the long-stay rule that replaces it from 28 nights. */
export function ruleText(quote: Pick<CancellationQuote, 'policy' | 'rule'>): string {
  return quote.rule === 'Long stay'
    ? `Long-stay rule (${LONG_STAY_NIGHTS} nights or more), in place of the ${quote.policy} policy`
    : `${quote.rule} cancellation policy`;
}

export type QuoteLine = { label: string; amount: string };

/**
 * What is refunded of each part of the price (every part, so a ₹0 shows what is kept), then the
 * GST on those parts when there is some (a booking made before GST has none to give back).
 */
export function quoteLines(quote: CancellationQuote): QuoteLine[] {
  const { nights, cleaningFee, serviceFee, taxes } = quote.breakdown;
  return [
    { label: 'Nights', amount: formatPrice(nights) },
    { label: 'Cleaning fee', amount: formatPrice(cleaningFee) },
    { label: 'Service fee', amount: formatPrice(serviceFee) },
    ...(taxes && rupeesToPaise(taxes) > 0 ? [{ label: TAXES_LABEL, amount: formatPrice(taxes) }] : []),
  ];
}

/** The 409 of a stale quote in words: the refund moved while the dialog was open. */
export function changedQuoteSentence(before: CancellationQuote | undefined, now: CancellationQuote): string {
  const was =
    before && before.refundPaise !== now.refundPaise ? ` It was ${formatPrice(before.refund)}.` : '';
  return `The refund changed since it was shown: cancelling now gives back ${formatPrice(now.refund)}.${was} Please confirm again.`;
}

/** The success toast's words: the refund and how long it takes, or that nothing is refunded. */
export function cancelledToastText(refundPaise: number): string {
  return refundPaise > 0
    ? `${formatPrice(paiseToRupees(paise(refundPaise)))} will be refunded to your original payment method. Refunds take 5-10 business days.`
    : 'Nothing is refunded for this booking.';
}
