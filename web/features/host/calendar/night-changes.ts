import { m } from '#i18n/messages.js';
import { paiseToRupees, rupeesToPaise } from '../../../../domain/money.ts';
import { isWeekendNight } from '../../../../domain/rules/night-prices.ts';
import type { CalendarNight, HostCalendar } from '../../../../domain/schemas/host-operations.ts';
import type { IsoDate } from '../../../lib/calendar-dates.ts';

// A change as the calendar shows it before the server confirms it (then the calendar is read again),
// so a block or a price lands on the grid at once.

type Run = { startDate: IsoDate; endDate: IsoDate };

const within = (runs: Run[], night: IsoDate) =>
  runs.some((run) => night >= run.startDate && night < run.endDate);

function mapNights(calendar: HostCalendar, change: (night: CalendarNight) => CalendarNight): HostCalendar {
  return { ...calendar, nights: calendar.nights.map(change) };
}

/** These runs of free nights blocked (the block's id comes with the next read). */
export const withBlocked = (calendar: HostCalendar, runs: Run[], reason: string | null) =>
  mapNights(calendar, (night) =>
    night.status === 'free' && within(runs, night.date) ? { ...night, status: 'blocked', reason } : night,
  );

/** The nights of these blocks free again. */
export function withUnblocked(calendar: HostCalendar, blockIds: string[]): HostCalendar {
  return mapNights(calendar, (night) => {
    if (night.status !== 'blocked' || !night.blockId || !blockIds.includes(night.blockId)) return night;
    const { blockId: _id, reason: _reason, ...rest } = night;
    return { ...rest, status: 'free' };
  });
}

/** The nights of [startDate, endDate) (or only their Friday and Saturday nights) at `price`; null: the base price. */
export function withPrice(
  calendar: HostCalendar,
  change: Run & { price: string | null; days: 'all' | 'weekends' },
): HostCalendar {
  return mapNights(calendar, (night) => {
    if (!within([change], night.date) || (change.days === 'weekends' && !isWeekendNight(night.date)))
      return night;
    return change.price === null
      ? { ...night, price: calendar.basePrice, priceSet: false }
      : { ...night, price: change.price, priceSet: true };
  });
}

export type PriceInput = { ok: true; rupees: string } | { ok: false; message: string };

/** The rupee field: "6500", "6,500", "₹6,500.50" → '6500.00' / '6500.50'; at least ₹100 as the API asks. */
export function readPriceInput(text: string): PriceInput {
  const plain = text.replace(/[₹,\s]/g, '');
  if (!plain) return { ok: false, message: m.host_price_required() };
  if (!/^\d{1,8}(\.\d{1,2})?$/.test(plain)) return { ok: false, message: m.host_price_invalid() };
  const paise = rupeesToPaise(plain);
  if (paise < 10_000) return { ok: false, message: m.host_price_minimum() };
  return { ok: true, rupees: paiseToRupees(paise) };
}
