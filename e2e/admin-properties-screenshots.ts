// Screenshots of property management and listing review:
// `BASE_URL=http://localhost:5000 npx tsx e2e/admin-properties-screenshots.ts [outDir]`.
// Against a running server with the demo data. The demo owner publishes three listings (pending)
// through the API and the admin rejects one with a reason. Then per theme and width: the admin's
// table with its tiles, the Pending tile pressed, the Reject dialog (the reason missing), the Delete
// dialog, a listing approved from the table with its toast, the empty search, a pending listing's
// page as the admin sees it, the admin's edit wizard and its save, and the owner's dashboard and listing page
// showing the rejected listing with the admin's reason.
import sharp from 'sharp';
import type { ListingSaved } from '../domain/schemas/listings.ts';
import { completeListingForm, publishListing, uploadTestPhotos } from './listing-kit.ts';
import { base, call, demoAccounts, screenshotRun, signedIn } from './screenshot-kit.ts';

const { shoot, browser, eachCombination } = await screenshotRun('admin-properties');
const REASON = 'The photos show a different house. Please upload photos of this one, including the bathroom.';

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

const { owner, admin } = demoAccounts;

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

// Flags: a listing whose host cancelled a confirmed stay, and one of an owner the admin banned.
const cancelledOn = await publish('Munnar Tea Estate Bungalow', 'Munnar', 'Kerala', 9200);
await call(adminApi.request, 'POST', `/api/admin/properties/${cancelledOn}/approve`);
const customerApi = await signedIn(browser, demoAccounts.customer, 1280, 'light');
const [checkIn, checkOut] = [30, 32].map((days) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10),
);
const quote = await call<{ total: string }>(
  customerApi.request,
  'GET',
  `/api/properties/${cancelledOn}/quote?checkIn=${checkIn}&checkOut=${checkOut}&guests=2`,
);
const { booking } = await call<{ booking: { id: string } }>(customerApi.request, 'POST', '/api/bookings', {
  propertyId: cancelledOn,
  checkInDate: checkIn,
  checkOutDate: checkOut,
  adults: 2,
  totalAmount: quote.total,
  paymentMethod: 'contact',
});
await call(ownerApi.request, 'POST', `/api/owner/reservations/${booking.id}/accept`);
await call(ownerApi.request, 'POST', `/api/owner/reservations/${booking.id}/cancel`, {
  reason: 'The roof is being repaired that week.',
});
await customerApi.close();
const visitor = await browser.newContext();
const stamp = Date.now().toString(36);
const { user: bannedOwner } = await call<{ user: { id: string } }>(
  visitor.request,
  'POST',
  '/api/auth/register',
  {
    firstName: 'Vikram',
    lastName: 'Rao',
    email: `vikram.rao.${stamp}@example.com`,
    password: 'Journey1234',
  },
);
await visitor.close();
await call(adminApi.request, 'PATCH', `/api/admin/users/${bannedOwner.id}`, { role: 'owner' });
const adminPhotos = await uploadTestPhotos(adminApi.request, await testPhotos(), base);
const bannedForm = await completeListingForm(
  adminApi.request,
  adminPhotos,
  { title: 'Munnar Misty Valley Cottage', city: 'Munnar', state: 'Kerala', basePrice: 5600 },
  { origin: base },
);
const bannedListing = await call<ListingSaved>(adminApi.request, 'POST', '/api/admin/properties', {
  ...bannedForm,
  ownerId: bannedOwner.id,
});
await call(adminApi.request, 'POST', `/api/admin/properties/${bannedListing.id}/approve`);
await call(adminApi.request, 'POST', `/api/admin/users/${bannedOwner.id}/sanctions`, {
  kind: 'ban',
  reason: 'Took guests’ payments outside Basera and never hosted them.',
});

await eachCombination({ as: admin }, async (context, { theme, width, tag }) => {
  const toApprove = `Approve Me ${width} ${theme}`;
  await publish(toApprove, 'Coorg', 'Karnataka', 7800);

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

  await page.goto(`${base}/admin/properties?q=munnar`, { waitUntil: 'networkidle' });
  await page.getByText('1 host cancellation').locator('visible=true').first().waitFor();
  await page.getByText('Owner banned').locator('visible=true').first().waitFor();
  await shoot(page, `flags-${tag}`, false);

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
});
