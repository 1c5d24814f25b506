// The host's GST registrations page in Chromium against the real server: the demo owner (given a
// PAN first when the seed left none) starts unregistered, adds a Maharashtra registration built on
// their own PAN, saves it and finds it after a reload; a GSTIN holding another PAN gets the
// server's sentence under that GSTIN, and nothing is saved. TAX_SHOTS=<dir> also saves screenshots.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { makeGstin } from '../domain/rules/gstin.ts';
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
const OTHER_PAN = 'BBBPH4321Q';

/** The demo owner's PAN on record; one is added through the profile API when there is none. */
async function panOf(page: Page): Promise<string> {
  const request = page.context().request;
  const user = await (await request.get(`${base}/api/auth/user`)).json();
  if (user.panNumber) return user.panNumber;
  const given = await request.put(`${base}/api/user/profile`, {
    headers: { origin: base },
    data: {
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      phone: user.phone,
      panNumber: 'ABCPE1234F',
    },
  });
  expect(given.status(), await given.text()).toBe(200);
  return 'ABCPE1234F';
}

const card = (page: Page, n: number) => page.getByRole('listitem', { name: `Registration ${n}` });

async function fill(page: Page, n: number, gstin: string, legalName: string, address: string) {
  await card(page, n).getByLabel('GSTIN').fill(gstin);
  await card(page, n).getByLabel('Legal name').fill(legalName);
  await card(page, n).getByLabel('Address').fill(address);
}

async function shoot(page: Page, width: number, theme: 'light' | 'dark') {
  const dir = process.env.TAX_SHOTS;
  if (!dir) return;
  await page.evaluate((t) => localStorage.setItem('theme', t), theme);
  await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
  await page.reload();
  await card(page, 1).waitFor();
  await page.waitForTimeout(450);
  await page.screenshot({ path: `${dir}/tax-${width}-${theme}.png`, fullPage: true });
}

describe("the host's GST registrations", () => {
  it('adds a registration on the PAN of the host, keeps it, and shows the server refusing another PAN', async () => {
    const { page } = await freshPage(browser());
    await signIn(page, demo.owner.email, demo.owner.password);
    const pan = await panOf(page);
    const gstin = makeGstin('27', pan);

    // Reached from the host dashboard (the Host menu holds what the spec names: Dashboard, Calendar).
    await page.goto(`${base}/owner`);
    await page.getByRole('link', { name: 'GST registrations' }).click();
    await atPath(page, '/owner/tax');
    await page.getByRole('heading', { level: 1, name: 'GST registrations' }).waitFor();
    await seeText(page, 'No GST registrations');
    await page
      .getByText(/Basera pays the GST on your stays as the e-commerce operator \(section 9\(5\)/)
      .waitFor();

    await page.getByRole('button', { name: 'Add a registration' }).click();
    await fill(page, 1, gstin.toLowerCase(), 'Mehta Stays', '22 Marine Drive, Mumbai 400020');
    await card(page, 1).getByRole('heading', { name: 'Maharashtra' }).waitFor();
    await page.getByRole('button', { name: 'Save registrations' }).click();
    await seeToast(page, 'GST registrations saved');

    await page.reload();
    await card(page, 1).getByRole('heading', { name: 'Maharashtra' }).waitFor();
    expect(await card(page, 1).getByLabel('GSTIN').inputValue()).toBe(gstin);
    expect(await card(page, 1).getByLabel('Legal name').inputValue()).toBe('Mehta Stays');
    const axe = await axeOn(page).withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);

    // A GSTIN in the right form but on someone else's PAN: only the server can tell.
    await page.getByRole('button', { name: 'Add a registration' }).click();
    await fill(page, 2, makeGstin('29', OTHER_PAN), 'Mehta Stays', '5 Lavelle Road, Bengaluru 560001');
    await page.getByRole('button', { name: 'Save registrations' }).click();
    const refused = `GSTIN must hold the PAN ${pan} in characters 3 to 12 (not ${OTHER_PAN})`;
    await card(page, 2).getByText(refused, { exact: true }).waitFor();
    await expect.poll(() => card(page, 2).getByLabel('GSTIN').getAttribute('aria-invalid')).toBe('true');

    await page.reload();
    await card(page, 1).waitFor();
    expect(await page.getByRole('listitem', { name: /^Registration/ }).count()).toBe(1);

    await shoot(page, 390, 'dark');
    await shoot(page, 1280, 'light');
  });
});
