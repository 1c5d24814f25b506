// The host's payout account in Chromium against the real server: the demo owner opens it from the
// host dashboard, is told the two account numbers differ and that the password is wrong (the server's
// words, under the field), saves it, and sees only the masked number, after a reload too.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  atPath,
  axeOn,
  base,
  demo,
  freshPage,
  launchSharedBrowser,
  seeText,
  seeToast,
  signIn,
} from './journey-kit.ts';

const browser = launchSharedBrowser();
const NUMBER = '50100123456789';

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const errorUnder = async (page: Page, label: string) => {
  const described = await field(page, label).getAttribute('aria-describedby');
  const ids = described?.split(' ') ?? [];
  const texts = await Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).innerText()));
  return texts;
};

describe("the host's payout account", () => {
  it('adds a bank account with the password and shows it only masked', async () => {
    const { page } = await freshPage(browser());
    await signIn(page, demo.owner.email, demo.owner.password);

    // Reached from the host dashboard (the Host menu holds what the spec names: Dashboard, Calendar).
    await page.goto(`${base}/owner`);
    await page.getByRole('link', { name: 'Payout account' }).click();
    await atPath(page, '/owner/payout-account');
    await page.getByRole('heading', { level: 1, name: 'Payout account' }).waitFor();
    await seeText(page, 'No payout account yet');

    await field(page, 'Account holder name').fill('Vikram Mehta');
    await field(page, 'IFSC').fill('hdfc0001234');
    await field(page, 'Account number').fill('5010 0123 4567 89');
    await field(page, 'Re-enter account number').fill('50100123456798');
    await field(page, 'Current password').fill('NotMyPassword1');
    await page.getByRole('button', { name: 'Save payout account' }).click();
    await expect
      .poll(() => errorUnder(page, 'Re-enter account number'))
      .toEqual(["Account numbers don't match"]);

    await field(page, 'Re-enter account number').fill(NUMBER);
    await page.getByRole('button', { name: 'Save payout account' }).click();
    // Only the server knows the password: its sentence goes under the field, which gets the focus.
    await expect
      .poll(() => errorUnder(page, 'Current password'))
      .toEqual(['Current password is incorrect', 'Any change to where your payouts go needs your password.']);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('type')))
      .toBe('password');

    await field(page, 'Current password').fill(demo.owner.password);
    await page.getByRole('button', { name: 'Save payout account' }).click();
    await seeToast(page, 'Payout account saved', 'Your payouts will be paid to account XXXXXX6789.');

    const saved = page.getByRole('region', { name: 'Vikram Mehta' });
    await saved.getByText('XXXXXX6789', { exact: true }).waitFor();
    await saved.getByText('HDFC0001234', { exact: true }).waitFor();
    await saved.getByText('Active', { exact: true }).waitFor();
    expect(await page.locator('body').innerText()).not.toContain(NUMBER);

    await page.reload();
    await page
      .getByRole('region', { name: 'Vikram Mehta' })
      .getByText('XXXXXX6789', { exact: true })
      .waitFor();
    expect(await page.locator('body').innerText()).not.toContain(NUMBER);
    await page.getByRole('button', { name: 'Change account' }).click();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('autocomplete')))
      .toBe('name');
    const axe = await axeOn(page).withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);
  });
});
