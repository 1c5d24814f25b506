import { nightsOf } from './stay-dates.ts';

/** The host's own prices for some nights of a listing: date (YYYY-MM-DD) → rupees ('5200.00'). */
export type NightPriceOverrides = ReadonlyMap<string, string>;

/**
 * A night's price: the host's override for that date, else the listing's base price. The quote,
 * the amount charged, the availability call and the host's calendar all price nights with this.
 */
export function nightPrice(basePrice: string, overrides: NightPriceOverrides, night: string): string {
  return overrides.get(night) ?? basePrice;
}

/** The price of each of these nights, in the order given. */
export function nightPricesOf(basePrice: string, overrides: NightPriceOverrides, nights: string[]): string[] {
  return nights.map((night) => nightPrice(basePrice, overrides, night));
}

/** Friday and Saturday nights: the nights of a weekend stay (check-in Friday, check-out Sunday). */
export function isWeekendNight(night: string): boolean {
  const day = new Date(`${night}T00:00:00Z`).getUTCDay();
  return day === 5 || day === 6;
}

/** The nights of [from, to) a price change applies to: all of them, or only the weekend nights. */
export function nightsToPrice(from: string, to: string, days: 'all' | 'weekends'): string[] {
  const nights = nightsOf(from, to);
  return days === 'weekends' ? nights.filter(isWeekendNight) : nights;
}
