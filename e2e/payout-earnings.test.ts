// The host's earnings (issue 25 §5) in Chromium against the real server: a new host with an approved
// listing adds a payout account, the demo customer books and pays a stay of it through the simulated
// checkout, the host sees the upcoming payout with its breakdown on /owner/earnings (the figures the
// payout rows hold), and once the release job has transferred it, sees it paid. The stay checks in
// tomorrow; the e2e server runs the release job's clock 72 hours ahead (TEST_PAYOUT_CLOCK_AHEAD_HOURS,
// honoured only with NODE_ENV=test: decision 95), so the job pays it at its next minute instead of a
// day after check-in. EARNINGS_SHOTS=<dir> also saves screenshots at 390 and 1280 px.
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { formatRupees } from '../domain/money.ts';
import type { PayoutAnswer } from '../domain/schemas/payouts.ts';
import {
  base,
  checkout,
  checkoutAmount,
  customerPage,
  demo,
  freeStay,
  indiaPage,
  launchSharedBrowser,
  noSevereAxeViolations,
  openPropertyWithStay,
  payFromPropertyPage,
  quoteOf,
  registerOwner,
  seeToast,
} from './journey-kit.ts';
import { completeListingForm, publishListing, type TestPhoto, uploadTestPhotos } from './listing-kit.ts';

const browser = launchSharedBrowser();
const shots = process.env.EARNINGS_SHOTS;

const noise = (width: number, height: number) =>
  sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .jpeg()
    .toBuffer();

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** The stay's row on the wide page: its cells' texts from the status on. */
async function rowTexts(page: Page, title: string) {
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(title) }) });
  await row.waitFor();
  return (await row.getByRole('cell').allInnerTexts()).map((text) => text.trim());
}

/** With EARNINGS_SHOTS: the page at 390 and 1280 px, light and dark, then back as it was. */
async function shoot(page: Page, name: string) {
  if (!shots) return;
  const size = page.viewportSize()!;
  for (const theme of ['light', 'dark'])
    for (const width of [390, 1280]) {
      await page.evaluate((t) => localStorage.setItem('theme', t), theme);
      await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
      await page.reload();
      await page.getByRole('heading', { level: 2, name: 'Stays' }).waitFor();
      await page.screenshot({ path: `${shots}/${name}-${width}-${theme}.png`, fullPage: true });
    }
  await page.evaluate(() => localStorage.setItem('theme', 'light'));
  await page.setViewportSize(size);
  await page.reload();
}

describe("the host's earnings", () => {
  it('adds a payout account, sees an upcoming payout with its breakdown, then sees it paid', async () => {
    const title = `Earnings Villa ${Date.now() % 100000}`;
    const { context, page } = await indiaPage(browser());
    const owner = await registerOwner(context, { tag: 'earnings' });
    const photos: TestPhoto[] = [];
    for (let i = 0; i < 5; i++)
      photos.push({ name: `p${i}.jpg`, mimeType: 'image/jpeg', buffer: await noise(64, 48) });
    const form = await completeListingForm(context.request, await uploadTestPhotos(context.request, photos), {
      title,
    });
    const listing = await publishListing(context.request, form);
    const admin = await browser().newContext();
    const signedIn = await admin.request.post(`${base}/api/admin/login`, {
      headers: { origin: base },
      data: demo.admin,
    });
    expect(signedIn.status()).toBe(200);
    const approved = await admin.request.post(`${base}/api/admin/properties/${listing.id}/approve`, {
      headers: { origin: base },
    });
    expect(approved.status()).toBe(200);
    await admin.close();

    // The payout account, through its page (reached from the dashboard's earnings tile's page).
    await page.goto(`${base}/owner/payout-account`);
    await field(page, 'Account holder name').fill(`${owner.firstName} ${owner.lastName}`);
    await field(page, 'IFSC').fill('HDFC0001234');
    await field(page, 'Account number').fill('50100123456789');
    await field(page, 'Re-enter account number').fill('50100123456789');
    await field(page, 'Current password').fill(owner.password);
    await page.getByRole('button', { name: 'Save payout account' }).click();
    await seeToast(page, 'Payout account saved', 'Your payouts will be paid to account XXXXXX6789.');

    // The demo customer books tomorrow's night and pays.
    const stay = await freeStay(listing.id, 1, 1);
    const quote = await quoteOf(listing.id, stay);
    const guest = await customerPage(browser());
    await openPropertyWithStay(guest.page, listing.id, stay);
    const dialog = await payFromPropertyPage(guest.page, quote.total);
    await dialog.getByRole('button', { name: `Pay ${checkoutAmount(quote.total)}` }).click();
    await seeToast(guest.page, 'Booking Confirmed!', `Your stay at ${title} is booked.`);
    await checkout(guest.page).waitFor({ state: 'hidden' });
    await guest.context.close();

    // The payout the capture wrote, as the API has it: the page must show the same figures.
    const payouts = (await (await context.request.get(`${base}/api/owner/payouts`)).json()) as PayoutAnswer[];
    expect(payouts).toHaveLength(1);
    const payout = payouts[0]!;
    expect(payout.grossPaise).toBe(870_000); // one night at ₹8,700, no cleaning fee

    await page.goto(`${base}/owner`);
    await page.getByRole('link', { name: 'View earnings' }).click();
    await page.getByRole('heading', { level: 1, name: 'Earnings' }).waitFor();
    const net = formatRupees(payout.netPaise);
    // The release job runs every minute on a clock 72 hours ahead: this page can come after it has
    // released the payout (in transit until its webhook) or paid it. Either way the row holds the
    // payout's own figures.
    await expect
      .poll(() => rowTexts(page, title))
      .toEqual([
        expect.stringMatching(/^(Upcoming|Paid, on its way|Paid)$/),
        expect.any(String),
        formatRupees(payout.grossPaise),
        `− ${formatRupees(payout.commissionPaise + payout.commissionGstPaise)}`,
        `− ${formatRupees(payout.tdsPaise + payout.tcsPaise)}`,
        net,
      ]);
    if ((await rowTexts(page, title))[0] === 'Upcoming') {
      const upcoming = page.getByRole('term').filter({ hasText: 'Upcoming' }).locator('xpath=..');
      await upcoming.getByText(net, { exact: true }).waitFor();
    }
    await noSevereAxeViolations(page, '/owner/earnings');
    await shoot(page, 'upcoming');

    // The release job (its clock ahead on this server) pays it within a minute; the webhooks settle it.
    await expect
      .poll(
        async () => {
          await page.reload();
          return (await rowTexts(page, title))[0];
        },
        { timeout: 90_000, interval: 3_000 },
      )
      .toBe('Paid');
    const paidOut = page.getByRole('term').filter({ hasText: 'Paid out' }).locator('xpath=..');
    await paidOut.getByText(net, { exact: true }).waitFor();

    // On a phone the stay is a card with its breakdown.
    await page.setViewportSize({ width: 390, height: 844 });
    const card = page.getByRole('listitem', { name: title });
    await card.getByText('Paid', { exact: true }).waitFor();
    await card.getByText(formatRupees(payout.grossPaise), { exact: true }).waitFor();
    await card.getByText(net, { exact: true }).waitFor();
    await shoot(page, 'paid');
    await context.close();
  }, 180_000);
});
