// Screenshots of issue 29's phone fixes and of the shared empty and error states:
// `BASE_URL=http://localhost:5000 npx tsx e2e/polish-screenshots.ts [outDir]`.
// Against a running server with the demo data, per theme and width: the property page's booking
// sheet with its calendar open, a toast above the price bar, the full-screen photo viewer; then the
// empty states a new traveller and a new owner really see (nothing booked, nothing listed), the
// admin's users and properties searched for a name nobody has, and one failure (the trips answer
// forced to fail: the only stubbed call, as a failure).
import type { BrowserContext, Page } from 'playwright-core';
import type { PropertyCard } from '../domain/schemas/properties.ts';
import { registerOwner } from './journey-kit.ts';
import { base, call, demoAccounts, screenshotRun, signedIn, themedContext } from './screenshot-kit.ts';

const { shoot, browser, eachCombination } = await screenshotRun('polish');
const anyone = await browser.newContext();
const cards = await call<PropertyCard[]>(anyone.request, 'GET', '/api/properties?limit=20');
const listing = cards.find((card) => card.photos.length >= 3) ?? cards[0]!;
await anyone.close();

async function shootPhoneFixes(context: BrowserContext, tag: string, phone: boolean) {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base });
  const page = await context.newPage();
  await page.goto(`${base}/property/${listing.id}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  if (phone) {
    await page.getByTestId('phone-booking-bar').getByRole('button').click();
    const sheet = page.getByRole('dialog', { name: 'Book your stay' });
    await sheet.getByRole('button', { name: /^Check-in/ }).click();
    await sheet.getByText('Choose your check-in date').waitFor();
    await shoot(page, `sheet-calendar-${tag}`);
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Share' }).first().click();
    await page.getByText('Link copied', { exact: true }).waitFor();
    await shoot(page, `toast-above-bar-${tag}`);
  }
  await page.getByRole('button', { name: 'Show all photos' }).click();
  const viewer = page.getByRole('dialog', { name: 'All photos' });
  await viewer.getByText(/^1 \//).waitFor();
  await page.keyboard.press('ArrowRight');
  await viewer.getByText(/^2 \//).waitFor();
  await shoot(page, `photo-viewer-${tag}`);
  await page.close();
}

async function shootEmpty(page: Page, path: string, name: string, ready: string | RegExp) {
  await page.goto(`${base}${path}`);
  await page.getByText(ready).first().waitFor();
  await shoot(page, name);
}

await eachCombination(async (visitor, { theme, width, tag }) => {
  await shootPhoneFixes(visitor, tag, width < 768);

  // A new owner is also a traveller with nothing booked, saved, paid or said yet.
  const owner = await themedContext(browser, width, theme);
  await registerOwner(owner, { tag: `empty-${tag}` }, base);
  const page = await owner.newPage();
  await shootEmpty(page, '/trips', `traveller-trips-empty-${tag}`, 'No upcoming trips');
  await shootEmpty(page, '/wishlists', `traveller-wishlists-empty-${tag}`, 'Your wishlist is empty');
  await shootEmpty(page, '/payments', `traveller-payments-empty-${tag}`, /No payments/);
  await shootEmpty(page, '/messages', `traveller-messages-empty-${tag}`, /No messages|No conversations/);
  await shootEmpty(page, '/owner', `host-dashboard-empty-${tag}`, 'No properties yet');
  await shootEmpty(page, '/reservations', `host-reservations-empty-${tag}`, /No upcoming/);
  await shootEmpty(page, '/owner/earnings', `host-earnings-empty-${tag}`, /No payouts/);
  // A failure: the trips answer forced to fail, then Retry offered.
  await page.route('**/api/bookings', (route) => route.fulfill({ status: 500, body: 'down' }));
  await shootEmpty(page, '/trips', `traveller-trips-error-${tag}`, 'Retry');
  await owner.close();

  const admin = await signedIn(browser, demoAccounts.admin, width, theme);
  const adminPage = await admin.newPage();
  await shootEmpty(adminPage, '/admin/users?q=nobody-by-this-name', `admin-users-empty-${tag}`, /No users/);
  await shootEmpty(
    adminPage,
    '/admin/properties?q=nowhere-by-this-name',
    `admin-properties-empty-${tag}`,
    /No /,
  );
  await admin.close();
});
