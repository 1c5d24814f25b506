// The owner's dashboard and listing page in Chromium against the real server: a new host publishes a
// listing (through the API, with five real photos), finds it on /owner with the Pending badge and the
// figures, opens it to read what pending means, unlists it and sees it Unlisted on the dashboard.
import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  atPath,
  axeOn,
  base,
  launchSharedBrowser,
  freshPage as openPage,
  registerOwner,
  seeText,
  seeToast,
} from './journey-kit.ts';
import { completeListingForm, publishListing, type TestPhoto, uploadTestPhotos } from './listing-kit.ts';

const browser = launchSharedBrowser();
const title = `Quiet Lake House ${Date.now() % 100000}`;

/** Five small JPEGs of noise, uploaded, in a complete listing by the lake, published for review. */
async function publish(request: APIRequestContext) {
  const photos: TestPhoto[] = [];
  for (let i = 0; i < 5; i++) {
    const buffer = await sharp(randomBytes(320 * 240 * 3), { raw: { width: 320, height: 240, channels: 3 } })
      .jpeg()
      .toBuffer();
    photos.push({ name: `room-${i}.jpg`, mimeType: 'image/jpeg', buffer });
  }
  const form = await completeListingForm(request, await uploadTestPhotos(request, photos), {
    title,
    description: 'A quiet house by the lake with a wide veranda, a garden and a kitchen for long stays.',
    addressLine1: '4 Lake View Road',
    city: 'Nainital',
    state: 'Uttarakhand',
    pincode: '263001',
    latitude: '29.3919',
    longitude: '79.4542',
    maxGuests: 4,
    bedrooms: 2,
    beds: 2,
    bathrooms: 1,
    basePrice: 125000,
    safetyDetails:
      'Smoke alarms in every room, a fire extinguisher in the kitchen, a first-aid kit in the hall and railings on the veranda.',
  });
  return publishListing(request, form);
}

describe('the owner dashboard', () => {
  it('shows a published listing as Pending, says what that means, and unlists it', async () => {
    const { context, page } = await openPage(browser());
    await registerOwner(context, { firstName: 'Asha', tag: 'lake.host' });
    // Before the first listing: the empty state and both ways into the wizard. Having no draft is
    // no error: the dashboard's question about one is answered 200, never a 404 in the console.
    const draftAnswers: number[] = [];
    page.on('response', (r) => {
      if (r.url().endsWith('/api/property-drafts/current')) draftAnswers.push(r.status());
    });
    await page.goto(`${base}/owner`);
    await seeText(page, 'No properties yet');
    await page.getByRole('link', { name: 'Add Your First Property' }).waitFor();
    await expect.poll(() => draftAnswers.length).toBeGreaterThan(0);
    expect(draftAnswers.every((status) => status === 200)).toBe(true);
    await page.getByRole('link', { name: 'Add Your First Property' }).waitFor();
    await page.getByRole('link', { name: 'List Your Property' }).waitFor();
    const listing = await publish(context.request);
    expect(listing.status).toBe('pending');

    await page.goto(`${base}/owner`);
    await seeText(page, 'Welcome back, Asha');
    const card = page.getByRole('article').filter({ hasText: title });
    await card.waitFor();
    await expect(card.getByText('Pending', { exact: true }).isVisible()).resolves.toBe(true);
    await expect(card.getByText('₹1,25,000').isVisible()).resolves.toBe(true);
    await expect(card.getByText('4 guests').isVisible()).resolves.toBe(true);
    // The figures: one listing in review, nothing booked yet.
    await seeText(page, 'Earnings this month');
    await seeText(page, '1 in review');
    const axe = await axeOn(page).withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);

    await card.getByRole('link', { name: /^View/ }).click();
    await atPath(page, `/owner/property/${listing.id}`);
    await page
      .getByText(/not yet visible to guests/)
      .first()
      .waitFor();
    await seeText(page, 'No upcoming bookings');
    await page.getByRole('button', { name: 'Unlist' }).click();
    await seeToast(page, 'Listing unlisted');
    await page.getByRole('button', { name: 'Relist' }).waitFor();
    await seeText(page, 'Unlisted');

    await page.getByRole('link', { name: 'Your listings' }).click();
    await atPath(page, '/owner');
    await card.getByText('Unlisted', { exact: true }).waitFor();

    await page.goto(`${base}/owner/property/7d4a3a55-6f0e-4c63-9a51-0d3f7c1a2b10`);
    await seeText(page, 'Property not found');
    await context.close();
  });
});
