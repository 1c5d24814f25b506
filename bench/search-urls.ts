// The URLs bench/search.ts loads: one repeated URL per row, or a rotation of many distinct ones, so a
// row can show what an answer costs when the answer cache (decision 39) cannot help.
import { DESTINATIONS } from './search-data.ts';

// Dates as the app sees them: India's calendar.
const todayInIndia = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
export const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const monthStart = (iso: string, months: number) => {
  const d = new Date(`${iso}T00:00:00Z`);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1)).toISOString().slice(0, 10);
};
const checkIn = addDays(todayInIndia, 30);
export const dateSearchPath = `/api/properties?location=Goa&checkIn=${checkIn}&checkOut=${addDays(checkIn, 3)}&guests=2`;
export const availabilityQuery = `from=${monthStart(todayInIndia, 1)}&to=${monthStart(todayInIndia, 3)}`;

/**
 * `count` distinct searches as a traveller makes them: a place (a destination, a city, a typo, or
 * none), dates or none, 1-6 guests, sometimes a price range, and each sort in turn.
 */
export function rotatingSearches(count = 1200): string[] {
  const names = DESTINATIONS.map(([name]) => name);
  const cities = DESTINATIONS.map(([, city]) => city);
  const places = ['', ...names, ...cities, 'gao', 'manal', 'jaipr'];
  const sorts = ['', 'price_asc', 'price_desc', 'rating', 'newest'];
  const prices = ['', 'minPrice=2000&maxPrice=9000', 'maxPrice=6000', 'minPrice=5000'];
  const urls = new Set<string>();
  for (let i = 0; urls.size < count; i++) {
    const place = places[i % places.length]!;
    const start = addDays(todayInIndia, 7 + ((i * 7) % 120));
    const dates = i % 3 === 0 ? '' : `checkIn=${start}&checkOut=${addDays(start, 1 + (i % 5))}`;
    const params = [
      place && `location=${encodeURIComponent(place)}`,
      dates,
      `guests=${1 + (i % 6)}`,
      prices[Math.floor(i / 7) % prices.length],
      sorts[Math.floor(i / 3) % sorts.length] && `sort=${sorts[Math.floor(i / 3) % sorts.length]}`,
    ];
    urls.add(`/api/properties?${params.filter(Boolean).join('&')}`);
  }
  return [...urls];
}

/** Up to `count` public listing ids, read from the list's pages of 100 (the order search gives). */
export async function publicListingIds(base: string, count = 1000): Promise<string[]> {
  const ids: string[] = [];
  let next: string | undefined = `${base}/api/properties?limit=100`;
  while (next && ids.length < count) {
    const res: Response = await fetch(next);
    if (!res.ok) break;
    ids.push(...((await res.json()) as { id: string }[]).map((card) => card.id));
    const link = res.headers.get('link')?.match(/<([^>]+)>\s*;\s*rel="?next"?/)?.[1];
    next = link ? new URL(link, base).toString() : undefined;
  }
  return ids.slice(0, count);
}
