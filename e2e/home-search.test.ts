import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatRupees } from '../domain/money.ts';
import type { StayQuoteAnswer } from '../domain/schemas/properties.ts';
import { base, getJson, launchSharedBrowser, severeAxeFindings } from './journey-kit.ts';

const browser = launchSharedBrowser();

const DAY_MS = 86_400_000;
/** The calendar date `days` after `from` in India (YYYY-MM-DD). */
const isoInIndia = (from: Date, days: number) =>
  new Date(from.getTime() + days * DAY_MS).toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });

/**
 * A page whose clock stands 60 days ahead (noon in India), so the stay it picks is always in the future
 * for the server too, whatever today is.
 */
async function openHome(width = 1280, height = 900, path = '/') {
  const context = await browser().newContext({ viewport: { width, height }, timezoneId: 'Asia/Kolkata' });
  const today = new Date(`${isoInIndia(new Date(), 60)}T06:30:00Z`);
  await context.clock.setFixedTime(today);
  const page = await context.newPage();
  await page.goto(`${base}${path}`);
  return { context, page, today };
}

const cards = (page: Page) => page.getByRole('article');
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true });

/** Waits for the grid to show cards (not skeletons) and returns each card's title, place and price. */
async function shownCards(page: Page) {
  await page
    .locator('[aria-busy="true"]')
    .first()
    .waitFor({ state: 'detached', timeout: 15_000 })
    .catch(() => {});
  await cards(page).first().waitFor({ timeout: 15_000 });
  // A first screen draws the list a few cards a task (decision 132): wait until it shows every card
  // its status line says it shows.
  await page.waitForFunction(() => {
    const said = [...document.querySelectorAll('[role="status"]')]
      .map((status) => /^Showing (\d+) stays?$/.exec(status.textContent ?? '')?.[1])
      .find(Boolean);
    return said !== undefined && document.querySelectorAll('article').length === Number(said);
  });
  return cards(page).evaluateAll((articles) =>
    articles.map((article) => {
      const text = article.textContent ?? '';
      const price = /₹([\d,]+)\/night/.exec(text)?.[1];
      return {
        title: article.querySelector('h3')?.textContent ?? '',
        href: article.querySelector('a[href^="/property/"]')?.getAttribute('href') ?? '',
        text,
        price: price ? Number(price.replaceAll(',', '')) : Number.NaN,
      };
    }),
  );
}

/** The hero panel's Where field, scrolled back into view (past 200 px the compact bar stands in for it). */
async function where(page: Page) {
  await page.evaluate(() => window.scrollTo(0, 0));
  const panel = page.getByRole('search', { name: 'Search stays', exact: true });
  await panel.waitFor();
  return panel.getByLabel('Where');
}

const searchParams = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

describe('home search', () => {
  it('searches from the panel, keeps the search in the address, and a reload shows the same', async () => {
    const { context, page, today } = await openHome();
    const checkIn = isoInIndia(today, 2);
    const checkOut = isoInIndia(today, 5);
    await heading(page, 'Featured Properties').waitFor();

    await page.getByLabel('Where').fill('Goa');
    await page.getByRole('button', { name: /^Check-in/ }).click();
    await page.locator(`[data-day="${checkIn}"] button`).first().click();
    await page.locator(`[data-day="${checkOut}"] button`).first().click();
    await page.getByRole('button', { name: /Guests 2 guests/ }).click();
    await page.getByRole('button', { name: 'More children' }).click();
    await page.keyboard.press('Escape');

    const asked = page.waitForRequest(
      (r) => r.url().includes('/api/properties?') && r.url().includes('location=Goa'),
    );
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const api = Object.fromEntries(new URL((await asked).url()).searchParams);
    expect(api).toMatchObject({ location: 'Goa', checkIn, checkOut, guests: '3' });

    await heading(page, 'Properties in Goa').waitFor();
    expect(searchParams(page)).toEqual({ location: 'Goa', checkIn, checkOut, children: '1' });
    const found = await shownCards(page);
    expect(found.length).toBeGreaterThan(0);
    for (const card of found) expect(card.text, card.title).toContain(', Goa');
    // Each card says what the stay costs in all, beside the nightly price: the quote's total, what
    // the booking would charge (each night's price, the fees, GST), not the nightly price × 3.
    for (const card of found) {
      const id = card.href.replace(/^\/property\/([^?]+).*$/, '$1');
      const quote = await getJson<StayQuoteAnswer>(
        `/api/properties/${id}/quote?checkIn=${checkIn}&checkOut=${checkOut}&guests=3`,
      );
      expect(card.text, card.title).toContain(`${formatRupees(quote.total)} total · 3 nights`);
      expect(card.text, card.title).toMatch(/₹[\d,]+\/night/);
    }
    // The card's link carries the stay to the listing.
    expect(found[0]!.href).toContain(`checkIn=${checkIn}&checkOut=${checkOut}&guests=3`);
    // The results section is in view (searching scrolls to it).
    await page.waitForFunction(() => {
      const top = document.getElementById('properties-title')?.getBoundingClientRect().top ?? 9999;
      return top >= 0 && top < 300;
    });

    await page.reload();
    await heading(page, 'Properties in Goa').waitFor();
    expect(await (await where(page)).inputValue()).toBe('Goa');
    await page.getByRole('button', { name: /^Check-in \d+ \w+ \d{4}$/ }).waitFor();
    await page.getByRole('button', { name: /Guests 3 guests/ }).waitFor();
    expect((await shownCards(page)).map((c) => c.href)).toEqual(found.map((c) => c.href));

    // Back goes to the page before the search; the panel follows the address.
    await page.goBack();
    await heading(page, 'Featured Properties').waitFor();
    expect(await (await where(page)).inputValue()).toBe('');
    await context.close();
  });

  it('searches from the compact bar too', async () => {
    const { context, page } = await openHome();
    await heading(page, 'Featured Properties').waitFor();
    await page.evaluate(() => window.scrollTo(0, 400));
    const compact = page.getByRole('search', { name: 'Search stays (compact)' });
    await compact.getByLabel('Where').fill('Jaipur');
    await compact.getByRole('button', { name: 'Search' }).click();
    await heading(page, 'Properties in Jaipur').waitFor();
    expect(searchParams(page)).toEqual({ location: 'Jaipur' });
    for (const card of await shownCards(page)) expect(card.text, card.title).toContain('Rajasthan');
    await context.close();
  });

  it('finds listings for a misspelt place ("Manli") and names the place it found', async () => {
    const { context, page } = await openHome();
    await page.getByLabel('Where').fill('Manli');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await heading(page, 'Properties in Manali').waitFor();
    // The address keeps what was typed: the server names the place it found each time.
    expect(searchParams(page)).toEqual({ location: 'Manli' });
    const found = await shownCards(page);
    expect(found.length).toBeGreaterThan(0);
    for (const card of found) expect(card.text, card.title).toContain('Himachal Pradesh');
    await context.close();
  });

  it('loads the next page of the featured list with "Load more", no card twice', async () => {
    const { context, page } = await openHome();
    await heading(page, 'Featured Properties').waitFor();
    const first = await shownCards(page);
    expect(first).toHaveLength(24);
    const more = page.getByRole('button', { name: 'Load more' });
    await more.click();
    await page.waitForFunction(() => document.querySelectorAll('article').length > 24);
    const all = await shownCards(page);
    expect(all.length).toBeGreaterThan(24);
    expect(new Set(all.map((c) => c.href)).size).toBe(all.length);
    expect(all.slice(0, 24).map((c) => c.href)).toEqual(first.map((c) => c.href));
    // The demo has fewer than 48 listings: that was the last page.
    await more.waitFor({ state: 'detached' });
    // The featured list is every listing already: no "View All Properties" under it (decision 114).
    expect(await page.getByRole('button', { name: 'View All Properties' }).count()).toBe(0);
    await context.close();
  });

  it('puts "Load more" and "View All Properties" side by side under a narrowed list', async () => {
    const { context, page } = await openHome(390, 844, '/?adults=1');
    await heading(page, 'Featured Properties').waitFor();
    expect(await shownCards(page)).toHaveLength(24);
    const more = await page.getByRole('button', { name: 'Load more' }).boundingBox();
    const all = await page.getByRole('button', { name: 'View All Properties' }).boundingBox();
    // One row, even on a phone: not stacked.
    expect(Math.round(all!.y)).toBe(Math.round(more!.y));
    expect(all!.x).toBeGreaterThan(more!.x + more!.width);
    await context.close();
  });

  it('suggests the places with stays as one types in Where, chosen with the keyboard or a click', async () => {
    const { context, page } = await openHome();
    await heading(page, 'Featured Properties').waitFor();
    const field = page.getByRole('combobox', { name: 'Where' });
    const options = page.getByRole('option');
    const onlyOptions = (count: number) =>
      page.waitForFunction((n) => document.querySelectorAll('[role="option"]').length === n, count);
    // On focus, before anything is typed: the places with most stays.
    await field.focus();
    await page.getByRole('listbox', { name: 'Popular places' }).waitFor();
    expect(await options.count()).toBeGreaterThan(1);

    await field.fill('Udai');
    await onlyOptions(1);
    const udaipur = page.getByRole('option', { name: /^Udaipur/ });
    expect(await field.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('ArrowDown');
    expect(await field.getAttribute('aria-activedescendant')).toBe(await udaipur.getAttribute('id'));
    expect(await udaipur.getAttribute('aria-selected')).toBe('true');
    // Enter chooses the place and closes the list; it does not search yet.
    await page.keyboard.press('Enter');
    expect(await field.inputValue()).toBe('Udaipur');
    expect(await field.getAttribute('aria-expanded')).toBe('false');
    expect(new URL(page.url()).search).toBe('');

    // Escape closes the list and keeps what was typed.
    await field.fill('Jaip');
    await onlyOptions(1);
    await page.keyboard.press('Escape');
    expect(await field.getAttribute('aria-expanded')).toBe('false');
    expect(await field.inputValue()).toBe('Jaip');

    // A click chooses too; Enter then searches for it.
    await field.fill('Jaipr');
    await page.getByRole('option', { name: /^Jaipur Rajasthan/ }).click();
    expect(await field.inputValue()).toBe('Jaipur');
    await field.press('Enter');
    await heading(page, 'Properties in Jaipur').waitFor();
    expect(searchParams(page)).toEqual({ location: 'Jaipur' });
    expect(await severeAxeFindings(page, { include: 'search' })).toEqual([]);
    await context.close();
  });

  it('narrows the results to a maximum price, in the address, and checks the range', async () => {
    const { context, page } = await openHome(390, 844);
    await heading(page, 'Featured Properties').waitFor();
    const before = await shownCards(page);

    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Filters' });
    await dialog.waitFor();
    // On a phone it is a sheet along the bottom of the screen.
    const box = await dialog.boundingBox();
    expect(Math.round(box!.y + box!.height)).toBe(844);
    expect(Math.round(box!.width)).toBe(390);

    await dialog.getByLabel('Minimum price').fill('6000');
    await dialog.getByLabel('Maximum price').fill('5000');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await dialog.getByText('The maximum must not be below the minimum').waitFor();
    await dialog.getByLabel('Minimum price').fill('-1');
    await dialog.getByLabel('Maximum price').focus();
    await dialog.getByText('Enter whole rupees, 0 or more').waitFor();
    await dialog.getByLabel('Minimum price').fill('');
    // Each amenity's row is a tap target of at least 44 px.
    const wifi = dialog.getByRole('checkbox', { name: 'Wifi' });
    await wifi.waitFor();
    const row = await wifi.locator('xpath=ancestor::label').boundingBox();
    expect(row!.height).toBeGreaterThanOrEqual(44);
    await dialog.getByLabel('Maximum price').fill('5000');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await page.waitForURL((url) => url.searchParams.get('maxPrice') === '5000');
    await page.getByRole('button', { name: 'Filters, 1 on' }).waitFor();
    await page.waitForFunction((n) => document.querySelectorAll('article').length !== n, before.length);
    const cheap = await shownCards(page);
    expect(cheap.length).toBeGreaterThan(0);
    expect(cheap.length).toBeLessThan(before.length);
    for (const card of cheap) expect(card.price, card.title).toBeLessThanOrEqual(5000);

    // Reopened, the dialog shows the filter; Clear removes it.
    await page.getByRole('button', { name: 'Filters, 1 on' }).click();
    expect(await dialog.getByLabel('Maximum price').inputValue()).toBe('5000');
    await dialog.getByRole('button', { name: 'Clear' }).click();
    await page.waitForURL((url) => !url.searchParams.has('maxPrice'));
    await page.getByRole('button', { name: 'Filters', exact: true }).waitFor();
    await context.close();
  });

  it('sorts by price, low to high', async () => {
    const { context, page } = await openHome();
    await heading(page, 'Featured Properties').waitFor();
    await shownCards(page);
    await page.getByLabel('Sort by').selectOption({ label: 'Price: low to high' });
    await page.waitForURL((url) => url.searchParams.get('sort') === 'price_asc');
    await page.waitForFunction(() => {
      const prices = [...document.querySelectorAll('article')].map((a) =>
        Number(/₹([\d,]+)\/night/.exec(a.textContent ?? '')?.[1]?.replaceAll(',', '')),
      );
      return prices.length > 1 && prices.every((p, i) => i === 0 || prices[i - 1]! <= p);
    });
    const prices = (await shownCards(page)).map((c) => c.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    await page.reload();
    expect(await page.getByLabel('Sort by').inputValue()).toBe('price_asc');
    await context.close();
  });

  it("shows the server's reason for a search it refuses, and a way back", async () => {
    const { context, page } = await openHome(
      1280,
      900,
      '/?location=Goa&checkIn=2020-01-10&checkOut=2020-01-12',
    );
    await page.getByText('Check-in must not be in the past.').waitFor();
    await page.getByRole('button', { name: 'Start a new search' }).click();
    await heading(page, 'Featured Properties').waitFor();
    expect(new URL(page.url()).search).toBe('');
    expect((await shownCards(page)).length).toBeGreaterThan(0);
    await context.close();
  });

  it('says when nothing matches and clears the filters', async () => {
    const { context, page } = await openHome(1280, 900, '/?location=Goa&minPrice=9000000');
    await page.getByText('No stays match your search', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.waitForURL((url) => url.search === '?location=Goa');
    expect((await shownCards(page)).length).toBeGreaterThan(0);
    await context.close();
  });

  it('"View All Properties" clears the search', async () => {
    const { context, page } = await openHome(1280, 900, '/?location=Goa&sort=price_desc&maxPrice=20000');
    await heading(page, 'Properties in Goa').waitFor();
    await page.getByRole('button', { name: 'View All Properties' }).click();
    await heading(page, 'Featured Properties').waitFor();
    expect(new URL(page.url()).search).toBe('');
    // The pressed button went with the search: focus is on the heading of the list now shown.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('properties-title');
    expect(await (await where(page)).inputValue()).toBe('');
    expect(await page.getByLabel('Sort by').inputValue()).toBe('recommended');
    await context.close();
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`has no serious accessibility faults in the results and the filters (${theme})`, async () => {
      const context = await browser().newContext({ viewport: { width: 390, height: 844 } });
      await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
      const page = await context.newPage();
      await page.goto(`${base}/?location=Goa&maxPrice=15000&sort=price_asc`);
      await shownCards(page);
      const severe = (include: string) => severeAxeFindings(page, { include });
      expect(await severe('section[aria-labelledby="properties-title"]')).toEqual([]);
      await page.getByRole('button', { name: 'Filters, 1 on' }).click();
      await page.getByRole('checkbox', { name: 'Wifi' }).waitFor();
      expect(await severe('[role="dialog"]')).toEqual([]);
      await context.close();
    });
  }
});
