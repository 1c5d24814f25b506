import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { HOME_RESULTS_API_URL, SESSION_API_URL } from '../domain/first-visit-data.ts';
import { formatRupees } from '../domain/money.ts';
import type { PropertyCard } from '../domain/schemas/properties.ts';
import { holdRequests } from './held-requests.ts';
import {
  base,
  dayText,
  demo,
  fixPageDate,
  freeStay,
  getJson,
  isoInIndia,
  launchSharedBrowser,
  listings,
  noSevereAxeViolations,
  recordRequests,
} from './journey-kit.ts';

const browser = launchSharedBrowser();

/** A phone's Chromium, which says it is one (Sec-CH-UA-Mobile: ?1): the server draws its first screen. */
const phoneUserAgent =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36';

/** The API addresses (path and query) `page` asks for from now on, as they are asked. */
function apiRequestsOf(page: Page): string[] {
  return recordRequests(page, (request) => {
    const url = new URL(request.url());
    return url.pathname.startsWith('/api/') ? `${url.pathname}${url.search}` : undefined;
  });
}

async function phone(
  b: Browser,
  { scripts = true, timezoneId = undefined as string | undefined, at = undefined as Date | undefined } = {},
) {
  const context = await b.newContext({
    timezoneId,
    viewport: { width: 390, height: 844 },
    userAgent: phoneUserAgent,
    isMobile: true,
    hasTouch: true,
  });
  // Before the page exists: an init script added later does not run on the page's first document.
  if (at) await fixPageDate(context, at);
  const page = await context.newPage();
  if (!scripts) await page.route(/\.js$/, (route) => route.abort());
  return { context, page };
}

describe("a phone's first screen, drawn by the server (decision 135)", () => {
  it('shows the home page and the first cards before any script runs, and the same page once the app takes over', async () => {
    const [first] = await getJson<PropertyCard[]>(HOME_RESULTS_API_URL);
    const { context, page } = await phone(browser(), { scripts: false });
    await page.goto(`${base}/`);
    await page.getByRole('heading', { level: 2, name: 'Featured Properties', exact: true }).waitFor();
    const card = page.getByRole('article').first();
    expect(await card.getByRole('link').first().textContent()).toBe(first!.title);
    expect(await card.textContent()).toContain(`${formatRupees(first!.basePrice)}/night`);
    const drawnBox = await page.getByRole('heading', { name: 'Featured Properties' }).boundingBox();
    await context.close();

    // With its scripts: the app takes the drawn page over where it is, draws the rest of the list,
    // and its controls answer (a visitor's heart asks them to log in).
    const live = await phone(browser());
    const asked = apiRequestsOf(live.page);
    await live.page.goto(`${base}/`);
    await live.page.getByRole('article').nth(23).waitFor();
    // The page carries the answers it was drawn from: the app asks the API for none of them again.
    expect(asked).not.toContain(HOME_RESULTS_API_URL);
    expect(asked).not.toContain(SESSION_API_URL);
    expect(await live.page.getByRole('heading', { name: 'Featured Properties' }).boundingBox()).toEqual(
      drawnBox,
    );
    await live.page
      .getByRole('button', { name: /to wishlist/ })
      .first()
      .click();
    await live.page.getByText('Please login to add properties to your wishlist.').first().waitFor();
    await live.context.close();
  });

  it('shows a listing with its title, price and cover before any script runs; then books like any page', async () => {
    const [first] = await listings();
    const { context, page } = await phone(browser(), { scripts: false });
    await page.goto(`${base}/property/${first!.id}`);
    await page.getByRole('heading', { level: 1, name: first!.title }).waitFor();
    const cover = page.locator('main img').first();
    expect(await cover.getAttribute('fetchpriority')).toBe('high');
    expect(await page.getByTestId('phone-booking-bar').textContent()).toContain(
      formatRupees(first!.basePrice),
    );
    // The scripts come after what the page shows.
    expect(await page.locator('script[type="module"]').getAttribute('fetchpriority')).toBe('low');
    await context.close();

    const live = await phone(browser());
    const errors: string[] = [];
    live.page.on('pageerror', (error) => errors.push(error.message));
    const asked = apiRequestsOf(live.page);
    await live.page.goto(`${base}/property/${first!.id}`);
    // The reviews are drawn by the app after the first paint: it has taken over.
    await live.page.locator('section#reviews').waitFor();
    // From the answer the page carries (decision 147), not from a second read of the listing.
    expect(asked).not.toContain(`/api/properties/${first!.id}`);
    expect(asked).not.toContain(SESSION_API_URL);
    const carried = await live.page.locator('#first-screen-answers').textContent();
    expect(JSON.parse(carried!).listing).toEqual(await getJson(`/api/properties/${first!.id}`));
    await live.page
      .getByTestId('phone-booking-bar')
      .getByRole('button', { name: 'Check availability' })
      .click();
    await live.page.getByRole('dialog', { name: 'Book your stay' }).waitFor();
    await noSevereAxeViolations(live.page, 'a drawn listing page with its booking sheet open');
    expect(errors).toEqual([]);
    await live.context.close();
  });

  it('shows the sign-in form before any script runs; then signs in and returns to the page asked for', async () => {
    const { context, page } = await phone(browser(), { scripts: false });
    await page.goto(`${base}/auth?next=%2Ftrips`);
    await page.getByRole('heading', { level: 1, name: 'Welcome back' }).waitFor();
    expect(await page.getByLabel('Email').count()).toBe(1);
    // This server has no Google configured: the drawn page offers no Google button either.
    expect(await page.getByRole('button', { name: /Google/ }).count()).toBe(0);
    await context.close();

    const live = await phone(browser());
    const errors: string[] = [];
    live.page.on('pageerror', (error) => errors.push(error.message));
    const asked = apiRequestsOf(live.page);
    await live.page.goto(`${base}/auth?next=%2Ftrips`);
    const carried = await live.page.locator('#first-screen-answers').textContent();
    expect(JSON.parse(carried!)).toEqual({ authProviders: { google: false } });
    await live.page.getByLabel('Email').fill(demo.customer.email);
    await live.page.getByLabel('Password', { exact: true }).fill(demo.customer.password);
    await live.page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await live.page.waitForURL(`${base}/trips`);
    expect(asked).not.toContain('/api/auth/providers');
    expect(errors).toEqual([]);
    await live.context.close();
  });

  it('draws a listing opened from search results with the dates it was searched for', async () => {
    const [first] = await listings();
    const { context, page } = await phone(browser(), { scripts: false });
    const checkIn = isoInIndia(30);
    const checkOut = isoInIndia(33);
    await page.goto(`${base}/property/${first!.id}?checkIn=${checkIn}&checkOut=${checkOut}&guests=2`);
    // "12 Mar – 15 Mar 2027": the year once when both days are in it
    const start =
      checkIn.slice(0, 4) === checkOut.slice(0, 4) ? dayText(checkIn).slice(0, -5) : dayText(checkIn);
    expect(await page.getByTestId('phone-booking-bar').textContent()).toContain(
      `${start} – ${dayText(checkOut)}`,
    );
    await context.close();
  });

  it("keeps a stay from the listing's today on a phone whose own date is already tomorrow (decision 155)", async () => {
    // A listing free tonight, and a phone at 23:00 in India on Kiritimati's clock (UTC+14): 07:30 tomorrow.
    let found: { id: string; checkIn: string; checkOut: string } | undefined;
    for (const listing of await listings()) {
      const stay = await freeStay(listing.id, 0).catch(() => undefined);
      if (stay?.checkIn === isoInIndia(0)) {
        found = { id: listing.id, ...stay };
        break;
      }
    }
    if (!found) throw new Error('no listing is free tonight and tomorrow night (India)');
    const { id, checkIn, checkOut } = found;
    const { context, page } = await phone(browser(), {
      timezoneId: 'Pacific/Kiritimati',
      at: new Date(`${checkIn}T23:00:00+05:30`),
    });

    await page.goto(`${base}/property/${id}?checkIn=${checkIn}&checkOut=${checkOut}&guests=2`);
    // The control: the phone's own date is India's tomorrow.
    expect(await page.evaluate(() => new Date().toLocaleDateString('en-CA'))).toBe(
      new Date(Date.parse(`${checkIn}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10),
    );
    await page.locator('section#reviews').waitFor();
    const bar = page.getByTestId('phone-booking-bar');
    const start =
      checkIn.slice(0, 4) === checkOut.slice(0, 4) ? dayText(checkIn).slice(0, -5) : dayText(checkIn);
    expect(await bar.textContent()).toContain(`${start} – ${dayText(checkOut)}`);
    expect(page.url()).toContain(`checkIn=${checkIn}`);

    // Tonight can be chosen in the booking sheet's calendar; last night cannot.
    await bar.getByRole('button', { name: 'Reserve' }).click();
    const sheet = page.getByRole('dialog', { name: 'Book your stay' });
    await sheet.getByRole('button', { name: `Check-in ${dayText(checkIn)}` }).click();
    const day = (iso: string) => sheet.locator(`[data-day="${iso}"] button`).first();
    expect(await day(checkIn).isDisabled()).toBe(false);
    // Last night has no day that can be pressed (on the 1st it is last month's, not shown at all).
    expect(await sheet.locator(`[data-day="${isoInIndia(-1)}"] button:not([disabled])`).count()).toBe(0);
    await context.close();
  });

  it('keeps what was typed into the drawn sign-in form before the app took it over (decision 153)', async () => {
    const { context, page } = await phone(browser());
    const release = await holdRequests(page, /\.js$/);
    await page.goto(`${base}/auth?next=%2Ftrips`, { waitUntil: 'commit' });
    await page.getByLabel('Email').fill(demo.customer.email);
    await page.getByLabel('Password', { exact: true }).fill(demo.customer.password);
    release();
    await page.waitForFunction(() => window.baseraLive === true);
    expect(await page.getByLabel('Email').inputValue()).toBe(demo.customer.email);
    // The form holds the text it shows: it signs in with it.
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(`${base}/trips`);
    await context.close();
  });

  it('leaves a reset link to the app, which checks its token', async () => {
    const html = async (path: string) =>
      (await fetch(`${base}${path}`, { headers: { 'sec-ch-ua-mobile': '?1' } })).text();
    expect(await html('/auth?token=abc')).toContain('<div id="root"></div>');
    expect(await html('/auth')).not.toContain('<div id="root"></div>');
  });

  it('answers a tap made before the app has taken the drawn page over (decision 138)', async () => {
    const [first] = await listings();
    const { context, page } = await phone(browser());
    const release = await holdRequests(page, /\.js$/);
    await page.goto(`${base}/property/${first!.id}`, { waitUntil: 'commit' });
    const bar = page.getByTestId('phone-booking-bar');
    await bar.getByRole('button', { name: 'Check availability' }).click();
    // Nothing can open it yet: the tap is held.
    expect(await page.getByRole('dialog').count()).toBe(0);
    release();
    await page.getByRole('dialog', { name: 'Book your stay' }).waitFor();
    await context.close();
  });

  it('draws the Hindi pages under /hi too, in Hindi, and the app takes them over', async () => {
    const [first] = await getJson<PropertyCard[]>(HOME_RESULTS_API_URL);
    const { context, page } = await phone(browser(), { scripts: false });
    await page.goto(`${base}/hi/`);
    await page.getByRole('heading', { level: 2, name: 'चुनिंदा प्रॉपर्टी', exact: true }).waitFor();
    expect(await page.getByRole('article').first().getByRole('link').first().textContent()).toBe(
      first!.title,
    );
    await page.goto(`${base}/hi/property/${first!.id}`);
    await page.getByRole('heading', { level: 1, name: first!.title }).waitFor();
    await context.close();

    const live = await phone(browser());
    const errors: string[] = [];
    live.page.on('pageerror', (error) => errors.push(error.message));
    await live.page.goto(`${base}/hi/`);
    await live.page.getByRole('article').nth(23).waitFor();
    expect(await live.page.getByRole('heading', { level: 2 }).first().textContent()).toBe('चुनिंदा प्रॉपर्टी');
    expect(errors).toEqual([]);
    await live.context.close();
  });

  it('is drawn for a phone by its hint or its user agent, not for a wider screen or a signed-in visitor', async () => {
    const [first] = await listings();
    const drawn = async (headers: Record<string, string>) =>
      /<div id="root"><div/.test(await (await fetch(`${base}/property/${first!.id}`, { headers })).text());
    expect(await drawn({ 'sec-ch-ua-mobile': '?1' })).toBe(true);
    expect(await drawn({ 'sec-ch-ua-mobile': '?0' })).toBe(false);
    expect(await drawn({})).toBe(false);
    // Safari and Firefox send no hint: their user agent names a phone (decision 137).
    const iPhone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1';
    expect(await drawn({ 'user-agent': iPhone })).toBe(true);
    expect(
      await drawn({ 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0' }),
    ).toBe(false);
    // Chromium's own word counts over its user agent.
    expect(await drawn({ 'sec-ch-ua-mobile': '?0', 'user-agent': iPhone })).toBe(false);
    expect(await drawn({ 'sec-ch-ua-mobile': '?1', cookie: 'basera_session=anything' })).toBe(false);
  });
});
