import { describe, expect, it } from 'vitest';
import { formatRupees } from '../domain/money.ts';
import type {
  Availability,
  PropertyCard,
  PropertyDetail,
  StayQuoteAnswer,
} from '../domain/schemas/properties.ts';
import { base, launchSharedBrowser, stayCalendarOf } from './journey-kit.ts';

// The whole way from a search on the home page to a priced stay on the property page (issue 7).
const browser = launchSharedBrowser();

async function api<T>(path: string): Promise<T> {
  const answer = await fetch(`${base}${path}`);
  if (!answer.ok) throw new Error(`${path}: ${answer.status}`);
  return (await answer.json()) as T;
}

const isoInIndia = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });

/** Calendar months from one date's month to another's ('2026-12-30' to '2027-01-02' is 1). */
const monthsApart = (from: string, to: string) =>
  (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 +
  Number(to.slice(5, 7)) -
  Number(from.slice(5, 7));

type Found = { card: PropertyCard; city: string; taken: string; checkIn: string; checkOut: string };

/**
 * A demo listing with a taken night in the next weeks, and a free two-night stay in the same or the
 * month before (so the property page's two months show both). The demo seed books and blocks nights
 * from 10 days ahead on its first listing.
 */
async function listingWithTakenNight(): Promise<Found> {
  const cards = await api<PropertyCard[]>('/api/properties?limit=100');
  for (const card of cards) {
    const { nights } = await api<Availability>(
      `/api/properties/${card.id}/availability?from=${isoInIndia(2)}&to=${isoInIndia(40)}`,
    );
    const taken = nights.find((n) => !n.available)?.date;
    const [a, b] = [nights[0], nights[1]];
    if (taken && a?.available && b?.available && monthsApart(a.date, taken) <= 1) {
      const detail = await api<PropertyDetail>(`/api/properties/${card.id}`);
      return { card, city: detail.city ?? '', taken, checkIn: a.date, checkOut: isoInIndia(4) };
    }
  }
  throw new Error('the demo data holds no listing with a taken night in the next 40 days');
}

describe('from a search to a priced stay', () => {
  it('searches with dates and guests, keeps the search over a reload, and opens a listing whose calendar and quote agree with the server', async () => {
    const found = await listingWithTakenNight();
    const context = await browser().newContext({
      viewport: { width: 1280, height: 900 },
      timezoneId: 'Asia/Kolkata',
    });
    const page = await context.newPage();
    await page.goto(`${base}/`);

    await page.getByLabel('Where').fill(found.city);
    await page.getByRole('button', { name: /^Check-in/ }).click();
    await page.locator(`[data-day="${found.checkIn}"] button`).first().click();
    await page.locator(`[data-day="${found.checkOut}"] button`).first().click();
    await page.getByRole('button', { name: /Guests 2 guests/ }).click();
    await page.getByRole('button', { name: 'More adults' }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Search', exact: true }).click();

    const heading = page.getByRole('heading', { level: 2, name: `Properties in ${found.city}`, exact: true });
    await heading.waitFor();
    const query = () => Object.fromEntries(new URL(page.url()).searchParams);
    expect(query()).toEqual({
      location: found.city,
      checkIn: found.checkIn,
      checkOut: found.checkOut,
      adults: '3',
    });

    await page.reload();
    await heading.waitFor();
    expect(query()).toMatchObject({ checkIn: found.checkIn, checkOut: found.checkOut, adults: '3' });

    // The card names what the stay costs in all; the property page will quote the same.
    const card = page.getByRole('article').filter({ hasText: found.card.title });
    const cardTotal = (await card.getByTestId('stay-total').textContent()) ?? '';
    expect(cardTotal).toMatch(/^₹[\d,.]+ total · 2 nights$/);
    // The whole card is the link, named by the listing's title.
    await card.getByRole('link', { name: found.card.title, exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/property/${found.card.id}`);
    // The stay searched for is already chosen on the property page.
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
      checkIn: found.checkIn,
      checkOut: found.checkOut,
      guests: '3',
    });

    const calendar = await stayCalendarOf(page);
    const takenDay = calendar.locator(`[data-day="${found.taken}"] button`).first();
    await takenDay.waitFor();
    await expect.poll(() => takenDay.isDisabled()).toBe(true);

    const quote = await api<StayQuoteAnswer>(
      `/api/properties/${found.card.id}/quote?checkIn=${found.checkIn}&checkOut=${found.checkOut}&guests=3`,
    );
    const total = page.getByTestId('quote-total');
    await total.waitFor();
    expect(await total.textContent()).toBe(formatRupees(quote.total));
    expect(cardTotal).toBe(`${formatRupees(quote.total)} total · 2 nights`);
    await page.getByRole('heading', { name: new RegExp(`^${quote.nights} nights`) }).waitFor();
    await context.close();
  });
});
