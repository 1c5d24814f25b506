// The owner's dashboard and listing page in Chromium against the real server: a new host publishes a
// listing (through the API, with five real photos), finds it on /owner with the Pending badge and the
// figures, opens it to read what pending means, unlists it and sees it Unlisted on the dashboard.
import { randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  atPath,
  base,
  launchSharedBrowser,
  freshPage as openPage,
  seeText,
  seeToast,
} from './journey-kit.ts';

const browser = launchSharedBrowser();
const headers = { origin: base };
const title = `Quiet Lake House ${Date.now() % 100000}`;

async function answer<T>(response: Promise<import('playwright-core').APIResponse>, what: string) {
  const done = await response;
  if (!done.ok()) throw new Error(`${what}: ${done.status()} ${await done.text()}`);
  return (await done.json()) as T;
}

async function becomeOwner(request: APIRequestContext) {
  const email = `lake.host.${Date.now()}@example.com`;
  await answer(
    request.post(`${base}/api/auth/register`, {
      headers,
      data: { firstName: 'Asha', lastName: 'Verma', email, password: 'Journey1234' },
    }),
    'register',
  );
  await answer(
    request.put(`${base}/api/user/profile`, {
      headers,
      data: {
        firstName: 'Asha',
        lastName: 'Verma',
        email,
        phone: '+91 98765 43210',
        role: 'owner',
        panNumber: 'ABCPE1234F',
        aadharNumber: '234123412346',
      },
    }),
    'become owner',
  );
}

async function publish(request: APIRequestContext) {
  const types = await answer<{ id: string; isNocRequired: boolean }[]>(
    request.get(`${base}/api/property-types`),
    'types',
  );
  const amenities = await answer<{ id: string }[]>(request.get(`${base}/api/amenities`), 'amenities');
  const photos = [];
  for (let i = 0; i < 5; i++) {
    const buffer = await sharp(randomBytes(320 * 240 * 3), { raw: { width: 320, height: 240, channels: 3 } })
      .jpeg()
      .toBuffer();
    const { url } = await answer<{ url: string }>(
      request.post(`${base}/api/upload?purpose=photo`, {
        headers,
        multipart: { file: { name: `room-${i}.jpg`, mimeType: 'image/jpeg', buffer } },
      }),
      'upload',
    );
    photos.push({ url, caption: '', roomType: 'general', sortOrder: i, isMainPhoto: i === 0 });
  }
  return answer<{ id: string; status: string }>(
    request.post(`${base}/api/properties`, {
      headers,
      data: {
        title,
        description: 'A quiet house by the lake with a wide veranda, a garden and a kitchen for long stays.',
        propertyTypeId: (types.find((t) => !t.isNocRequired) ?? types[0])!.id,
        spaceTypeId: '',
        destinationId: '',
        addressLine1: '4 Lake View Road',
        addressLine2: '',
        landmark: '',
        city: 'Nainital',
        state: 'Uttarakhand',
        pincode: '263001',
        country: 'India',
        latitude: '29.3919',
        longitude: '79.4542',
        maxGuests: 4,
        bedrooms: 2,
        beds: 2,
        bathrooms: 1,
        amenityIds: amenities.slice(0, 3).map((a) => a.id),
        photos,
        basePrice: 125000,
        cleaningFee: 0,
        securityDeposit: 0,
        safetyDetails:
          'Smoke alarms in every room, a fire extinguisher in the kitchen, a first-aid kit in the hall and railings on the veranda.',
        nocDocument: '',
        nocFileName: '',
        instantBook: false,
        enableSmartPricing: false,
        status: 'pending',
      },
    }),
    'publish',
  );
}

describe('the owner dashboard', () => {
  it('shows a published listing as Pending, says what that means, and unlists it', async () => {
    const { context, page } = await openPage(browser());
    await becomeOwner(context.request);
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
    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
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
