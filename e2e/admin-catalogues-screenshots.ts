// Screenshots of the six admin catalogue screens:
// `BASE_URL=http://localhost:5000 npx tsx e2e/admin-catalogues-screenshots.ts [outDir]` against a running
// server with the demo data (it adds a destination and a contact), and a server of its own on an empty
// database for the empty states (e2e/empty-server.ts; the web app built). Route handlers here only
// hold answers back, never make them up. Per theme and width: each list,
// the loading states (text and skeletons), the empty states, the add dialog refused with its messages,
// the contact form with Save disabled, the destination edit dialog with a refused file and with an
// uploaded photo, a destination created with a photo and its toast, the delete confirmation and the
// in-use refusal (409) toasted, a rating parameter switched off and on, and a contact added and
// deleted with their toasts.
import type { Page } from 'playwright-core';
import { emptyServerAdmin, startEmptyServer } from './empty-server.ts';
import { base, demoAccounts, screenshotRun, themedContext } from './screenshot-kit.ts';

const { shoot, browser, eachCombination } = await screenshotRun('admin-catalogues');

const pages = [
  { path: '/admin/destinations', api: 'destinations', heading: 'Destinations', shot: 'destinations' },
  { path: '/admin/amenities', api: 'amenities', heading: 'Amenities', shot: 'amenities' },
  { path: '/admin/ratings', api: 'rating-parameters', heading: 'Rating Parameters', shot: 'ratings' },
  { path: '/admin/badges', api: 'badges', heading: 'Badge Management', shot: 'badges' },
  { path: '/admin/property-types', api: 'property-types', heading: 'Property Types', shot: 'property-types' },
  { path: '/admin/contacts', api: 'contacts', heading: 'Contact Management', shot: 'contacts' },
];

/** A photo to upload: a demo scene the server paints (a backwaters one the demo data names). */
async function photoToUpload() {
  const answer = await fetch(`${base}/api/media/scene/backwaters-111.jpg?w=640`);
  if (!answer.ok) throw new Error(`demo photo: ${answer.status}`);
  return Buffer.from(await answer.arrayBuffer());
}

async function openList(page: Page, at: (typeof pages)[number]) {
  await page.goto(`${base}${at.path}`, { waitUntil: 'domcontentloaded' });
  await page
    .getByRole('heading', { name: at.heading, level: 1 })
    .waitFor()
    .catch(async (error) => {
      await shoot(page, 'failure');
      throw error;
    });
  await page.getByRole('article').first().waitFor();
  await page.waitForLoadState('networkidle');
}

/** The list held back until `shot` has run. */
async function whileLoading(
  page: Page,
  at: (typeof pages)[number],
  waitFor: string,
  shot: () => Promise<void>,
) {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**/api/admin/${at.api}`, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${base}${at.path}`, { waitUntil: 'domcontentloaded' });
  await page.getByText(waitFor).first().waitFor({ state: 'attached' });
  await shot();
  release();
  await page.unrouteAll({ behavior: 'wait' });
}

const photo = await photoToUpload();
const empty = await startEmptyServer();
await eachCombination({ as: demoAccounts.admin }, async (context, { theme, width, tag }) => {
  const page = await context.newPage();
  page.setDefaultTimeout(60_000); // a cold server paints the demo photos first

  for (const at of pages) {
    await openList(page, at);
    await shoot(page, `${at.shot}-${tag}`, true);
  }

  // Loading: the spec's words, and the skeleton cards.
  await whileLoading(page, pages[0]!, 'Loading destinations...', () => shoot(page, `loading-text-${tag}`));
  await whileLoading(page, pages[4]!, 'Loading property types...', () =>
    shoot(page, `loading-skeletons-${tag}`),
  );

  // Empty states, as a server whose database is really empty answers them.
  const emptyContext = await themedContext(browser, width, theme);
  await emptyContext.request.post(`${empty.base}/api/admin/login`, {
    headers: { origin: empty.base },
    data: { email: emptyServerAdmin.email, password: emptyServerAdmin.password },
  });
  const emptyPage = await emptyContext.newPage();
  for (const at of [pages[0]!, pages[4]!, pages[5]!]) {
    await emptyPage.goto(`${empty.base}${at.path}`, { waitUntil: 'networkidle' });
    await emptyPage.getByRole('heading', { name: at.heading, level: 1 }).waitFor();
    await emptyPage.getByRole('article').first().waitFor({ state: 'detached' });
    await shoot(emptyPage, `empty-${at.shot}-${tag}`);
  }
  await emptyContext.close();

  // Add a destination with nothing filled: every required field says so.
  await openList(page, pages[0]!);
  await page.getByRole('button', { name: 'Add Destination' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add Destination' });
  await dialog.getByLabel('Country *').fill('');
  await dialog.getByLabel('Latitude').fill('north');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.getByText('Name is required').waitFor();
  await shoot(page, `add-destination-errors-${tag}`);

  // A file that is not an image is refused in the dialog; an image is uploaded and shown.
  await dialog
    .getByLabel('Photo file')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') });
  await dialog.getByText('Please select an image file').waitFor();
  await dialog.getByText('Please select an image file').scrollIntoViewIfNeeded();
  await shoot(page, `upload-refused-${tag}`);
  await dialog
    .getByLabel('Photo file')
    .setInputFiles({ name: 'backwaters.jpg', mimeType: 'image/jpeg', buffer: photo });
  await dialog.getByRole('button', { name: 'Change photo' }).waitFor();
  const place = `Varkala ${tag}`;
  await dialog.getByLabel('Name *').fill(place);
  await dialog.getByLabel('City *').fill('Varkala');
  await dialog.getByLabel('State *').fill('Kerala');
  await dialog.getByLabel('Country *').fill('India');
  await dialog.getByLabel('Latitude').fill('8.7379');
  await dialog.getByLabel('Longitude').fill('76.7163');
  await shoot(page, `add-destination-filled-${tag}`);
  await dialog.getByRole('button', { name: 'Save' }).click();
  // Created (the toast), or refused: the toast, or the form's own message under a field.
  await page
    .getByText(/^(Destination created successfully|Failed to create destination)$/)
    .or(dialog.getByText(/^Image URL/))
    .first()
    .waitFor();
  if (await dialog.isVisible()) {
    await shoot(page, `destination-refused-${tag}`);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  } else {
    const created = page.getByRole('article').filter({ hasText: place }).last();
    await created.scrollIntoViewIfNeeded();
    await created.locator('img').evaluate((img: HTMLImageElement) => img.decode());
    await shoot(page, `destination-created-${tag}`);
  }

  // Edit a destination.
  await page.getByRole('article').first().getByRole('button', { name: /^Edit/ }).click();
  dialog = page.getByRole('dialog', { name: 'Edit Destination' });
  await dialog.waitFor();
  await shoot(page, `edit-destination-${tag}`);
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // Delete a destination listings use: the question, then the server's refusal toasted.
  await page
    .getByRole('article')
    .first()
    .getByRole('button', { name: /^Delete/ })
    .click();
  dialog = page.getByRole('dialog', { name: 'Delete Destination' });
  await dialog.getByText('Are you sure you want to delete this destination?').waitFor();
  await shoot(page, `delete-destination-${tag}`);
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
  await page.getByText('Error', { exact: true }).waitFor();
  await shoot(page, `delete-refused-${tag}`);

  // Badges: the dialog's own words.
  await openList(page, pages[3]!);
  await page
    .getByRole('article')
    .first()
    .getByRole('button', { name: /^Delete/ })
    .click();
  await page.getByRole('dialog', { name: 'Delete Badge' }).waitFor();
  await shoot(page, `delete-badge-${tag}`);
  await page.getByRole('dialog', { name: 'Delete Badge' }).getByRole('button', { name: 'Cancel' }).click();

  // Amenities: the add form (category, icon preview, active switch).
  await openList(page, pages[1]!);
  await page.getByRole('button', { name: 'Add Amenity' }).click();
  dialog = page.getByRole('dialog', { name: 'Add Amenity' });
  await dialog.getByLabel('Name *').fill('Rooftop terrace');
  // An icon starting with http shows as an image (the app's own icon, so nothing leaves the machine).
  await dialog.getByLabel('Icon').fill(`${base}/icon-192.png`);
  await dialog.getByRole('radio', { name: 'Guest favourite' }).check();
  await shoot(page, `add-amenity-${tag}`);
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // Rating parameters: switched off in the edit form, the card says Inactive; then on again.
  await openList(page, pages[2]!);
  const value = page.getByRole('article').filter({ hasText: 'Value' });
  for (const active of [false, true]) {
    await value.getByRole('button', { name: /^Edit/ }).click();
    dialog = page.getByRole('dialog', { name: 'Edit Rating Parameter' });
    const toggle = dialog.getByRole('switch', { name: 'Active' });
    if ((await toggle.getAttribute('aria-checked')) !== String(active)) await toggle.click();
    if (!active) await shoot(page, `edit-rating-${tag}`);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Rating parameter updated successfully', { exact: true }).waitFor();
    await value.getByText(active ? 'Active' : 'Inactive', { exact: true }).waitFor();
    if (!active) {
      await value.scrollIntoViewIfNeeded();
      await shoot(page, `rating-inactive-${tag}`);
    }
  }

  // Contacts: Save waits for all eight fields; a wrong email is refused on save.
  await openList(page, pages[5]!);
  await page.getByRole('button', { name: 'Add Contact' }).click();
  dialog = page.getByRole('dialog', { name: 'Add Contact' });
  await dialog.getByLabel('Name *').fill('Meera Iyer');
  await dialog.getByLabel('Phone *').fill('+91 98450 12345');
  await shoot(page, `add-contact-incomplete-${tag}`);
  await dialog.getByLabel('Email *').fill('meera.example.com');
  await dialog.getByLabel('City *').fill('Mysuru');
  await dialog.getByLabel('County *').fill('Mysuru');
  await dialog.getByLabel('State *').fill('Karnataka');
  await dialog.getByLabel('Pincode *').fill('570001');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.getByText('Please enter a valid email address').waitFor();
  await shoot(page, `add-contact-bad-email-${tag}`);

  // Mended, saved: the toast and the new card; then deleted again.
  const email = `meera.${tag}@example.com`;
  await dialog.getByLabel('Email *').fill(email);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Contact created successfully', { exact: true }).waitFor();
  const card = page.getByRole('article').filter({ hasText: email });
  await card.waitFor();
  await card.scrollIntoViewIfNeeded();
  await shoot(page, `contact-created-${tag}`);
  await card.getByRole('button', { name: /^Delete/ }).click();
  dialog = page.getByRole('dialog', { name: 'Delete Contact' });
  await shoot(page, `delete-contact-${tag}`);
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByText('Contact deleted successfully', { exact: true }).waitFor();
  await card.waitFor({ state: 'detached' });
  await shoot(page, `contact-deleted-${tag}`);
});
await empty.stop();
