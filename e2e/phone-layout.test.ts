import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  atPath,
  base,
  dayText,
  demo,
  freeStay,
  launchSharedBrowser,
  listings,
  noSevereAxeViolations,
  seeToast,
  signIn,
} from './journey-kit.ts';

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
    await page
      .getByRole('button', { name: /^Search stays: Where to\? Any dates · 2 guests Search$/ })
      .waitFor();
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
    await page.getByRole('button', { name: /^Search stays: Goa Any dates · 2 guests Search$/ }).waitFor();
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

  /** A listing with at least three photos, open at 390x844 on a touch screen. */
  async function phoneListing() {
    const listing = (await listings()).find((l) => l.photos.length >= 3)!;
    const context = await browser().newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
    const page = await context.newPage();
    await page.goto(`${base}/property/${listing.id}`);
    await page.getByRole('heading', { level: 1, name: listing.title }).waitFor();
    return { context, page, listingId: listing.id };
  }

  it("opens the booking sheet's calendar under the sheet's title, not over it", async () => {
    const { context, page, listingId } = await phoneListing();
    await page.getByTestId('phone-booking-bar').getByRole('button', { name: 'Check availability' }).click();
    const sheet = page.getByRole('dialog', { name: 'Book your stay' });
    const title = sheet.getByRole('heading', { name: 'Book your stay' });
    await title.waitFor();
    const titleBox = (await title.boundingBox())!;
    await sheet.getByRole('button', { name: /^Check-in/ }).click();
    const calendar = sheet.getByRole('region', { name: 'Choose check-in date' });
    await calendar.getByText('Choose your check-in date').waitFor();
    // The calendar sits in the sheet below its title (the sheet scrolls), never floating over it.
    await calendar.evaluate((el) => el.scrollIntoView({ block: 'end' }));
    const [titleNow, calendarBox] = [(await title.boundingBox())!, (await calendar.boundingBox())!];
    expect(calendarBox.y).toBeGreaterThanOrEqual(titleNow.y + titleNow.height);
    expect(titleNow.x).toBe(titleBox.x);
    await noSevereAxeViolations(page, 'the booking sheet with its calendar open');

    // Dates are chosen right there: check-in moves on to check-out, which closes the calendar.
    const stay = await freeStay(listingId, 5, 2);
    const pickDay = async (field: 'check-in' | 'check-out', iso: string) => {
      const open = sheet.getByRole('region', { name: `Choose ${field} date` });
      const dayButton = open.locator(`[data-day="${iso}"] button`).first();
      for (let i = 0; i < 14 && !(await dayButton.isVisible()); i++)
        await open.getByRole('button', { name: /next month/i }).click();
      await dayButton.click();
    };
    await pickDay('check-in', stay.checkIn);
    await pickDay('check-out', stay.checkOut);
    await sheet.getByRole('region').waitFor({ state: 'detached' });
    await sheet.getByRole('button', { name: `Check-out ${dayText(stay.checkOut)}` }).waitFor();
    await context.close();
  });

  it('shows a toast above the sticky price bar, not over it', async () => {
    const { context, page } = await phoneListing();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base });
    const bar = page.getByTestId('phone-booking-bar');
    await bar.waitFor();
    await page.getByRole('button', { name: 'Share' }).first().click();
    const toast = await seeToast(page, 'Link copied');
    const [toastBox, barBox] = [(await toast.boundingBox())!, (await bar.boundingBox())!];
    expect(toastBox.y + toastBox.height).toBeLessThanOrEqual(barBox.y);
    // The price and its button stay in sight and can be pressed.
    await bar.getByRole('button', { name: 'Check availability' }).click({ trial: true });
    await context.close();
  });

  it('shows every photo full-screen: swipe, arrow keys, a counter and a close button', async () => {
    const { context, page } = await phoneListing();
    const showAll = page.getByRole('button', { name: 'Show all photos' });
    await showAll.click();
    const viewer = page.getByRole('dialog', { name: 'All photos' });
    await viewer.waitFor();
    expect(await viewer.boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 844 });
    const total = await viewer.getByText(/^1 \/ \d+$/).textContent();
    const count = Number(total!.split(' / ')[1]);
    const counter = (n: number) => viewer.getByText(`${n} / ${count}`, { exact: true });
    const photo = viewer.getByRole('img');
    const firstAlt = await photo.getAttribute('alt');

    // A finger dragged from right to left shows the next photo (real touch input, through CDP).
    const touch = await context.newCDPSession(page);
    const finger = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number) =>
      touch.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: type === 'touchEnd' ? [] : [{ x, y: 420 }],
      });
    await finger('touchStart', 320);
    for (const x of [280, 220, 160, 100]) await finger('touchMove', x);
    await finger('touchEnd', 100);
    await counter(2).waitFor();
    expect(await photo.getAttribute('alt')).not.toBe(firstAlt);
    // A tap does not.
    await finger('touchStart', 200);
    await finger('touchEnd', 200);
    expect(await counter(2).isVisible()).toBe(true);

    // The arrow keys move too; the first photo is the end going back.
    await page.keyboard.press('ArrowRight');
    await counter(3).waitFor();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await counter(1).waitFor();
    expect(await viewer.getByRole('button', { name: 'Previous photo' }).isDisabled()).toBe(true);
    await noSevereAxeViolations(page, 'the photo viewer');

    await viewer.getByRole('button', { name: 'Close' }).click();
    await viewer.waitFor({ state: 'hidden' });
    expect(await showAll.evaluate((b) => b === document.activeElement)).toBe(true);
    await context.close();
  });
});
