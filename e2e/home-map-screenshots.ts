// Screenshots of the home results map (decision 106):
// `BASE_URL=http://localhost:5000 npx tsx e2e/home-map-screenshots.ts [outDir]`.
// Against a running server with the demo data, per theme and width: at 1280 px the list with the map
// beside it (all India, clusters) as its first picture, a price pin pressed on it before Leaflet
// (decision 141), and as Leaflet's map once the pointer moves (decision 136), a card hovered (its
// pin lifted), a city zoomed in (price pins) with a pin's card open, and "Search this area" with searching as it moves off; at 390 px the list with
// the List/Map switch, the map instead of the list, and a pin's card over it. Tiles are plain ones
// served by the script (the tile server is outside).
import type { BrowserContext, Page } from 'playwright-core';
import { launchChromium } from './browser.ts';
import { holdRequests, RESULTS_MAP_CHUNK } from './held-requests.ts';
import { servePlainTiles } from './map-tiles.ts';
import { base, combinations, screenshotsOf, themedContext } from './screenshot-kit.ts';

const shoot = screenshotsOf('home-map');

/** The results heading at the top of the screen (under the header and the compact bar). */
async function toResults(page: Page) {
  await page.locator('#properties-title').evaluate((el) => {
    window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 140);
  });
}

const pins = (page: Page) => page.locator('.leaflet-marker-icon[role="button"]');

async function mapSettled(page: Page) {
  await pins(page).first().waitFor({ timeout: 15_000 });
  await page.waitForLoadState('networkidle');
}

/**
 * A price pin pressed on the picture before Leaflet has come (decision 141): Leaflet's chunk is held
 * back (only delayed) while the card shows, then let through.
 */
async function shootPressedPicture(context: BrowserContext, tag: string) {
  const page = await context.newPage();
  const release = await holdRequests(page, RESULTS_MAP_CHUNK);
  await page.goto(`${base}/`);
  await page.getByRole('article').first().waitFor();
  await toResults(page);
  const price = page.locator('.map-pin--price').first();
  await price.waitFor();
  const box = (await price.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  const card = page.getByTestId('map-card');
  await card.getByRole('link').waitFor();
  // Not networkidle: Leaflet's chunk is still held. The card's photo is what is waited for.
  await card
    .locator('img')
    .first()
    .evaluate(
      (img: HTMLImageElement) => img.complete || new Promise((done) => img.addEventListener('load', done)),
    );
  await shoot(page, `picture-pressed-${tag}`);
  release();
  await page.close();
}

const browser = await launchChromium();
for (const { theme, width, tag } of combinations()) {
  const context = await themedContext(browser, width, theme);
  await servePlainTiles(context, base);
  const page = await context.newPage();
  await page.goto(`${base}/`);
  await page.getByRole('article').first().waitFor();

  if (width >= 1024) {
    await toResults(page);
    await page.locator('.map-pin').first().waitFor();
    await page.waitForLoadState('networkidle');
    await shoot(page, `picture-${tag}`);
    await shootPressedPicture(context, tag);
    await page.mouse.move(width / 2, 20);
    await mapSettled(page);
    await shoot(page, `beside-${tag}`);
    await page.getByRole('article').first().hover();
    await shoot(page, `hover-${tag}`);

    // Goa up close: the cluster splits into price pins; one pressed shows its card.
    await page.goto(`${base}/?bbox=73.6,15.3,74.1,15.7&zoom=11`);
    await page.getByRole('article').first().waitFor();
    await toResults(page);
    await page.mouse.move(width / 2, 20);
    await mapSettled(page);
    await shoot(page, `goa-${tag}`);
    const price = page.locator('.map-pin--price').first();
    if (await price.count()) {
      await price.click();
      await page.getByTestId('map-card').getByRole('link').waitFor();
      await shoot(page, `pin-card-${tag}`);
      await page.getByRole('button', { name: 'Close' }).click();
    }
    await page.getByLabel('Search as I move the map').uncheck();
    const map = page.locator('.leaflet-container');
    const box = (await map.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 - 150, box.y + box.height / 2, { steps: 8 });
    await page.mouse.up();
    await page.getByRole('button', { name: 'Search this area' }).waitFor();
    await shoot(page, `search-this-area-${tag}`);
  } else {
    await toResults(page);
    await shoot(page, `list-${tag}`);
    await page.getByRole('button', { name: 'Map', exact: true }).click();
    await mapSettled(page);
    await toResults(page);
    await shoot(page, `map-${tag}`);
    await page.goto(`${base}/?bbox=73.6,15.3,74.1,15.7&zoom=11`);
    await page.getByRole('button', { name: 'Map', exact: true }).click();
    await mapSettled(page);
    await toResults(page);
    const price = page.locator('.map-pin--price').first();
    if (await price.count()) {
      await price.click();
      await page.getByTestId('map-card').getByRole('link').waitFor();
    }
    await shoot(page, `pin-card-${tag}`);
  }
  await context.close();
}
await browser.close();
