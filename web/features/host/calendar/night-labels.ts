import { m } from '#i18n/messages.js';
import { rupeesToPaise } from '../../../../domain/money.ts';
import { intlLocaleOf } from '../../../../domain/rules/language/languages.ts';
import type { CalendarNight, CalendarNightStatus } from '../../../../domain/schemas/host-operations.ts';
import { formatStayDate, type IsoDate } from '../../../lib/calendar-dates.ts';
import { formatPrice } from '../../../lib/formatters.ts';
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
 * What a screen reader says of a night cell: "Friday 12 Mar 2027, Blocked: Family visiting, ₹6,500
 * (your price)", or "…, Imported from Airbnb, …". Past nights say so; selection is told by the cell's aria-selected.
 */
export function nightLabel(night: CalendarNight, today: IsoDate): string {
  const reason = night.status === 'blocked' ? night.reason?.trim() : '';
  const status =
    night.status === 'imported'
      ? night.feedName
        ? m.host_imported_from({ names: night.feedName })
        : m.host_imported_from_feed()
      : reason
        ? m.host_night_blocked_reason({ reason })
        : statusWords[night.status];
  const price = formatPrice(night.price);
  const parts = [
    `${weekdayName(night.date)} ${formatStayDate(night.date)}`,
    status,
    night.priceSet ? m.host_night_your_price({ price }) : price,
  ];
  if (night.date < today) parts.push(m.host_night_past());
  else if (night.date === today) parts.push(m.host_night_tonight());
  return parts.join(', ');
}

/** A day whose night is not loaded yet: its date alone. */
export const pendingNightLabel = (day: IsoDate) => `${weekdayName(day)} ${formatStayDate(day)}`;
