// Screenshots for looking at the UI: `BASE_URL=http://localhost:5000 npx tsx e2e/screenshots.ts [outDir]`.
// Takes the home page, search results, a property page, /wishlists (as the demo customer, with two
// saved stays), /auth and /admin/login at 390 and 1280 px in light and dark themes, against a running
// server with the demo data.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { launchChromium } from './browser.ts';

const base = process.env.BASE_URL ?? 'http://localhost:5000';
const outDir = process.argv[2] ?? 'test-results/screenshots';
mkdirSync(outDir, { recursive: true });

const cards = (await (await fetch(`${base}/api/properties?limit=2`)).json()) as Array<{ id: string }>;
const pages = [
  ['home', '/'],
  ['results', '/?location=Goa'],
  ['property', `/property/${cards[0]?.id}`],
  ['wishlists', '/wishlists'],
  ['auth', '/auth'],
  ['admin-login', '/admin/login'],
] as const;

/** Signs the context in as the demo customer and saves the first two stays (for /wishlists). */
async function asCustomerWithSavedStays(context: BrowserContext) {
  const headers = { origin: base };
  await context.request.post(`${base}/api/auth/login`, {
    headers,
    data: { email: 'customer@basera.example', password: 'Customer123' },
  });
  for (const card of cards) await context.request.post(`${base}/api/wishlist/${card.id}`, { headers });
}

async function shoot(page: Page, name: string, width: number) {
  // Scroll through once so lazy images load, then back to the top.
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 50));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForTimeout(500);
  await page.screenshot({ path: path.join(outDir, `${name}.png`), fullPage: true });
  console.log(path.join(outDir, `${name}.png`));
  // Tall pages: also save 1000 px slices that are readable when opened.
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  if (height <= 1400) return;
  for (let y = 0, n = 1; y < height; y += 1000, n++) {
    await page.screenshot({
      path: path.join(outDir, `${name}-part${n}.png`),
      fullPage: true,
      clip: { x: 0, y, width, height: Math.min(1000, height - y) },
    });
  }
}

const browser = await launchChromium();
for (const theme of ['light', 'dark'] as const) {
  for (const width of [390, 1280]) {
    const visitor = await browser.newContext({ viewport: { width, height: 900 } });
    const customer = await browser.newContext({ viewport: { width, height: 900 } });
    await asCustomerWithSavedStays(customer);
    for (const context of [visitor, customer])
      await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
    for (const [name, url] of pages) {
      const page = await (name === 'wishlists' ? customer : visitor).newPage();
      await page.goto(base + url, { waitUntil: 'networkidle' });
      await shoot(page, `${name}-${width}-${theme}`, width);
      await page.close();
    }
    await visitor.close();
    await customer.close();
  }
}
await browser.close();
