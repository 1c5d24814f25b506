import { m } from '#i18n/messages.js';
import { paise, paiseToRupees, rupeesToPaise } from '../../../../domain/money.ts';
import { LONG_STAY_NIGHTS, refundQuote } from '../../../../domain/rules/refund-quote.ts';
import { INDIA_TIME_ZONE } from '../../../../domain/rules/stay-clock.ts';
import type { CancellationQuote } from '../../../../domain/schemas/after-booking.ts';
import { clockText } from '../../../components/listing/listing-labels.ts';
import { formatStayDate } from '../../../lib/calendar-dates.ts';
import { formatPrice } from '../../../lib/formatters.ts';
import { REFUND_DAYS } from '../receipt/receipt-lines.ts';

// The words of a cancellation quote, kept pure so they are tested. Every instant is shown in the
// LISTING's time zone (quote.timeZone), never the browser's: the refund rule runs on its clock.

// Asia/Calcutta is the older name of the same zone.
const INDIA_ZONES = new Set([INDIA_TIME_ZONE, 'Asia/Calcutta']);
const FALLBACK_ZONE = INDIA_TIME_ZONE;

/** "India time" for Asia/Kolkata; otherwise the zone's city: "Dubai time", "Los Angeles time". */
export function zoneName(timeZone: string): string {
  if (INDIA_ZONES.has(timeZone)) return m.trips_quote_india_time();
  const city = timeZone.split('/').pop()?.replaceAll('_', ' ').trim();
  return city ? m.trips_quote_zone_time({ city }) : m.trips_quote_india_time();
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
  // Read as digits to compute with, never shown: en-IN in every page language.
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

/** "2:00 pm on 12 Mar 2027 (India time)": an instant on the listing's clock (as check-in times are
 * written), its zone named. */
export function listingMoment(instant: string, timeZone: string): string {
  const parts = zonedParts(instant, timeZone);
  if (!parts) return '';
  return m.trips_quote_moment({
    time: clockText(parts.time),
    date: formatStayDate(parts.date),
    zone: zoneName(timeZone),
  });
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

/** What a tier gives back, so that each sentence is one whole message: nights_fees is "50% of the nights and the fees". */
type TierKind =
  | 'full'
  | 'none'
  | 'fees'
  | 'cleaning'
  | 'service'
  | 'nights'
  | 'nights_fees'
  | 'nights_cleaning'
  | 'nights_service';

function tierKind(tier: Tier): TierKind {
  const { nightsPercent, cleaningFee, serviceFee } = tier;
  if (nightsPercent === 100 && cleaningFee && serviceFee) return 'full';
  const fees = cleaningFee && serviceFee ? 'fees' : cleaningFee ? 'cleaning' : serviceFee ? 'service' : null;
  if (nightsPercent === 0) return fees ?? 'none';
  return fees ? `nights_${fees}` : 'nights';
}

type Words = (moment: string, percent: number) => string;

const untilMoment: Record<TierKind, Words> = {
  full: (moment) => m.trips_quote_until_full({ moment }),
  none: (moment) => m.trips_quote_until_none({ moment }),
  fees: (moment) => m.trips_quote_until_fees({ moment }),
  cleaning: (moment) => m.trips_quote_until_cleaning({ moment }),
  service: (moment) => m.trips_quote_until_service({ moment }),
  nights: (moment, percent) => m.trips_quote_until_nights({ moment, percent }),
  nights_fees: (moment, percent) => m.trips_quote_until_nights_fees({ moment, percent }),
  nights_cleaning: (moment, percent) => m.trips_quote_until_nights_cleaning({ moment, percent }),
  nights_service: (moment, percent) => m.trips_quote_until_nights_service({ moment, percent }),
};

const untilCheckIn: Record<TierKind, Words> = {
  full: (moment) => m.trips_quote_until_checkin_full({ moment }),
  none: (moment) => m.trips_quote_until_checkin_none({ moment }),
  fees: (moment) => m.trips_quote_until_checkin_fees({ moment }),
  cleaning: (moment) => m.trips_quote_until_checkin_cleaning({ moment }),
  service: (moment) => m.trips_quote_until_checkin_service({ moment }),
  nights: (moment, percent) => m.trips_quote_until_checkin_nights({ moment, percent }),
  nights_fees: (moment, percent) => m.trips_quote_until_checkin_nights_fees({ moment, percent }),
  nights_cleaning: (moment, percent) => m.trips_quote_until_checkin_nights_cleaning({ moment, percent }),
  nights_service: (moment, percent) => m.trips_quote_until_checkin_nights_service({ moment, percent }),
};

const afterWords: Record<TierKind, (percent: number) => string> = {
  full: () => m.trips_quote_after_full(),
  none: () => m.trips_quote_after_none(),
  fees: () => m.trips_quote_after_fees(),
  cleaning: () => m.trips_quote_after_cleaning(),
  service: () => m.trips_quote_after_service(),
  nights: (percent) => m.trips_quote_after_nights({ percent }),
  nights_fees: (percent) => m.trips_quote_after_nights_fees({ percent }),
  nights_cleaning: (percent) => m.trips_quote_after_nights_cleaning({ percent }),
  nights_service: (percent) => m.trips_quote_after_nights_service({ percent }),
};

/** "Full refund until …", "50% of the nights and the fees refunded until check-in at …". */
export function tierUntil(tier: Tier, moment: string, atCheckIn: boolean): string {
  return (atCheckIn ? untilCheckIn : untilMoment)[tierKind(tier)](moment, tier.nightsPercent);
}

/** "After that, nothing is refunded.", "After that, 50% of the nights and the fees are refunded." */
export function tierAfter(tier: Tier): string {
  return afterWords[tierKind(tier)](tier.nightsPercent);
}

/**
 * The deadline in sentences: what cancelling now refunds and until when, then what follows.
 * "Full refund until 2:00 pm on 7 Mar 2027 (India time)." "After that, 50% of the nights and the fees are refunded."
 */
export function deadlineSentences(quote: CancellationQuote): string[] {
  if (Number(quote.paid) === 0) return [m.trips_quote_never_paid()];
  const drops = quote.refundDropsAt ? new Date(quote.refundDropsAt) : null;
  if (!drops || Number.isNaN(drops.getTime()))
    return quote.refundPaise > 0
      ? [m.trips_quote_full_refund()]
      : [m.trips_quote_after_check_in({ moment: listingMoment(quote.deadline, quote.timeZone) })];
  const atCheckIn = drops.getTime() === new Date(quote.deadline).getTime();
  const moment = listingMoment(drops.toISOString(), quote.timeZone);
  return [
    tierUntil(tierAt(quote, new Date(drops.getTime() - 1)), moment, atCheckIn),
    tierAfter(tierAt(quote, drops)),
  ];
}

/** "Moderate policy", or the long-stay rule that replaces it from 28 nights. */
export function ruleText(quote: Pick<CancellationQuote, 'policy' | 'rule'>): string {
  const nights = LONG_STAY_NIGHTS;
  if (quote.rule === 'Long stay')
    return quote.policy === 'Strict'
      ? m.trips_quote_rule_long_stay_strict({ nights })
      : quote.policy === 'Moderate'
        ? m.trips_quote_rule_long_stay_moderate({ nights })
        : m.trips_quote_rule_long_stay_flexible({ nights });
  return quote.rule === 'Strict'
    ? m.trips_quote_rule_strict()
    : quote.rule === 'Moderate'
      ? m.trips_quote_rule_moderate()
      : m.trips_quote_rule_flexible();
}

export type QuoteLine = { label: string; amount: string };

/**
 * What is refunded of each part of the price (every part, so a ₹0 shows what is kept), then the
 * GST on those parts when there is some (a booking made before GST has none to give back). Each
 * label is the row's whole text: "Nights refunded".
 */
export function quoteLines(quote: CancellationQuote): QuoteLine[] {
  const { nights, cleaningFee, serviceFee, taxes } = quote.breakdown;
  return [
    { label: m.trips_quote_nights_refunded(), amount: formatPrice(nights) },
    { label: m.trips_quote_cleaning_fee_refunded(), amount: formatPrice(cleaningFee) },
    { label: m.trips_quote_service_fee_refunded(), amount: formatPrice(serviceFee) },
    ...(taxes && rupeesToPaise(taxes) > 0
      ? [{ label: m.trips_quote_taxes_refunded(), amount: formatPrice(taxes) }]
      : []),
  ];
}

/** The 409 of a stale quote in words: the refund moved while the dialog was open. */
export function changedQuoteSentence(before: CancellationQuote | undefined, now: CancellationQuote): string {
  const refund = formatPrice(now.refund);
  return before && before.refundPaise !== now.refundPaise
    ? m.trips_quote_changed_was({ now: refund, before: formatPrice(before.refund) })
    : m.trips_quote_changed({ now: refund });
}

/** The success toast's words: the refund and how long it takes, or that nothing is refunded. */
export function cancelledToastText(refundPaise: number): string {
  return refundPaise > 0
    ? m.trips_cancelled_toast_refund({
        amount: formatPrice(paiseToRupees(paise(refundPaise))),
        ...REFUND_DAYS,
      })
    : m.trips_cancelled_toast_nothing();
}
