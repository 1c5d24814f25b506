import { type NightPriceOverrides, nightPricesOf } from '../../../domain/rules/night-prices.ts';
import { nightsOf } from '../../../domain/rules/stay-dates.ts';
import type { CalendarNight } from '../../../domain/schemas/host-operations.ts';
import type { Claims } from './host-calendar.repository.ts';

type Taker = Pick<CalendarNight, 'status' | 'bookingId' | 'blockId' | 'reason' | 'importId' | 'feedName'>;

/** What a booking's nights read as on the host's calendar. */
const stayStatus = (status: string): CalendarNight['status'] =>
  status === 'pending' ? 'requested' : 'booked';

/**
 * Each night of [from, to) as the host's calendar shows it: booked (a confirmed or completed stay),
 * requested (a pending booking: a contact request or an online payment in progress), blocked (the
 * host's block), imported (a block of one of the host's calendar feeds) or free; with its price by the one nightly-price rule, and whether the host set it.
 */
export function calendarNights(
  range: { from: string; to: string },
  claims: Claims,
  pricing: { basePrice: string; overrides: NightPriceOverrides },
): CalendarNight[] {
  const takers = new Map<string, Taker>();
  const take = (start: string, end: string, taker: Taker) => {
    for (const night of nightsOf(start < range.from ? range.from : start, end > range.to ? range.to : end))
      if (!takers.has(night)) takers.set(night, taker);
  };
  // Bookings first: the database keeps a block off their nights, but a stay is what the host must see.
  for (const stay of claims.stays)
    take(stay.start, stay.end, { status: stayStatus(stay.status), bookingId: stay.id });
  for (const block of claims.blocks)
    take(
      block.start,
      block.end,
      block.importId
        ? { status: 'imported', importId: block.importId, feedName: block.reason ?? '' }
        : { status: 'blocked', blockId: block.id, reason: block.reason },
    );
  const dates = nightsOf(range.from, range.to);
  const prices = nightPricesOf(pricing.basePrice, pricing.overrides, dates);
  return dates.map((date, i) => ({
    date,
    ...(takers.get(date) ?? { status: 'free' }),
    price: prices[i]!,
    priceSet: pricing.overrides.has(date),
  }));
}
