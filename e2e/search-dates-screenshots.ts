// Screenshots of the compact search bar's dates and the map pin's stay total (decision 121):
// `BASE_URL=http://localhost:5000 npx tsx e2e/search-dates-screenshots.ts [outDir]`.
// Against a running server with the demo data, per theme: at 880 and 1280 px the compact bar with its
// calendar open and with dates chosen (1280 px in Hindi too), and a Goa pin's card with dates; at
// 390 px (no compact bar below 880 px) the phone's summary with the dates and a pin's card over the map.
import type { Page } from 'playwright-core';
import { launchChromium } from './browser.ts';
import { isoInIndia } from './journey-kit.ts';
import { servePlainTiles } from './map-tiles.ts';
import { base, combinations, screenshotsOf, themedContext } from './screenshot-kit.ts';

const shoot = screenshotsOf('search-dates');
const [checkIn, checkOut] = [isoInIndia(10), isoInIndia(13)];
const goa = `/?checkIn=${checkIn}&checkOut=${checkOut}&bbox=73.6,15.3,74.1,15.7&zoom=11`;
const day = (page: Page, iso: string) => page.locator(`[data-day="${iso}"] button`).first();

/** Picks the stay in the compact bar's calendar, shooting it open; then the bar with the dates. */
async function compactBar(
  page: Page,
  tag: string,
  { bar, checkInName }: { bar: string; checkInName: RegExp },
) {
  await page.evaluate(() => window.scrollTo(0, 400));
  const compact = page.getByRole('search', { name: bar });
  await compact.getByRole('button', { name: checkInName }).click();
  await day(page, checkIn).click();
  await page.locator('[role="dialog"] [role="grid"]').first().waitFor();
  await shoot(page, `compact-calendar-${tag}`);
  await day(page, checkOut).click();
  await page.getByRole('dialog').waitFor({ state: 'hidden' });
  await page.mouse.move(5, 500);
  await shoot(page, `compact-dates-${tag}`);
}

/** A Goa pin's card with the stay's total. */
async function pinCard(page: Page, phone: boolean) {
  await page.goto(`${base}${goa}`);
  await page.getByRole('article').first().waitFor();
  if (phone) await page.getByRole('button', { name: 'Map', exact: true }).click();
  await page.locator('#properties-title').evaluate((el) => {
    window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 140);
  });
  await page.mouse.move(5, 20); // Leaflet's map takes over from its picture (decision 136)
  await page.locator('.leaflet-marker-icon .map-pin--price').first().click();
  await page.getByTestId('map-card').getByTestId('stay-total').waitFor();
  await page.waitForLoadState('networkidle');
}

const browser = await launchChromium();
for (const { theme, width, tag } of combinations()) {
  for (const shotWidth of width === 390 ? [390] : [880, 1280]) {
    const shotTag = tag.replace(String(width), String(shotWidth));
    const context = await themedContext(browser, shotWidth, theme);
    await servePlainTiles(context, base);
    const page = await context.newPage();
    if (shotWidth === 390) {
      await page.goto(`${base}/?checkIn=${checkIn}&checkOut=${checkOut}`);
      await page.getByRole('button', { name: /^Search stays: Where to\?/ }).waitFor();
      await shoot(page, `phone-summary-${shotTag}`);
      await pinCard(page, true);
      await shoot(page, `pin-card-${shotTag}`);
    } else {
      await page.goto(`${base}/`);
      await page.getByRole('article').first().waitFor();
      await compactBar(page, shotTag, { bar: 'Search stays (compact)', checkInName: /^Check-in/ });
      if (shotWidth === 1280) {
        await pinCard(page, false);
        await shoot(page, `pin-card-${shotTag}`);
        await page.goto(`${base}/hi/`);
        await page.getByRole('article').first().waitFor();
        await compactBar(page, `hi-${shotTag}`, { bar: 'ठहरने की जगहें खोजें (छोटा बार)', checkInName: /^चेक-इन/ });
      }
    }
    await context.close();
  }
}
await browser.close();
