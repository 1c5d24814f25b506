// The listing wizard in Chromium against the real server: a new owner lists a property through all
// eleven steps (a type, the place found by the address search, the address, the basics, amenities,
// five real photos uploaded through the photos step, a title with a suggestion word, a generated
// description, the suggested price, safety details and a NOC document), leaves with "Save & exit" at
// step 8, comes back to the same step with everything kept, publishes, and finds the listing pending
// on /owner. Also: the review of an incomplete listing (Publish disabled, each item back to its step).
import type { APIRequestContext, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { generatedDescription, suggestedPrice } from '../domain/rules/listing-wizard.ts';
import type { Amenity, PropertyType } from '../domain/schemas/catalog.ts';
import type { OwnerPropertySummary } from '../domain/schemas/listings.ts';
import {
  atPath,
  base,
  demo,
  getJson,
  labelInNameFindings,
  launchSharedBrowser,
  noSevereAxeViolations,
  registerOwner,
  seeText,
  seeToast,
} from './journey-kit.ts';
import { completeListingForm, type TestPhoto, uploadTestPhotos } from './listing-kit.ts';

const browser = launchSharedBrowser();
const stamp = Date.now();
const host = {
  firstName: 'Anita',
  lastName: 'Desai',
  email: `anita.${stamp}@example.com`,
  password: 'Journey1234',
};
const TITLE = 'Villa by the sea Peaceful';

/** Five small real photos: PNGs and JPEGs of different colours, made here. */
const photos: TestPhoto[] = [];
let villa: PropertyType;
let amenityNames: string[] = [];

beforeAll(async () => {
  const colours = [
    [20, 83, 45],
    [180, 83, 9],
    [30, 64, 175],
    [190, 24, 93],
    [100, 116, 139],
  ] as const;
  for (const [i, [r, g, b]] of colours.entries()) {
    const image = sharp({ create: { width: 800, height: 600, channels: 3, background: { r, g, b } } });
    const png = i % 2 === 0;
    photos.push({
      name: `room-${i + 1}.${png ? 'png' : 'jpg'}`,
      mimeType: png ? 'image/png' : 'image/jpeg',
      buffer: await (png ? image.png() : image.jpeg({ quality: 85 })).toBuffer(),
    });
  }
  const types = await getJson<PropertyType[]>('/api/property-types');
  villa = types.find((type) => type.name === 'Villa') ?? types.find((type) => !type.isNocRequired)!;
  const amenities = await getJson<Amenity[]>('/api/amenities');
  amenityNames = amenities.slice(0, 3).map((amenity) => amenity.name);
});

const button = (scope: Page | Locator, name: string | RegExp) =>
  scope.getByRole('button', { name, exact: typeof name === 'string' });

async function atStep(page: Page, step: number, heading: string) {
  await seeText(page, `Step ${step} of 11`);
  await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
}

async function next(page: Page) {
  await button(page, 'Next').click();
}

/** The focused element's text: the step's heading takes the focus when the step changes. */
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '');

describe('listing a property', () => {
  it('goes through the eleven steps, saves and exits at step 8, resumes there and publishes', async () => {
    const context = await browser().newContext({
      viewport: { width: 1280, height: 900 },
      geolocation: { latitude: 15.4989, longitude: 73.8278 },
      permissions: ['geolocation'],
    });
    await registerOwner(context, host);
    const page = await context.newPage();

    // Step 1: the property type. Back is disabled on the first step.
    await page.goto(`${base}/create-property`);
    await atStep(page, 1, 'Which of these best describes your place?');
    expect(await button(page, 'Back').isDisabled()).toBe(true);
    const progress = page.getByRole('progressbar', { name: 'Listing progress' });
    expect(await progress.getAttribute('aria-valuenow')).toBe('1');
    await button(page, new RegExp(`^${villa.name}`)).click();
    expect(await button(page, new RegExp(`^${villa.name}`)).getAttribute('aria-pressed')).toBe('true');
    await next(page);

    // Step 2: the place, found by the address search; the heading has the focus.
    await atStep(page, 2, 'Where is your place located?');
    await expect.poll(() => focusedText(page)).toBe('Where is your place located?');
    expect(await progress.getAttribute('aria-valuenow')).toBe('2');
    // The browser's position drops the pin; the address search then moves it.
    await button(page, 'Use my current location').click();
    await seeText(page, 'Pin at 15.498900, 73.827800');
    await page.getByRole('combobox', { name: 'Search for your address' }).fill('Panaji');
    await page.getByRole('option', { name: 'Panaji, Goa' }).click();
    await seeText(page, 'Pin at 15.495740, 73.826240');
    await next(page);

    // Step 3: the address; the search filled the city and state.
    await atStep(page, 3, 'Confirm your address');
    expect(await page.getByLabel('City').inputValue()).toBe('Panaji');
    expect(await page.getByLabel('State').inputValue()).toBe('Goa');
    await page.getByLabel('Address line 1').fill('14 Fontainhas Lane');
    await page.getByLabel('Pincode').fill('403001');
    await next(page);

    // Step 4: the basics: 4 guests, 2 bedrooms, 2 beds, 1 bathroom.
    await atStep(page, 4, 'Share some basics about your place');
    for (let i = 0; i < 3; i++) await button(page, 'More guests').click();
    await button(page, 'More bedrooms').click();
    await button(page, 'More beds').click();
    await next(page);

    // Step 5: three amenities.
    await atStep(page, 5, 'Tell guests what your place has to offer');
    for (const name of amenityNames) await button(page, new RegExp(`^${name}`)).click();
    await seeText(page, '3 amenities chosen.');
    await next(page);

    // Step 6: five photos uploaded through the step's file input.
    await atStep(page, 6, 'Add some photos of your place');
    // An upload the network drops gives the spec's toast and adds nothing (the route is made to fail).
    await page.route('**/api/upload?purpose=photo', (route) => route.abort(), { times: 1 });
    await page.getByLabel('Photo files').setInputFiles(photos[0]!);
    await seeToast(page, 'Upload failed', 'There was an error uploading your photos.');
    await page.getByLabel('Photo files').setInputFiles(photos);
    await seeText(page, '5 photos — ready');
    // Each "Make cover" says what it shows: its name starts with the visible words.
    expect(await labelInNameFindings(page)).toEqual([]);
    // Make cover moves the cover to photo 2; photo 1 is made the cover again.
    await button(page, 'Make cover: photo 2').click();
    await button(page, 'Make cover: photo 1').waitFor();
    expect(await button(page, 'Make cover: photo 2').count()).toBe(0);
    await button(page, 'Make cover: photo 1').click();
    await button(page, 'Make cover: photo 2').waitFor();
    await next(page);

    // Step 7: the title, at most 32 characters; a suggestion word appends only if it fits.
    await atStep(page, 7, 'Give your place a title');
    const title = page.getByLabel('Title', { exact: true });
    await title.fill('Villa by the sea');
    await seeText(page, '16/32');
    await button(page, 'Peaceful').click();
    expect(await title.inputValue()).toBe(TITLE);
    await seeText(page, '25/32');
    expect(await button(page, 'Family-friendly').isDisabled()).toBe(true);
    expect(await button(page, 'Unique').isEnabled()).toBe(true);
    expect(await title.getAttribute('maxlength')).toBe('32');
    await next(page);

    // Step 8: the description, written by the generator from two highlights (a third cannot be chosen).
    await atStep(page, 8, 'Describe your place');
    await seeText(page, '50 more characters needed');
    await button(page, 'Peaceful').click();
    await button(page, 'Spacious').click();
    expect(await button(page, 'Central').isDisabled()).toBe(true);
    await button(page, 'Generate').click();
    const description = generatedDescription({
      highlights: ['Peaceful', 'Spacious'],
      propertyTypeName: villa.name,
      city: 'Panaji',
      bedrooms: 2,
      maxGuests: 4,
    })!;
    const descriptionField = page.getByLabel('Description', { exact: true });
    expect(await descriptionField.inputValue()).toBe(description);
    await seeText(page, `${description.length}/500`);

    // Save & exit: the toast, then the owner's dashboard.
    await button(page, 'Save & exit').click();
    await seeToast(page, 'Draft saved', 'Your progress has been saved. You can continue later.');
    await atPath(page, '/owner');

    // Back in the wizard: the same step, with every value (photos included) kept.
    await page.goto(`${base}/create-property`);
    await atStep(page, 8, 'Describe your place');
    expect(await page.getByLabel('Description', { exact: true }).inputValue()).toBe(description);
    await button(page, 'Back').click();
    await atStep(page, 7, 'Give your place a title');
    expect(await page.getByLabel('Title', { exact: true }).inputValue()).toBe(TITLE);
    await button(page, 'Back').click();
    await atStep(page, 6, 'Add some photos of your place');
    await seeText(page, '5 photos — ready');
    await next(page);
    await next(page);
    await next(page);

    // Step 9: the suggested price "based on similar listings", applied; the guest total in rupees.
    await atStep(page, 9, 'Set your price');
    const suggested = suggestedPrice({ bedrooms: 2, bathrooms: 1, maxGuests: 4 });
    expect(suggested).toBe(4700);
    await seeText(page, '₹4,700');
    await seeText(page, 'based on similar listings');
    await button(page, 'Use this price').click();
    expect(await page.getByLabel('Base price per night').inputValue()).toBe('4700');
    await page.getByLabel('Cleaning fee').fill('abc');
    await expect.poll(() => page.getByTestId('guest-total').textContent()).toBe('₹4,700');
    await page.getByLabel('Cleaning fee').fill('1500');
    await page.getByLabel('Security deposit').fill('100000');
    await expect.poll(() => page.getByTestId('guest-total').textContent()).toBe('₹1,06,200');
    await page.getByLabel('Security deposit').fill('0');
    const instantBook = page.getByRole('switch', { name: 'Instant Book' });
    expect(await instantBook.getAttribute('aria-checked')).toBe('false');
    await instantBook.click();
    expect(await instantBook.getAttribute('aria-checked')).toBe('true');
    await next(page);

    // Step 10: safety details (100 or more) and a NOC document; a text file is refused.
    await atStep(page, 10, 'Share safety details');
    const safety = page.getByLabel('Safety details', { exact: true });
    await safety.fill('Smoke alarms in every room.');
    await seeText(page, '73 more characters needed');
    const safetyText =
      'Smoke alarms in every room, a fire extinguisher by the kitchen door and a first-aid kit in the hall. ' +
      'The balcony railing is low: keep an eye on small children.';
    await safety.fill(safetyText);
    await seeText(page, `${safetyText.length}/1000`);
    await seeText(page, 'PDF up to 5MB');
    const nocInput = page.getByLabel('NOC document file');
    await nocInput.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a document'),
    });
    await seeToast(page, 'Invalid file type', 'Please upload PDF, DOC, or DOCX files only.');
    const noc = { name: 'society-noc.pdf', mimeType: 'application/pdf', buffer: minimalPdf() };
    await page.route('**/api/upload?purpose=document', (route) => route.abort(), { times: 1 });
    await nocInput.setInputFiles(noc);
    await seeToast(page, 'Upload failed', 'Failed to upload NOC document. Please try again.');
    await nocInput.setInputFiles(noc);
    await seeToast(page, 'NOC document uploaded');
    await expect.poll(() => page.getByTestId('noc-file-name').textContent()).toBe('society-noc.pdf');
    await next(page);

    // Step 11: everything done, the preview, and Publish Property.
    await atStep(page, 11, 'Review your listing');
    await expect.poll(() => page.getByTestId('review-progress').textContent()).toBe('100% complete');
    const preview = page.getByRole('article', { name: 'Listing preview' });
    await preview.getByRole('heading', { name: TITLE }).waitFor();
    await preview.getByText('Panaji, Goa', { exact: true }).waitFor();
    await preview.getByText('4 guests · 2 bedrooms · 2 beds · 1 bathroom', { exact: true }).waitFor();
    await preview.getByText('₹4,700', { exact: true }).waitFor();
    await expect
      .poll(() => preview.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await noSevereAxeViolations(page, 'the review step');

    // A checklist item goes back to its step; Next returns.
    await button(page, /^Done: Title/).click();
    await atStep(page, 7, 'Give your place a title');
    for (let i = 0; i < 4; i++) await next(page);
    await atStep(page, 11, 'Review your listing');

    const publish = button(page, 'Publish Property');
    expect(await publish.isEnabled()).toBe(true);
    await publish.click();
    await seeToast(
      page,
      'Property published!',
      'Your property has been successfully published and will go live once an admin approves it.',
    );
    await atPath(page, '/owner');
    const card = page.locator('article, li').filter({ hasText: TITLE }).first();
    await card.waitFor();
    await card.getByText('Pending', { exact: true }).waitFor();

    // The draft went with the publishing: the wizard starts afresh.
    await page.goto(`${base}/create-property`);
    await atStep(page, 1, 'Which of these best describes your place?');
    expect(await button(page, new RegExp(`^${villa.name}`)).getAttribute('aria-pressed')).toBe('false');
    await context.close();
  });

  it('offers Publish only when the checklist is complete, each item leading back to its step', async () => {
    const context = await browser().newContext({ viewport: { width: 390, height: 844 } });
    await registerOwner(context, {
      firstName: 'Ravi',
      lastName: 'Kumar',
      email: `ravi.${stamp}@example.com`,
      password: 'Journey1234',
    });
    const saved = await context.request.post(`${base}/api/property-drafts`, {
      headers: { origin: base },
      data: { draftData: { title: 'Short' }, currentStep: 11 },
    });
    expect(saved.status()).toBeLessThan(300);
    const page = await context.newPage();
    await page.goto(`${base}/create-property`);
    await atStep(page, 11, 'Review your listing');
    // The defaults count: 1 guest, 1 bedroom, 1 bed, 1 bathroom.
    await expect.poll(() => page.getByTestId('review-progress').textContent()).toBe('10% complete');
    await seeText(page, 'Write a title of at least 10 characters');
    await seeText(page, 'Complete 9 more items to continue');
    expect(await button(page, 'Publish Property').isDisabled()).toBe(true);

    await button(page, /^Missing: Title/).click();
    await atStep(page, 7, 'Give your place a title');
    await expect.poll(() => focusedText(page)).toBe('Give your place a title');
    expect(await page.getByLabel('Title', { exact: true }).inputValue()).toBe('Short');
    await seeText(page, 'At least 10 characters');

    // A draft that cannot be saved (the connection drops): the spec's words; the host stays in the wizard.
    await page.route('**/api/property-drafts/**', (route) =>
      route.request().method() === 'PUT' ? route.abort('failed') : route.continue(),
    );
    await button(page, 'Save & exit').click();
    await seeToast(page, 'Error saving draft', 'Failed to save your progress.');
    await atPath(page, '/create-property');
    await seeText(page, 'Step 7 of 11');
    await page.unroute('**/api/property-drafts/**');
    const fits = await page.evaluate(
      () => (document.scrollingElement?.scrollWidth ?? 0) <= window.innerWidth,
    );
    expect(fits, 'step 7 fits 390 px').toBe(true);
    await noSevereAxeViolations(page, 'step 7 on a phone');
    await context.close();
  });
});

describe('the last five steps in both themes, on a phone', () => {
  for (const theme of ['light', 'dark'] as const) {
    it(`have no serious or critical axe violations and fit 390 px (${theme})`, async () => {
      const context = await browser().newContext({ viewport: { width: 390, height: 844 } });
      await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
      await registerOwner(context, {
        firstName: 'Kiran',
        lastName: 'Rao',
        email: `kiran.${theme}.${stamp}@example.com`,
        password: 'Journey1234',
      });
      const saved = await context.request.post(`${base}/api/property-drafts`, {
        headers: { origin: base },
        data: { draftData: await completeDraftData(context.request, 'Quiet garden flat'), currentStep: 7 },
      });
      expect(saved.status()).toBeLessThan(300);
      const page = await context.newPage();
      await page.goto(`${base}/create-property`);
      const headings = [
        'Give your place a title',
        'Describe your place',
        'Set your price',
        'Share safety details',
        'Review your listing',
      ];
      for (const [i, heading] of headings.entries()) {
        await atStep(page, 7 + i, heading);
        await page.waitForLoadState('networkidle');
        await noSevereAxeViolations(page, `step ${7 + i} (${theme})`);
        const { scrollWidth, innerWidth } = await page.evaluate(() => ({
          scrollWidth: document.scrollingElement?.scrollWidth ?? 0,
          innerWidth: window.innerWidth,
        }));
        expect(scrollWidth, `step ${7 + i} fits 390 px (${theme})`).toBeLessThanOrEqual(innerWidth);
        if (i < headings.length - 1) await next(page);
      }
      await context.close();
    });
  }
});

describe('editing a published listing', () => {
  it('opens the listing at step 1 and saves the changes from step 11', async () => {
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    const login = await context.request.post(`${base}/api/auth/login`, {
      headers: { origin: base },
      data: { email: host.email, password: host.password },
    });
    expect(login.status()).toBe(200);
    const mine = (await (
      await context.request.get(`${base}/api/owner/properties`)
    ).json()) as OwnerPropertySummary[];
    const listing = mine.find((item) => item.title === TITLE);
    expect(listing?.status).toBe('pending');
    const page = await context.newPage();

    await page.goto(`${base}/owner/property/${listing!.id}/edit`);
    await atStep(page, 1, 'Which of these best describes your place?');
    expect(await button(page, new RegExp(`^${villa.name}`)).getAttribute('aria-pressed')).toBe('true');
    for (let i = 0; i < 6; i++) await next(page);
    await atStep(page, 7, 'Give your place a title');
    expect(await page.getByLabel('Title', { exact: true }).inputValue()).toBe(TITLE);
    await page.getByLabel('Title', { exact: true }).fill('Villa by the sea Central');
    for (let i = 0; i < 4; i++) await next(page);
    await atStep(page, 11, 'Review your listing');
    expect(await button(page, 'Publish Property').count()).toBe(0);
    await button(page, 'Save changes').click();
    await seeToast(
      page,
      'Changes saved',
      'Your listing is waiting for review: it will go live once an admin approves it.',
    );
    await atPath(page, `/owner/property/${listing!.id}`);
    const after = (await (
      await context.request.get(`${base}/api/owner/properties/${listing!.id}`)
    ).json()) as {
      form: { title: string };
    };
    expect(after.form.title).toBe('Villa by the sea Central');

    // Someone else's or an unknown listing: not found, and the way back.
    await page.goto(`${base}/owner/property/7d4a3a55-6f0e-4c63-9a51-0d3f7c1a2b10/edit`);
    await page.getByRole('heading', { name: 'Listing not found' }).waitFor();
    await page.getByRole('link', { name: 'Back to your listings' }).click();
    await atPath(page, '/owner');
    await context.close();
  });
});

describe('an admin listing for an owner', () => {
  it('needs the owner chosen before publishing, then lists it for that owner', async () => {
    const ownerContext = await browser().newContext();
    const owner = {
      firstName: 'Zoya',
      lastName: 'Mistry',
      email: `zoya.${stamp}@example.com`,
      password: 'Journey1234',
    };
    await registerOwner(ownerContext, owner);

    const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${base}/admin/login`);
    await page.getByLabel('Email').fill(demo.admin.email);
    await page.getByLabel('Password', { exact: true }).fill(demo.admin.password);
    await button(page, 'Sign In').click();
    await atPath(page, '/admin');

    // The admin's own draft, complete, at the review step.
    const draftData = await completeDraftData(context.request, 'Lakeside Cottage Retreat');
    const saved = await context.request.post(`${base}/api/admin/property-drafts`, {
      headers: { origin: base },
      data: { draftData, currentStep: 11 },
    });
    expect(saved.status()).toBeLessThan(300);

    await page.goto(`${base}/admin/create-property`);
    await atStep(page, 11, 'Review your listing');
    await expect.poll(() => page.getByTestId('review-progress').textContent()).toBe('100% complete');
    await seeText(page, 'Choose the owner to publish');
    expect(await button(page, 'Publish Property').isDisabled()).toBe(true);

    await page.getByLabel('Search owners').fill(owner.email);
    await button(page, /^Zoya Mistry/).click();
    await expect.poll(() => page.getByTestId('chosen-owner').textContent()).toBe('Zoya Mistry');
    await button(page, 'Publish Property').click();
    await seeToast(
      page,
      'Property published!',
      'Your property has been successfully published and will go live once an admin approves it.',
    );
    await atPath(page, '/admin/properties');

    const theirs = (await (
      await ownerContext.request.get(`${base}/api/owner/properties`)
    ).json()) as OwnerPropertySummary[];
    expect(theirs.map((item) => [item.title, item.status])).toEqual([
      ['Lakeside Cottage Retreat', 'pending'],
    ]);
    await ownerContext.close();
    await context.close();
  });
});

/** A complete listing for a draft made through the API: five photos uploaded with this session. */
async function completeDraftData(request: APIRequestContext, title: string) {
  return completeListingForm(request, await uploadTestPhotos(request, photos), {
    propertyTypeId: villa.id,
    latitude: '15.495740',
    longitude: '73.826240',
    addressLine1: '3 Lake Road',
    city: 'Panaji',
    state: 'Goa',
    pincode: '403001',
    maxGuests: 2,
    bedrooms: 1,
    beds: 1,
    bathrooms: 1,
    title,
    description:
      'A quiet cottage by the lake with a garden, a hammock and birdsong in the mornings all year round.',
    basePrice: 3200,
    safetyDetails:
      'Smoke alarm in the hall, a fire extinguisher in the kitchen and a first-aid kit under the sink. The lake has no lifeguard.',
  });
}

/** The smallest PDF the server's content sniffing recognises as one. */
function minimalPdf(): Buffer {
  return Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
      'trailer<</Root 1 0 R>>\n%%EOF\n',
  );
}
