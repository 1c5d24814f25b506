import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  base,
  fixPageDate,
  labelInNameFindings,
  launchSharedBrowser,
  severeAxeFindings,
} from './journey-kit.ts';

const browser = launchSharedBrowser();

/** A page whose clock reads 10 Mar 2027, mid-morning, in the given time zone (and browser locale). */
async function pageOn10Mar2027(timezoneId: string, width = 1280, height = 900, locale = 'en-IN') {
  const context = await browser().newContext({ viewport: { width, height }, timezoneId, locale });
  // 17:30 in Kolkata and 04:00 in Los Angeles: 10 Mar on both sides of Greenwich.
  await fixPageDate(context, new Date('2027-03-10T12:00:00Z'));
  const page = await context.newPage();
  await page.goto(`${base}/`);
  await page.getByRole('heading', { name: 'Find Your Perfect Stay' }).waitFor();
  return { context, page };
}

const day = (page: Page, iso: string) => page.locator(`[data-day="${iso}"] button`).first();

describe('search calendars', () => {
  for (const timezoneId of ['Asia/Kolkata', 'America/Los_Angeles']) {
    it(`picks a stay in a two-month calendar and shows it as "12 Mar 2027" (${timezoneId})`, async () => {
      const { context, page } = await pageOn10Mar2027(timezoneId);
      // No native mm/dd/yyyy inputs in the full panel.
      const panel = page.getByRole('search', { name: 'Search stays', exact: true });
      expect(await panel.locator('input[type="date"]').count()).toBe(0);

      await page.getByRole('button', { name: 'Check-in Add date' }).click();
      const calendar = page.getByRole('dialog', { name: 'Choose check-in date' });
      await calendar.waitFor();
      await calendar.getByText('March 2027', { exact: true }).waitFor();
      await calendar.getByText('April 2027', { exact: true }).waitFor();
      expect(await calendar.getByRole('grid').count()).toBe(2);

      // Before today is disabled, today and later are not.
      expect(await day(page, '2027-03-09').isDisabled()).toBe(true);
      expect(await day(page, '2027-03-01').isDisabled()).toBe(true);
      expect(await day(page, '2027-03-10').isDisabled()).toBe(false);

      await day(page, '2027-03-12').click();
      // Check-out comes next: on or before check-in is disabled.
      await page.getByRole('dialog', { name: 'Choose check-out date' }).waitFor();
      expect(await day(page, '2027-03-11').isDisabled()).toBe(true);
      expect(await day(page, '2027-03-12').isDisabled()).toBe(true);
      expect(await day(page, '2027-03-13').isDisabled()).toBe(false);
      await day(page, '2027-03-15').click();
      await page.getByRole('dialog').waitFor({ state: 'hidden' });

      await page.getByRole('button', { name: 'Check-in 12 Mar 2027' }).waitFor();
      await page.getByRole('button', { name: 'Check-out 15 Mar 2027' }).waitFor();

      // A new check-in after the check-out drops the check-out and asks for it again.
      await page.getByRole('button', { name: 'Check-in 12 Mar 2027' }).click();
      await day(page, '2027-03-20').click();
      await page.getByRole('dialog', { name: 'Choose check-out date' }).waitFor();
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Check-in 20 Mar 2027' }).waitFor();
      await page.getByRole('button', { name: 'Check-out Add date' }).waitFor();
      await context.close();
    });
  }

  it('shows one month on a phone, inside the search dialog', async () => {
    const { context, page } = await pageOn10Mar2027('Asia/Kolkata', 390, 844);
    await page.getByRole('button', { name: /^Search stays: Where to\?/ }).click();
    await page.getByRole('dialog', { name: 'Search stays' }).waitFor();
    await page.getByRole('button', { name: 'Check-in Add date' }).click();
    const calendar = page.getByRole('dialog', { name: 'Choose check-in date' });
    await calendar.getByText('March 2027', { exact: true }).waitFor();
    expect(await calendar.getByRole('grid').count()).toBe(1);
    const box = await calendar.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    await day(page, '2027-03-12').click();
    await day(page, '2027-03-14').click();
    await page.getByRole('button', { name: 'Check-in 12 Mar 2027' }).waitFor();
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    // The one-line summary now reads the stay.
    await page
      .getByRole('button', { name: 'Search stays: Where to? 12 Mar – 14 Mar 2027 · 2 guests Search' })
      .waitFor();
    await page.waitForURL((url) => url.search === '?checkIn=2027-03-12&checkOut=2027-03-14');
    await context.close();
  });

  it('picks the compact bar\'s dates in the same calendar, from the keyboard, shown "12 Mar 2027" under an en-US browser', async () => {
    // An en-US browser drew the old native inputs as mm/dd/yyyy, whatever the page's language.
    const { context, page } = await pageOn10Mar2027('Asia/Kolkata', 1280, 900, 'en-US');
    await page.evaluate(() => window.scrollTo(0, 400));
    const compact = page.getByRole('search', { name: 'Search stays (compact)' });
    await compact.waitFor();
    expect(await compact.locator('input[type="date"]').count()).toBe(0);

    const checkIn = compact.getByRole('button', { name: 'Check-in Add date' });
    await checkIn.focus();
    await page.keyboard.press('Enter');
    const calendar = page.getByRole('dialog', { name: 'Choose check-in date' });
    await calendar.getByText('March 2027', { exact: true }).waitFor();
    // Before today is disabled, as in the full panel; today holds focus.
    expect(await day(page, '2027-03-09').isDisabled()).toBe(true);
    const focusedDay = () =>
      page.evaluate(() => document.activeElement?.closest('[data-day]')?.getAttribute('data-day'));
    await expect.poll(focusedDay).toBe('2027-03-10');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Choose check-out date' }).waitFor();
    expect(await day(page, '2027-03-12').isDisabled()).toBe(true);
    // Check-out starts on the first night it can be: the day after check-in.
    await expect.poll(focusedDay).toBe('2027-03-13');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });

    // The bar reads the stay as people in India do; its buttons are named by exactly what they show.
    const checkOut = compact.getByRole('button', { name: 'Check-out 15 Mar 2027' });
    await checkOut.waitFor();
    expect(await checkOut.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await compact.getByRole('button', { name: 'Check-in 12 Mar 2027' }).innerText()).toBe(
      'Check-in\n12 Mar 2027',
    );
    expect(await labelInNameFindings(page)).toEqual([]);
    expect(await severeAxeFindings(page, { include: 'search' })).toEqual([]);

    await compact.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL((url) => url.search === '?checkIn=2027-03-12&checkOut=2027-03-15');
    await page.getByText('12 Mar – 15 Mar 2027 · 2 guests').waitFor();
    await context.close();
  });
});
