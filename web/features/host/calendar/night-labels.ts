import { m } from '#i18n/messages.js';
import { rupeesToPaise } from '../../../../domain/money.ts';
import { intlLocaleOf } from '../../../../domain/rules/language/languages.ts';
import type { CalendarNight, CalendarNightStatus } from '../../../../domain/schemas/host-operations.ts';
import { formatStayDate, type IsoDate } from '../../../lib/calendar-dates.ts';
import { pageLanguage } from '../../../lib/language.ts';
import { weekdayName } from './calendar-month.ts';

// The words of the host calendar's nights, kept pure so they are tested.

export const statusWords: Record<CalendarNightStatus, string> = {
  free: m.host_night_available(),
  booked: m.host_night_booked(),
  requested: m.host_night_requested(),
  blocked: m.host_night_blocked(),
  imported: m.host_night_imported(),
};

const wholeRupees = new Intl.NumberFormat(intlLocaleOf(pageLanguage), {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});
const lakhs = new Intl.NumberFormat(intlLocaleOf(pageLanguage), { maximumFractionDigits: 2 });

/**
 * A price short enough for a day cell on a phone: "₹4,500" (paise rounded away), "₹1.25L" from a lakh
 * up. The night's label and the side panel give the exact figure.
 */
export function compactPrice(rupees: string): string {
  let paise: number;
  try {
    paise = rupeesToPaise(rupees);
  } catch {
    return '₹—';
  }
  const whole = Math.round(paise / 100);
  if (whole < 100_000) return wholeRupees.format(whole);
  return m.host_price_lakhs({ amount: lakhs.format(Math.floor(whole / 1000) / 100) });
}

/**
 * A night cell's name in reading order, cut so that what the cell shows (the day of the month and
 * the short price) is spoken as seen (WCAG 2.5.3) and the rest is for screen readers only:
 * `before` day `middle` price `after`. Together: "Friday 12 Mar 2027, Blocked: Family visiting,
 * ₹6,500 (your price)"; past and tonight follow the date. Selection is told by aria-selected.
 */
export type NightName = { before: string; day: string; middle: string; price: string; after: string };

/** `whole` cut around the first `seen` in it (or, should it not be there, all of it before). */
function around(whole: string, seen: string): [string, string] {
  const at = whole.indexOf(seen);
  return at < 0 ? [whole, ''] : [whole.slice(0, at), whole.slice(at + seen.length)];
}

const dayOfMonth = (day: IsoDate) => String(Number(day.slice(8, 10)));

/** A day whose night is not loaded yet: its date alone. */
export function pendingNightName(day: IsoDate): NightName {
  const [before, after] = around(`${weekdayName(day)} ${formatStayDate(day)}`, dayOfMonth(day));
  return { before, day: dayOfMonth(day), middle: after, price: '', after: '' };
}

export function nightName(night: CalendarNight, today: IsoDate): NightName {
  const reason = night.status === 'blocked' ? night.reason?.trim() : '';
  const status =
    night.status === 'imported'
      ? night.feedName
        ? m.host_imported_from({ names: night.feedName })
        : m.host_imported_from_feed()
      : reason
        ? m.host_night_blocked_reason({ reason })
        : statusWords[night.status];
  const date = pendingNightName(night.date);
  const when = night.date < today ? m.host_night_past() : night.date === today ? m.host_night_tonight() : '';
  const price = compactPrice(night.price);
  const [beforePrice, afterPrice] = around(
    night.priceSet ? m.host_night_your_price({ price }) : price,
    price,
  );
  const middle = [date.middle, when, status].filter(Boolean).join(', ');
  return { ...date, middle: `${middle}, ${beforePrice}`, price, after: afterPrice };
}

/** The name as one line, as a screen reader (whose parts are blocks) reads it. */
export const spokenName = ({ before, day, middle, price, after }: NightName) =>
  [before, day, middle, price, after].join(' ').replace(/\s+/g, ' ').trim();
