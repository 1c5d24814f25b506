// Screenshots of the listing wizard's eleven steps:
// `BASE_URL=http://localhost:5000 npx tsx e2e/listing-wizard-screenshots.ts [outDir]`.
// Against a running server, as a fresh owner per theme and width whose draft holds a complete
// listing (five real photos uploaded through the API): /create-property opens at step 1 and each
// step is shot, then Next; also the review of an empty listing and the NOC step of a type that
// needs one. At 390 and 1280 px, in light and dark themes.
import type { APIRequestContext, Page } from 'playwright-core';
import sharp from 'sharp';
import type { PropertyType } from '../domain/schemas/catalog.ts';
import { registerOwner } from './journey-kit.ts';
import { completeListingForm, type TestPhoto, uploadTestPhotos } from './listing-kit.ts';
import { base, call, demoAccounts, screenshotRun, signedIn } from './screenshot-kit.ts';

const { shoot: shot, browser, eachCombination } = await screenshotRun('listing-wizard');

/** A 1200x900 JPEG that reads as a photo: a warm gradient, a different hue per photo. */
async function photo(hue: number): Promise<Buffer> {
  const [w, h] = [1200, 900];
  const pixels = Buffer.alloc(w * h * 3);
  for (let i = 0; i < w * h; i++) {
    const [x, y] = [i % w, Math.floor(i / w)];
    pixels[i * 3] = (hue + (x * 80) / w) % 256;
    pixels[i * 3 + 1] = 90 + (y * 100) / h;
    pixels[i * 3 + 2] = 120 + ((x + y) * 60) / (w + h);
  }
  return sharp(pixels, { raw: { width: w, height: h, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** Five of those photos, uploaded with the request's session. */
async function uploadPhotos(request: APIRequestContext) {
  const photos: TestPhoto[] = [];
  for (let i = 0; i < 5; i++)
    photos.push({ name: `room-${i + 1}.jpg`, mimeType: 'image/jpeg', buffer: await photo(i * 45) });
  return uploadTestPhotos(request, photos, base);
}

/**
 * The first screen as a person sees it (the footer bar stuck to the bottom), then the whole page
 * with the footer bar in its place after the step (a full-page shot would paint it mid-page).
 */
async function shoot(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  await shot(page, `${name}-top`);
  const unstick = await page.addStyleTag({
    content: '[data-testid="wizard-footer"]{position:static!important}',
  });
  await shot(page, name, true);
  await unstick.evaluate((style) => (style as HTMLStyleElement).remove());
}

const types = (await (await fetch(`${base}/api/property-types`)).json()) as PropertyType[];
const villa = types.find((type) => !type.isNocRequired) ?? types[0]!;
const nocType = types.find((type) => type.isNocRequired);

await eachCombination(async (context, { theme, width, tag }) => {
  await registerOwner(context, { firstName: 'Meera', lastName: 'Iyer', tag: `wizard.${tag}` }, base);
  const page = await context.newPage();

  // An empty listing's review: everything missing.
  await call(context.request, 'POST', '/api/property-drafts', { draftData: {}, currentStep: 11 });
  await page.goto(`${base}/create-property`);
  await page.getByRole('heading', { name: 'Review your listing' }).waitFor();
  await shoot(page, `step11-empty-${tag}`);

  // A complete listing, from step 1.
  const draftData = await completeListingForm(
    context.request,
    await uploadPhotos(context.request),
    { landmark: 'Near the Wednesday market', cleaningFee: 1200, securityDeposit: 5000, instantBook: true },
    { amenities: 4, origin: base },
  );
  await call(context.request, 'POST', '/api/property-drafts', { currentStep: 1, draftData });
  await page.goto(`${base}/create-property`);
  for (let step = 1; step <= 11; step++) {
    await page.getByText(`Step ${step} of 11`, { exact: true }).waitFor();
    await shoot(page, `step${String(step).padStart(2, '0')}-${tag}`);
    if (step < 11) await page.getByRole('button', { name: 'Next', exact: true }).click();
  }

  // The safety step of a type that needs a NOC.
  if (nocType) {
    await call(context.request, 'POST', '/api/property-drafts', {
      draftData: { propertyTypeId: nocType.id, safetyDetails: 'Smoke alarms.' },
      currentStep: 10,
    });
    await page.goto(`${base}/create-property`);
    await page.getByText('Step 10 of 11', { exact: true }).waitFor();
    await shoot(page, `step10-noc-required-${tag}`);
  }

  // The admin's review: the owner picker, with owners found.
  const admin = await signedIn(browser, demoAccounts.admin, width, theme);
  await call(admin.request, 'POST', '/api/admin/property-drafts', {
    draftData: {
      propertyTypeId: villa.id,
      title: 'Lakeside Cottage Retreat',
      city: 'Panaji',
      state: 'Goa',
    },
    currentStep: 11,
  });
  const adminPage = await admin.newPage();
  await adminPage.goto(`${base}/admin/create-property`);
  await adminPage.getByLabel('Search owners').fill('Meera');
  await adminPage.getByText('wizard.', { exact: false }).first().waitFor();
  await shoot(adminPage, `admin-step11-${tag}`);
  await admin.close();
});
