// Screenshots of the owner's pages and the wizard's Photos step:
// `BASE_URL=http://localhost:5000 npx tsx e2e/owner-dashboard-screenshots.ts [outDir]`.
// Against a running server, per theme and width: a new owner's empty dashboard and its loading
// skeletons; the Photos step (empty, uploading, a grid with its cover); the dashboard with a
// published (pending) listing and the draft card; the listing's page, unlisted, rejected (answer
// rewritten in the browser) and unknown; the demo owner's dashboard and a listing with bookings.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { APIRequestContext } from 'playwright-core';
import sharp from 'sharp';
import type { OwnerListing, OwnerPropertySummary } from '../domain/schemas/listings.ts';
import { registerOwner } from './journey-kit.ts';
import { completeListingForm, publishListing, uploadTestPhotos } from './listing-kit.ts';
import {
  base,
  call,
  demoAccounts,
  holdBack,
  screenshotRun,
  signedIn,
  throttleUploads,
} from './screenshot-kit.ts';

const { shoot, browser, eachCombination } = await screenshotRun('owner');

// Photos that read as photos: a gradient per hue with a little grain.
const workDir = mkdtempSync(path.join(tmpdir(), 'basera-owner-shots-'));
const photos: string[] = [];
for (const [i, hue] of [
  [40, 120, 90],
  [150, 90, 40],
  [60, 90, 160],
  [170, 140, 60],
  [90, 60, 120],
].entries()) {
  const [w, h] = [1200, 900];
  const pixels = Buffer.alloc(w * h * 3);
  const grain = randomBytes(w * h);
  for (let p = 0; p < w * h; p++) {
    const [x, y] = [p % w, Math.floor(p / w)];
    pixels[p * 3] = (hue[0]! + (x * 70) / w + (grain[p]! % 14)) & 255;
    pixels[p * 3 + 1] = (hue[1]! + (y * 70) / h + (grain[p]! % 14)) & 255;
    pixels[p * 3 + 2] = (hue[2]! + ((x + y) * 40) / (w + h) + (grain[p]! % 14)) & 255;
  }
  const file = path.join(workDir, `room-${i + 1}.jpg`);
  await sharp(pixels, { raw: { width: w, height: h, channels: 3 } })
    .jpeg({ quality: 80 })
    .toFile(file);
  photos.push(file);
}
const notAnImage = path.join(workDir, 'notes.txt');
writeFileSync(notAnImage, 'not a photo');

/** A complete listing with the photos made above, published for review. */
async function publishVilla(request: APIRequestContext) {
  const files = photos.map((file) => ({
    name: path.basename(file),
    mimeType: 'image/jpeg',
    buffer: readFileSync(file),
  }));
  const form = await completeListingForm(
    request,
    await uploadTestPhotos(request, files, base),
    {
      title: 'Peaceful Sea-view Villa',
      description:
        'Welcome to our peaceful villa in Anjuna. With 3 bedrooms, it sleeps up to 6 guests in comfort.',
      basePrice: 250000,
      cleaningFee: 1500,
      safetyDetails:
        'Smoke alarms in every room, a fire extinguisher in the kitchen, a first-aid kit in the hall and a gate on the pool.',
    },
    { amenities: 4, origin: base },
  );
  return publishListing(request, form, base);
}

await eachCombination(async (context, { theme, width, tag }) => {
  await registerOwner(context, { tag: `owner.${tag}` }, base);
  const page = await context.newPage();

  // The new owner's dashboard: loading skeletons, then empty.
  const release = await holdBack(page, '**/api/owner/properties');
  await page.goto(`${base}/owner`, { waitUntil: 'domcontentloaded' });
  await page.getByText('Loading your listings').waitFor({ state: 'attached' });
  await shoot(page, `dashboard-loading-${tag}`, false);
  await release();
  await page.getByText('No properties yet').waitFor();
  await shoot(page, `dashboard-empty-${tag}`, true);

  // The Photos step: a draft stopped at step 6.
  await call(context.request, 'POST', '/api/property-drafts', {
    draftData: { title: 'Sunny Goa Flat' },
    currentStep: 6,
  });
  await page.goto(`${base}/create-property`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Choose photos' }).waitFor();
  await shoot(page, `photos-empty-${tag}`, true);
  // A file that is not an image: the spec's toast.
  const [refusedChooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('button', { name: 'Choose photos' }).click(),
  ]);
  await refusedChooser.setFiles(notAnImage);
  await page.getByText('Please upload only image files.', { exact: true }).waitFor();
  await shoot(page, `photos-refused-${tag}`, false);
  await throttleUploads(page, 80 * 1024);
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('button', { name: 'Choose photos' }).click(),
  ]);
  await chooser.setFiles(photos.slice(0, 4));
  await page.getByRole('progressbar').first().waitFor();
  await page.waitForTimeout(900);
  await shoot(page, `photos-uploading-${tag}`, true);
  await throttleUploads(page);
  await page.getByText('4 photo(s) added successfully', { exact: true }).waitFor({ timeout: 90_000 });
  await page.getByRole('button', { name: 'Make cover: photo 3' }).click();
  await page.getByLabel('Caption for photo 1').fill('Living room with sea view');
  await shoot(page, `photos-grid-${tag}`, true);
  // Keyboard sorting: photo 4 picked up with space, moved, dropped.
  await page.getByRole('button', { name: 'Reorder photo 4' }).focus();
  await page.keyboard.press('Space');
  await page.waitForTimeout(200);
  await page.keyboard.press(width < 640 ? 'ArrowUp' : 'ArrowLeft');
  await page.waitForTimeout(300);
  await shoot(page, `photos-dragging-${tag}`, false);
  await page.keyboard.press('Space');
  await page.waitForTimeout(300);
  // Photo 4 went before the cover (photo 3): the cover is photo 4 now.
  const moved = await page.getByRole('button', { name: 'Make cover: photo 3' }).count();
  console.log(moved === 1 ? 'keyboard sorting moved the photo' : 'keyboard sorting did NOT move the photo');

  // A published listing: the dashboard with its card, the stats and the draft card.
  await publishVilla(context.request);
  await page.goto(`${base}/owner`, { waitUntil: 'networkidle' });
  await page.getByText('Peaceful Sea-view Villa').first().waitFor();
  await page.getByText('Continue your listing').waitFor();
  await shoot(page, `dashboard-listing-${tag}`, true);

  // The listing's page: pending, then unlisted.
  // The card's View (not the reservations tile's "View all").
  await page.getByRole('article').getByRole('link', { name: /^View/ }).first().click();
  await page.getByText('Waiting for review', { exact: false }).first().waitFor();
  await page.waitForLoadState('networkidle');
  await shoot(page, `property-pending-${tag}`, true);
  await page.getByRole('button', { name: 'Unlist' }).click();
  await page.getByText('Unlisted', { exact: true }).first().waitFor();
  await shoot(page, `property-unlisted-${tag}`, false);
  await page.getByRole('button', { name: 'Relist' }).click();
  await page.getByRole('button', { name: 'Unlist' }).waitFor();

  // Rejected listings are shot once an admin can reject one (the admin issue): never a rewritten answer.

  // Someone else's or an unknown listing.
  await page.goto(`${base}/owner/property/7d4a3a55-6f0e-4c63-9a51-0d3f7c1a2b10`, {
    waitUntil: 'networkidle',
  });
  await page.getByText('Property not found').waitFor();
  await shoot(page, `property-not-found-${tag}`, true);

  // The demo owner: many listings, bookings and earnings.
  const demo = await signedIn(browser, demoAccounts.owner, width, theme);
  const demoPage = await demo.newPage();
  await demoPage.goto(`${base}/owner`, { waitUntil: 'networkidle' });
  await demoPage.getByText('Earnings this month').waitFor();
  await shoot(demoPage, `dashboard-demo-${tag}`, false);
  const list = await call<OwnerPropertySummary[]>(demo.request, 'GET', '/api/owner/properties');
  let withBookings = list[0]!.id;
  for (const p of list) {
    const one = await call<OwnerListing>(demo.request, 'GET', `/api/owner/properties/${p.id}`);
    if (one.upcomingBookings.length > 0) {
      withBookings = p.id;
      break;
    }
  }
  await demoPage.goto(`${base}/owner/property/${withBookings}`, { waitUntil: 'networkidle' });
  await demoPage.getByText('Upcoming bookings').waitFor();
  await shoot(demoPage, `property-bookings-${tag}`, false);
  await demo.close();
});
