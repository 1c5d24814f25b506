// Screenshots of property management and listing review:
// `BASE_URL=http://localhost:5000 npx tsx e2e/admin-properties-screenshots.ts [outDir]`.
// Against a running server with the demo data. The demo owner publishes three listings (pending)
// through the API and the admin rejects one with a reason. Then per theme and width: the admin's
// table with its tiles, the Pending tile pressed, the Reject dialog (the reason missing), the Delete
// dialog, a listing approved from the table with its toast, the empty search, a pending listing's
// page as the admin sees it, the admin's edit wizard and its save, and the owner's dashboard and listing page
// showing the rejected listing with the admin's reason.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import type { ListingSaved } from '../domain/schemas/listings.ts';
import { launchChromium } from './browser.ts';
import { completeListingForm, publishListing, uploadTestPhotos } from './listing-kit.ts';

const base = process.env.BASE_URL ?? 'http://localhost:5000';
const outDir = process.argv[2] ?? 'test-results/screenshots/admin-properties';
mkdirSync(outDir, { recursive: true });
const only = process.env.ONLY?.split(','); // e.g. ONLY=390-dark
const headers = { origin: base };
const REASON = 'The photos show a different house. Please upload photos of this one, including the bathroom.';

async function call<T>(request: APIRequestContext, method: 'GET' | 'POST', url: string, data?: object) {
  const answer = await request.fetch(`${base}${url}`, { method, headers, data });
  if (!answer.ok()) throw new Error(`${method} ${url}: ${answer.status()} ${await answer.text()}`);
  return (await answer.json()) as T;
}

/** Five photos that read as photos: a gradient per hue. */
async function testPhotos() {
  const hues = [
    [40, 120, 90],
    [150, 90, 40],
    [60, 90, 160],
    [170, 140, 60],
    [90, 60, 120],
  ];
  return Promise.all(
    hues.map(async ([r, g, b], i) => {
      const [w, h] = [800, 600];
      const pixels = Buffer.alloc(w * h * 3);
      for (let p = 0; p < w * h; p++) {
        const [x, y] = [p % w, Math.floor(p / w)];
        pixels[p * 3] = (r! + (x * 70) / w) & 255;
        pixels[p * 3 + 1] = (g! + (y * 70) / h) & 255;
        pixels[p * 3 + 2] = (b! + ((x + y) * 40) / (w + h)) & 255;
      }
      const buffer = await sharp(pixels, { raw: { width: w, height: h, channels: 3 } })
        .jpeg({ quality: 80 })
        .toBuffer();
      return { name: `room-${i + 1}.jpg`, mimeType: 'image/jpeg', buffer };
    }),
  );
}

type Who = { email: string; password: string; admin?: boolean };
const owner: Who = { email: 'owner@basera.example', password: 'Owner1234' };
const admin: Who = { email: 'admin@basera.example', password: 'Admin1234', admin: true };

async function signedIn(browser: Browser, who: Who, width: number, theme: string) {
  const context = await browser.newContext({
    viewport: { width, height: width < 768 ? 844 : 900 },
    timezoneId: 'Asia/Kolkata',
  });
  await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
  const { email, password } = who;
  await call(context.request, 'POST', who.admin ? '/api/admin/login' : '/api/auth/login', {
    email,
    password,
  });
  return context;
}

async function shoot(page: Page, name: string, fullPage = true) {
  await page.waitForTimeout(450);
  const file = path.join(outDir, `${name}.png`);
  await page.screenshot({ path: file, fullPage });
  console.log(file);
}

const browser = await launchChromium();
const ownerApi = await signedIn(browser, owner, 1280, 'light');
const adminApi = await signedIn(browser, admin, 1280, 'light');
const photoUrls = await uploadTestPhotos(ownerApi.request, await testPhotos(), base);
const publish = async (title: string, city: string, state: string, basePrice: number) => {
  const form = await completeListingForm(
    ownerApi.request,
    photoUrls,
    { title, city, state, basePrice },
    {
      origin: base,
    },
  );
  return (await publishListing(ownerApi.request, form, base)).id;
};
const pendingId = await publish('Peaceful Paddy View Villa', 'Alappuzha', 'Kerala', 250000);
const rejectedId = await publish('Sunny Riverside Cabin', 'Rishikesh', 'Uttarakhand', 6400);
await publish('Quiet Lakeside Retreat', 'Udaipur', 'Rajasthan', 12500);
await call<ListingSaved>(adminApi.request, 'POST', `/api/admin/properties/${rejectedId}/reject`, {
  reason: REASON,
});

for (const theme of ['light', 'dark'] as const) {
  for (const width of [390, 1280]) {
    const tag = `${width}-${theme}`;
    if (only && !only.includes(tag)) continue;
    const toApprove = `Approve Me ${width} ${theme}`;
    await publish(toApprove, 'Coorg', 'Karnataka', 7800);

    const context = await signedIn(browser, admin, width, theme);
    const page = await context.newPage();
    await page.goto(`${base}/admin/properties`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: /^Pending/ }).waitFor();
    await shoot(page, `table-${tag}`, false);

    await page.getByRole('button', { name: /^Pending/ }).click();
    await page.waitForURL(/status=pending/);
    await page.waitForLoadState('networkidle');
    await shoot(page, `pending-${tag}`, false);

    await page.getByRole('button', { name: 'Reject Peaceful Paddy View Villa' }).first().click();
    const reject = page.getByRole('dialog', { name: 'Reject this listing?' });
    await reject.getByRole('button', { name: 'Reject listing' }).click();
    await reject.getByText('Reason is required: tell the owner what to change').waitFor();
    await shoot(page, `reject-dialog-${tag}`, false);
    await reject.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: 'Delete Quiet Lakeside Retreat' }).first().click();
    await page.getByRole('dialog', { name: 'Delete this listing?' }).waitFor();
    await shoot(page, `delete-dialog-${tag}`, false);
    await page.getByRole('button', { name: 'Cancel' }).click();

    await page
      .getByRole('button', { name: `Approve ${toApprove}` })
      .first()
      .click();
    await page.getByText('Listing approved', { exact: true }).waitFor();
    await shoot(page, `approved-toast-${tag}`, false);

    await page.goto(`${base}/admin/properties?q=no-such-place`, { waitUntil: 'networkidle' });
    await page.getByText('No properties match').waitFor();
    await shoot(page, `empty-${tag}`, false);

    await page.goto(`${base}/admin/properties/${pendingId}`, { waitUntil: 'networkidle' });
    await page.getByText('Preview: how travellers see this listing').waitFor();
    await shoot(page, `view-${tag}`, false);

    await page.goto(`${base}/admin/properties/${pendingId}/edit`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Save & exit' }).waitFor();
    await shoot(page, `edit-${tag}`, false);
    // Saving the admin's edit goes back to the listing's page; its status stays.
    await page.getByRole('button', { name: 'Save & exit' }).click();
    await page.getByText('The listing has been updated; its status is unchanged.', { exact: true }).waitFor();
    await page.waitForURL(`${base}/admin/properties/${pendingId}`);
    await shoot(page, `edit-saved-${tag}`, false);
    await context.close();

    const host = await signedIn(browser, owner, width, theme);
    const hostPage = await host.newPage();
    await hostPage.goto(`${base}/owner`, { waitUntil: 'networkidle' });
    await hostPage.getByText(REASON).first().waitFor();
    await hostPage.getByText(REASON).first().scrollIntoViewIfNeeded();
    await hostPage.evaluate(() => window.scrollBy(0, -260));
    await shoot(hostPage, `owner-dashboard-${tag}`, false);
    await hostPage.goto(`${base}/owner/property/${rejectedId}`, { waitUntil: 'networkidle' });
    await hostPage.getByText(/^An admin did not approve this listing/).waitFor();
    await shoot(hostPage, `owner-listing-${tag}`, false);
    await host.close();
  }
}
await ownerApi.close();
await adminApi.close();
await browser.close();
