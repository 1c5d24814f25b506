// The admin's Finance page in Chromium against the real server (issue 25 §4): a traveller pays for a
// stay through the real checkout, then the admin opens Finance from the sidebar and sees this month's
// figures as the API answers them (the stay's payment among them), every booking balancing, and the
// two CSV downloads. FINANCE_SHOTS=<dir> also saves the page at 390 and 1280 px in both themes.
import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatRupees } from '../domain/money.ts';
import { thisMonthInIndia } from '../domain/rules/india-month.ts';
import type { FinanceAnswer } from '../domain/schemas/finance.ts';
import {
  base,
  checkoutAmount,
  customerPage,
  demo,
  indiaPage,
  launchSharedBrowser,
  noSevereAxeViolations,
  openPropertyWithStay,
  payFromPropertyPage,
  seeToast,
  stayOn,
} from './journey-kit.ts';

const browser = launchSharedBrowser();

describe('the Finance page', () => {
  it("shows this month's money after a paid stay, every booking balancing, and the exports", async () => {
    const { listing, stay, quote } = await stayOn(1, 200);
    const guest = await customerPage(browser());
    await openPropertyWithStay(guest.page, listing.id, stay);
    const pay = await payFromPropertyPage(guest.page, quote.total);
    await pay.getByRole('button', { name: `Pay ${checkoutAmount(quote.total)}` }).click();
    await seeToast(guest.page, 'Booking Confirmed!', `Your stay at ${listing.title} is booked.`);
    await guest.context.close();

    const { context, page } = await indiaPage(browser());
    const login = await context.request.post(`${base}/api/admin/login`, {
      headers: { origin: base },
      data: { email: demo.admin.email, password: demo.admin.password },
    });
    expect(login.status(), await login.text()).toBe(200);
    await page.goto(`${base}/admin`);
    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Finance', exact: true })
      .click();
    await page.getByRole('heading', { name: 'Finance', level: 1 }).waitFor();

    const month = thisMonthInIndia(new Date()).firstDay.slice(0, 7);
    expect(await page.getByLabel('Month').inputValue()).toBe(month);
    const answer = (await (
      await context.request.get(`${base}/api/admin/finance?month=${month}`)
    ).json()) as FinanceAnswer;
    expect(answer.chargedPaise).toBeGreaterThanOrEqual(quote.totalPaise);
    const charged = page
      .getByRole('term')
      .filter({ hasText: /^Charged$/ })
      .locator('xpath=following-sibling::dd[1]');
    await expect.poll(() => charged.textContent()).toContain(formatRupees(answer.chargedPaise));
    await page.getByText('Every paid booking this month balances to the paisa.').waitFor();
    for (const [name, kind] of [
      ['TCS by GSTIN (GSTR-8), CSV', 'tcs'],
      ['TDS by PAN, CSV', 'tds'],
    ] as const)
      expect(await page.getByRole('link', { name }).getAttribute('href')).toBe(
        `/api/admin/finance/${kind}.csv?month=${month}`,
      );
    await noSevereAxeViolations(page, 'the Finance page');

    const dir = process.env.FINANCE_SHOTS;
    if (dir) {
      mkdirSync(dir, { recursive: true });
      for (const width of [390, 1280])
        for (const theme of ['light', 'dark']) {
          await page.setViewportSize({ width, height: 900 });
          // The theme as the toggle keeps it, applied by a fresh load (no colour transition half-way).
          await page.evaluate((chosen) => localStorage.setItem('theme', chosen), theme);
          await page.reload();
          await page.getByText('Every paid booking this month balances to the paisa.').waitFor();
          await page.screenshot({ path: `${dir}/finance-${width}-${theme}.png`, fullPage: true });
        }
    }
    await context.close();
  });
});
