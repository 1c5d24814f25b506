// The home results map (issue 27 §2, decision 106): the map shows the demo listings as clusters and
// price pins; a pressed cluster zooms to its listings and splits; moving the map searches its box
// once it stops (the list and the address follow, one request per stop); the list holds exactly the
// box's listings; a reload keeps the box and the results; a typed place clears the box; with
// searching as it moves off, "Search this area" searches. Tiles are served by the test (outside).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatRupees } from '../domain/money.ts';
import type { PropertyCard, PropertyDetail, StayQuoteAnswer } from '../domain/schemas/properties.ts';
import { INTERACTION_EVENTS } from '../web/lib/first-interaction.ts';
import { holdRequests, RESULTS_MAP_CHUNK } from './held-requests.ts';
import { axeOn, base, getJson, isoInIndia, launchSharedBrowser, recordRequests } from './journey-kit.ts';
import { failTiles, servePlainTiles } from './map-tiles.ts';

const browser = launchSharedBrowser();

/**
 * Opens the home page as a person does: the pointer then moves over the page (what loads Leaflet's
 * map in place of its picture, decision 136), unless `untouched`.
 */
async function openHome(
  path: string,
  {
    width = 1280,
    height = 900,
    theme = 'light',
    untouched = false,
    recordInput = false,
    tileServerDown = false,
  } = {},
) {
  const context = await browser().newContext({ viewport: { width, height }, timezoneId: 'Asia/Kolkata' });
  await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
  if (recordInput) await context.addInitScript(recordInputEvents, [...INTERACTION_EVENTS]);
  await (tileServerDown ? failTiles : servePlainTiles)(context, base);
  const page = await context.newPage();
  await page.goto(`${base}${path}`);
  await page.getByRole('article').first().waitFor({ timeout: 15_000 });
  if (!untouched) await page.mouse.move(width / 2, 20);
  return { context, page };
}

/** In the page: keeps the input events that would open Leaflet (`types`), in window.__inputEvents. */
function recordInputEvents(types: string[]) {
  const seen: object[] = [];
  Object.assign(window, { __inputEvents: seen });
  for (const type of types) {
    window.addEventListener(
      type,
      (event) => {
        const at = event as PointerEvent;
        seen.push({
          type,
          trusted: event.isTrusted,
          ms: Math.round(event.timeStamp),
          x: at.clientX,
          y: at.clientY,
        });
      },
      { capture: true, passive: true },
    );
  }
}

/** Each pin's text and where its middle is on screen, in reading order. */
const pinsAt = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((pins) =>
    pins
      .map((pin) => {
        const box = pin.getBoundingClientRect();
        const shown = pin.querySelector('[aria-hidden="true"]') ?? pin;
        return `${shown.textContent} @${Math.round(box.x + box.width / 2)},${Math.round(box.y + box.height / 2)}`;
      })
      .sort(),
  );

/** The addresses the page has fetched so far. */
const fetched = (page: Page) =>
  page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));

type Shown = { cluster: boolean; count: number; name: string };

/** The pins and clusters on the map now: each a button named by what it shows and does. */
const shownOnMap = (page: Page): Promise<Shown[]> =>
  page.locator('.leaflet-marker-icon[role="button"]').evaluateAll((icons) =>
    icons.map((icon) => {
      const cluster = !!icon.querySelector('.map-pin--cluster');
      const text = icon.querySelector('[aria-hidden="true"]')?.textContent ?? '';
      return {
        cluster,
        count: cluster ? Number(text) : 1,
        name: icon.querySelector('.sr-only')?.textContent ?? '',
      };
    }),
  );

/** The address's box, as the page wrote it. */
const bboxOf = (page: Page) => new URL(page.url()).searchParams.get('bbox');

/** The list's cards (links to the listings), in order. */
const listed = (page: Page) =>
  page
    .getByRole('article')
    .evaluateAll((cards) => cards.map((c) => c.querySelector('a[href^="/property/"]')?.getAttribute('href')));

/** Waits for the answer of the map's points for the address's box (asked once the map has searched). */
const mapAnswerFor = (page: Page, bbox: () => string | null) =>
  page.waitForResponse((r) => {
    const url = new URL(r.url());
    return url.pathname === '/api/properties/map' && url.searchParams.get('bbox') === bbox();
  });

/** Drags the map by (dx, dy) pixels with the mouse, from a point of it on screen near its bottom left. */
async function drag(page: Page, dx: number, dy: number) {
  const container = page.locator('.leaflet-container');
  await container.scrollIntoViewIfNeeded();
  const box = (await container.boundingBox())!;
  const bottom = Math.min(box.y + box.height, page.viewportSize()!.height);
  const x = box.x + box.width * 0.3;
  const y = Math.max(box.y, 0) + (bottom - Math.max(box.y, 0)) * 0.75;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y + dy, { steps: 12 });
  await page.mouse.up();
}

const inBox = (box: number[], lat: number, lng: number) =>
  lng >= box[0]! && lat >= box[1]! && lng <= box[2]! && lat <= box[3]!;

describe('the home results map', () => {
  it('is a picture until the pointer comes, then the same map in Leaflet', async () => {
    const { context, page } = await openHome('/', { untouched: true, recordInput: true });
    const map = page.getByRole('region', { name: 'Map of the results' });
    await map.locator('.map-pin--cluster').first().waitFor();
    await page.waitForLoadState('networkidle');
    // Beside the map a card is about 310 px wide: its photo comes at 320 px, not a third column's 640.
    const photo = page.getByRole('article').first().locator('img');
    expect(
      await photo.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).searchParams.get('w')),
    ).toBe('320');
    // Before the person uses the page: the tiles and pins drawn, Leaflet's code not loaded. Should an
    // input event have come by itself, the message names it (decision 146: a move at (0, 0) did).
    expect(
      await map.locator('.leaflet-container').count(),
      `input events before the check: ${JSON.stringify(await page.evaluate('window.__inputEvents'))}`,
    ).toBe(0);
    expect(
      (await fetched(page)).filter((name) => /\/(results-map|TileLayer)-[\w-]+\.js$/.test(name)),
    ).toEqual([]);
    const pictured = await pinsAt(page, '.map-pin');
    expect(pictured.length).toBeGreaterThan(1);
    // The picture hides its pins from screen readers (Leaflet's will be buttons) and has no faults.
    const axe = await axeOn(page).include('section[aria-label="Map of the results"]').analyze();
    expect(
      axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
    ).toEqual([]);
    expect(await map.getByRole('button').count()).toBe(0);

    // The pointer comes: Leaflet's map opens where the picture stood, the same pins at the same
    // pixels, and the pins were asked for once.
    await page.mouse.move(640, 20);
    await map.locator('.leaflet-container').waitFor();
    await expect.poll(() => pinsAt(page, '.leaflet-marker-icon .map-pin')).toEqual(pictured);
    await expect.poll(() => pinsAt(page, '.map-pin')).toEqual(pictured);
    expect((await fetched(page)).filter((name) => name.includes('/api/properties/map'))).toHaveLength(1);
    await context.close();
  });

  it('shows no broken images when the tile server cannot be reached, only the pins on a plain ground', async () => {
    const { context, page } = await openHome('/', { untouched: true, tileServerDown: true });
    const map = page.getByRole('region', { name: 'Map of the results' });
    await map.locator('.map-pin--cluster').first().waitFor();
    const tiles = map.locator('img');
    await expect
      .poll(() =>
        tiles.evaluateAll((all) => all.filter((t) => getComputedStyle(t).visibility === 'visible').length),
      )
      .toBe(0);
    expect(await tiles.count()).toBeGreaterThan(3);
    expect(await map.locator('.map-pin').count()).toBeGreaterThan(1);
    await context.close();
  });

  it("answers a press on the picture's pins that comes before Leaflet", async () => {
    const { context, page } = await openHome('/', { untouched: true });
    // Leaflet's chunk is held back (only delayed) until the picture has been pressed.
    const release = await holdRequests(page, RESULTS_MAP_CHUNK);
    const map = page.getByRole('region', { name: 'Map of the results' });
    const middleOf = async (selector: string) => {
      const box = (await map.locator(selector).first().boundingBox())!;
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    };

    // A price pin shows its listing's card at once, before Leaflet, and keeps it when Leaflet comes.
    const price = await map.locator('.map-pin--price').first().textContent();
    const pin = await middleOf('.map-pin--price');
    await page.mouse.click(pin.x, pin.y);
    const card = map.getByTestId('map-card');
    await card.waitFor();
    expect(await card.textContent()).toContain(price!);
    expect(await map.locator('.map-pin.is-active').textContent()).toBe(price); // lifted, as Leaflet lifts it
    expect(await map.locator('.leaflet-container').count()).toBe(0);
    release();
    await map.locator('.leaflet-marker-icon').first().waitFor();
    await page.waitForTimeout(300);
    expect(await card.isVisible()).toBe(true);
    await context.close();

    // A cluster pressed before Leaflet is zoomed into once Leaflet comes: the map searches its box.
    const second = await openHome('/', { untouched: true });
    const secondMap = second.page.getByRole('region', { name: 'Map of the results' });
    const releaseSecond = await holdRequests(second.page, RESULTS_MAP_CHUNK);
    const cluster = secondMap.locator('.map-pin--cluster').first();
    const count = Number(await cluster.textContent());
    const box = (await cluster.boundingBox())!;
    await second.page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await second.page.waitForTimeout(300);
    expect(bboxOf(second.page)).toBeNull();
    releaseSecond();
    await second.page.waitForURL((url) => url.searchParams.has('bbox') && url.searchParams.has('zoom'));
    await second.page.getByRole('heading', { name: 'Stays in the map area' }).waitFor();
    await expect.poll(async () => (await listed(second.page)).length).toBeGreaterThanOrEqual(count);
    await second.context.close();
  });

  it('searches as it moves, splits a cluster on zoom, and keeps the box across a reload', async () => {
    const { context, page } = await openHome('/');
    const map = page.getByRole('region', { name: 'Map of the results' });
    await map.locator('.leaflet-marker-icon .map-pin--cluster').first().waitFor();
    // Fitting the map around the results writes nothing to the address.
    expect(bboxOf(page)).toBeNull();
    const before = await shownOnMap(page);
    expect(before.some((p) => p.cluster && p.count > 1)).toBe(true);
    for (const p of before.filter((p) => !p.cluster))
      expect(p.name).toMatch(/^₹[\d,]+ a night, show this stay$/);

    // The light theme's results, the map included, have no serious faults.
    const axe = await axeOn(page).include('section[aria-labelledby="properties-title"]').analyze();
    expect(
      axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
    ).toEqual([]);

    // The biggest cluster zooms to its listings and splits; the map searches the new box.
    const biggest = before.reduce((a, b) => (b.count > a.count ? b : a));
    const answered = mapAnswerFor(page, () => bboxOf(page));
    await map
      .getByRole('button', { name: new RegExp(`^${biggest.count} stays from ₹[\\d,]+ a night, zoom in$`) })
      .first()
      .click();
    await page.waitForURL((url) => url.searchParams.has('bbox') && url.searchParams.has('zoom'));
    await answered;
    await page.getByRole('heading', { name: 'Stays in the map area' }).waitFor();
    await expect.poll(async () => (await shownOnMap(page)).length).toBeGreaterThan(1);
    const split = await shownOnMap(page);
    expect(Math.max(...split.map((p) => p.count))).toBeLessThan(biggest.count);
    expect(split.reduce((sum, p) => sum + p.count, 0)).toBeGreaterThanOrEqual(biggest.count);

    // The list holds exactly the box's listings: as many as the map counts, each one inside the box.
    const box = bboxOf(page)!.split(',').map(Number);
    await expect.poll(async () => (await listed(page)).length).toBe(split.reduce((s, p) => s + p.count, 0));
    const hrefs = await listed(page);
    for (const href of hrefs) {
      const id = href!.split('/')[2]!;
      const { location } = await getJson<PropertyDetail>(`/api/properties/${id}`);
      expect(inBox(box, location.latitude!, location.longitude!), href!).toBe(true);
    }

    // Dragging searches once, after the map stops: one list request, a box further east.
    const asked = recordRequests(page, (r) =>
      r.url().includes('/api/properties?') && r.url().includes('bbox=') ? r.url() : undefined,
    );
    const boxBefore = bboxOf(page);
    await drag(page, -160, 0);
    await page.waitForURL((url) => url.searchParams.get('bbox') !== boxBefore);
    await mapAnswerFor(page, () => bboxOf(page));
    await expect.poll(() => asked.length).toBe(1);
    const moved = bboxOf(page)!.split(',').map(Number);
    expect(moved[0]).toBeGreaterThan(box[0]!);
    expect(new URL(asked[0]!).searchParams.get('bbox')).toBe(bboxOf(page));
    // Nothing more once the map has stood still past the delay.
    await page.waitForTimeout(600);
    expect(asked).toHaveLength(1);
    const movedList = await listed(page);

    // A reload opens the same map and the same results, and rewrites nothing.
    const address = page.url();
    await page.reload();
    await page.getByRole('heading', { name: 'Stays in the map area' }).waitFor();
    await page.mouse.move(640, 20);
    await page
      .getByRole('article')
      .first()
      .waitFor()
      .catch(() => {});
    await expect.poll(() => listed(page)).toEqual(movedList);
    await map.locator('.leaflet-marker-icon').first().waitFor({ state: 'attached' });
    await page.waitForTimeout(600); // past the search delay: restoring the view writes nothing
    expect(page.url()).toBe(address);

    // Off, moving only offers "Search this area"; pressing it searches.
    await page.getByLabel('Search as I move the map').uncheck();
    await drag(page, 0, 120);
    const offer = page.getByRole('button', { name: 'Search this area' });
    await offer.waitFor();
    expect(page.url()).toBe(address);
    await offer.click();
    await page.waitForURL((url) => url.href !== address && url.searchParams.has('bbox'));
    await offer.waitFor({ state: 'detached' });

    // A typed place replaces the box.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('search', { name: 'Search stays', exact: true }).getByLabel('Where').fill('Goa');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('heading', { name: 'Properties in Goa' }).waitFor();
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ location: 'Goa' });
    await context.close();
  });

  it("with dates, a pin's card says what the stay costs in all, as the list's card does", async () => {
    const [checkIn, checkOut] = [isoInIndia(40), isoInIndia(43)];
    const goa = `/?checkIn=${checkIn}&checkOut=${checkOut}&bbox=73.6,15.3,74.1,15.7&zoom=11`;
    const { context, page } = await openHome(goa);
    const map = page.getByRole('region', { name: 'Map of the results' });
    await map
      .getByRole('button', { name: /a night, show this stay$/ })
      .first()
      .click();
    const card = page.getByTestId('map-card');
    const href = await card.getByRole('link').getAttribute('href');
    const id = href!.replace(/^\/property\/([^?]+).*$/, '$1');
    // The server's quote for the stay: each night's price, the fees and GST, never nightly × 3.
    const quote = await getJson<StayQuoteAnswer>(
      `/api/properties/${id}/quote?checkIn=${checkIn}&checkOut=${checkOut}&guests=2`,
    );
    const line = `${formatRupees(quote.total)} total · 3 nights`;
    expect(await card.getByTestId('stay-total').innerText()).toBe(line);
    expect(await card.innerText()).toMatch(/₹[\d,]+\/night/);
    // The same words as the listing's card in the list.
    const listCard = page.getByRole('article').filter({ has: page.locator(`a[href="${href}"]`) });
    expect(await listCard.getByTestId('stay-total').innerText()).toBe(line);

    // A pin outside the searched box (Panaji's box; Candolim's pin shows around it): its card is not
    // in the list, and its total comes from the server's quote for the stay.
    await page.goto(`${base}/?checkIn=${checkIn}&checkOut=${checkOut}&bbox=73.83,15.49,73.85,15.51&zoom=11`);
    await page.getByRole('heading', { name: 'Stays in the map area' }).waitFor();
    await page.mouse.move(640, 20);
    const listedHrefs = await listed(page);
    const pins = map.getByRole('button', { name: /a night, show this stay$/ });
    await expect.poll(() => pins.count()).toBeGreaterThan(listedHrefs.length);
    let opened = false;
    for (let index = 0; index < (await pins.count()); index++) {
      await pins.nth(index).click();
      const other = await card.getByRole('link').getAttribute('href');
      if (listedHrefs.includes(other)) {
        await card.getByRole('button', { name: 'Close' }).click();
        await card.waitFor({ state: 'detached' });
        continue;
      }
      const otherId = other!.replace(/^\/property\/([^?]+).*$/, '$1');
      const otherQuote = await getJson<StayQuoteAnswer>(
        `/api/properties/${otherId}/quote?checkIn=${checkIn}&checkOut=${checkOut}&guests=2`,
      );
      await expect
        .poll(() => card.getByTestId('stay-total').innerText())
        .toBe(`${formatRupees(otherQuote.total)} total · 3 nights`);
      opened = true;
      break;
    }
    expect(opened).toBe(true);
    await context.close();
  });

  it('on a phone shows the map instead of the list; a pin opens its card from the keyboard (dark)', async () => {
    const goa = '/?bbox=73.6,15.3,74.1,15.7&zoom=11';
    const { context, page } = await openHome(goa, { width: 390, height: 844, theme: 'dark' });
    const cards = await getJson<PropertyCard[]>('/api/properties?bbox=73.6,15.3,74.1,15.7');
    await expect.poll(async () => (await listed(page)).length).toBe(cards.length);
    await page.getByRole('button', { name: 'Map', exact: true }).click();
    await page.getByRole('article').first().waitFor({ state: 'hidden' });
    const map = page.getByRole('region', { name: 'Map of the results' });
    const pin = map.getByRole('button', { name: /a night, show this stay$/ }).first();
    await pin.waitFor();
    const results = await axeOn(page)
      .include('section[aria-labelledby="properties-title"]')
      .withRules(['color-contrast'])
      .analyze();
    expect(results.violations.map((v) => v.nodes.map((n) => n.target.join(' ')))).toEqual([]);

    await pin.focus();
    await page.keyboard.press('Enter');
    const card = page.getByTestId('map-card');
    const link = card.getByRole('link');
    await expect.poll(() => link.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(cards.map((c) => `/property/${c.id}`)).toContain(await link.getAttribute('href'));
    await page.keyboard.press('Escape');
    await card.waitFor({ state: 'detached' });
    // Focus goes back to the map, not to the top of the page.
    expect(await page.evaluate(() => document.activeElement?.classList.contains('leaflet-container'))).toBe(
      true,
    );
    expect(new URL(page.url()).search).toBe(goa.slice(1));
    await context.close();
  });
});
