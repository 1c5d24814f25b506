import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { atPath, base, demo, launchSharedBrowser, signIn } from './journey-kit.ts';

const browser = launchSharedBrowser();

const overflow = (page: Page) =>
  page.evaluate(() => ({
    scrollWidth: document.scrollingElement?.scrollWidth ?? 0,
    innerWidth: window.innerWidth,
  }));

/** Scrolls through the page (lazy photos load, every section lays out) and back to the top. */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 30));
    }
    window.scrollTo(0, 0);
  });
}

describe('phone layout', () => {
  for (const width of [320, 390]) {
    it(`has no sideways scrolling at ${width} px on home, /auth and /interior-design`, async () => {
      const context = await browser().newContext({ viewport: { width, height: 844 } });
      const page = await context.newPage();
      for (const path of ['/', '/auth', '/interior-design']) {
        await page.goto(`${base}${path}`);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await scrollThrough(page);
        const { scrollWidth, innerWidth } = await overflow(page);
        expect(scrollWidth, `${path} at ${width} px`).toBeLessThanOrEqual(innerWidth);
      }
      // The interior-design package tiles sit inside the page.
      await page.goto(`${base}/`);
      const tiles = page.getByRole('list', { name: 'Interior design packages' }).getByRole('listitem');
      await tiles.first().waitFor();
      for (const box of await Promise.all((await tiles.all()).map((t) => t.boundingBox()))) {
        expect(box!.x).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width).toBeLessThanOrEqual(width);
      }
      await context.close();
    });
  }

  it('shows a listing card on the first screen at 390x844, with a one-line search', async () => {
    const context = await browser().newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${base}/`);
    await page.getByRole('button', { name: /^Search stays: Where to\? Any dates · 2 guests$/ }).waitFor();
    // The full panel is not on the page until the summary is pressed.
    expect(await page.getByRole('search', { name: 'Search stays', exact: true }).count()).toBe(0);
    const card = page.getByRole('article').first();
    await card.waitFor();
    const box = await card.boundingBox();
    expect(box!.y).toBeLessThan(844 - 120); // the photo and the title start on the first screen

    // The summary opens the full panel; searching closes it and goes to the results.
    await page.getByRole('button', { name: /^Search stays: Where to\?/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Search stays' });
    await dialog.getByLabel('Where').fill('Goa');
    await dialog.getByRole('button', { name: 'Search', exact: true }).click();
    const heading = page.getByRole('heading', { name: 'Properties in Goa' });
    await heading.waitFor();
    await dialog.waitFor({ state: 'hidden' });
    expect(await heading.evaluate((h) => h === document.activeElement)).toBe(true);
    await page.getByRole('button', { name: /^Search stays: Goa Any dates · 2 guests$/ }).waitFor();
    // The search is in the address, so it can be shared and reloaded.
    expect(new URL(page.url()).search).toBe('?location=Goa');
    await context.close();
  });

  it('reaches Interior Design from the phone header, signed out and signed in', async () => {
    const context = await browser().newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${base}/`);
    const header = page.getByRole('banner');
    await header.getByRole('link', { name: 'Interior Design' }).click();
    await atPath(page, '/interior-design');

    await signIn(page, demo.customer.email, demo.customer.password);
    await page.getByRole('banner').getByRole('link', { name: 'Interior Design' }).click();
    await atPath(page, '/interior-design');
    const { scrollWidth, innerWidth } = await overflow(page);
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
    await context.close();
  });

  it('replaces the hero panel with the compact bar at 1280 px after 300 px of scroll', async () => {
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${base}/`);
    const panel = page.getByRole('search', { name: 'Search stays', exact: true });
    const compact = page.getByRole('search', { name: 'Search stays (compact)' });
    await panel.waitFor();
    expect(await panel.isVisible()).toBe(true);
    await page.evaluate(() => window.scrollTo(0, 300));
    await compact.waitFor();
    await panel.waitFor({ state: 'hidden' });
    expect(await compact.isVisible()).toBe(true);
    expect(await panel.isVisible()).toBe(false);
    // The page did not jump: it is still 300 px down.
    expect(await page.evaluate(() => window.scrollY)).toBe(300);
    await page.evaluate(() => window.scrollTo(0, 0));
    await panel.waitFor({ state: 'visible' });
    expect(await compact.count()).toBe(0);
    await context.close();
  });
});
