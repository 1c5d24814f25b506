// The admin in Chromium against the real server (issue 13): signs in at /admin/login, creates a
// destination with a photo, approves one pending listing (it then appears in the home search),
// rejects another with a reason the owner then reads on their dashboard, reads a conversation a guest
// reported (its reason, and the contact details the rule hid, in the original only admins see), and
// suspends a user, whose session ends at once and whose next sign-in is refused with the end date;
// then lifts the suspension early, and the user signs in.
import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  atPath,
  base,
  dayText,
  demo,
  indiaPage,
  isoInIndia,
  launchSharedBrowser,
  noSevereAxeViolations,
  registerOwner,
  seeText,
  seeToast,
  signIn,
} from './journey-kit.ts';
import { completeListingForm, publishListing, type TestPhoto, uploadTestPhotos } from './listing-kit.ts';

const browser = launchSharedBrowser();
const n = Date.now() % 100000;

const noise = (width: number, height: number) =>
  sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .jpeg()
    .toBuffer();

/** A complete listing in Nainital published for review by the context's owner: pending. */
async function pendingListing(request: APIRequestContext, title: string) {
  const photos: TestPhoto[] = [];
  for (let i = 0; i < 5; i++)
    photos.push({ name: `p${i}.jpg`, mimeType: 'image/jpeg', buffer: await noise(64, 48) });
  const form = await completeListingForm(request, await uploadTestPhotos(request, photos), {
    title,
    addressLine1: '4 Lake View Road',
    city: 'Nainital',
    state: 'Uttarakhand',
    pincode: '263001',
    latitude: '29.3919',
    longitude: '79.4542',
  });
  return publishListing(request, form);
}

/** The listing's title among the public search's results for Nainital (GET /api/properties). */
async function inPublicSearch(request: APIRequestContext, title: string) {
  const answer = await request.get(`${base}/api/properties?location=Nainital`);
  expect(answer.status()).toBe(200);
  const body = (await answer.json()) as { properties?: { title: string }[] } | { title: string }[];
  const items = Array.isArray(body) ? body : (body.properties ?? []);
  return items.some((p) => p.title === title);
}

const sidebar = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name, exact: true }).click();

describe('the admin', () => {
  it('creates a destination, approves and rejects listings, reads a reported conversation, and suspends a user', async () => {
    // An owner with two listings waiting for review, and a traveller who will be suspended.
    const owner = await indiaPage(browser());
    await registerOwner(owner.context, { firstName: 'Kavya', tag: 'review.host' });
    const approveTitle = `Heron Lake House ${n}`;
    const rejectTitle = `Misty Hill Hut ${n}`;
    const approved = await pendingListing(owner.context.request, approveTitle);
    await pendingListing(owner.context.request, rejectTitle);
    expect(await inPublicSearch(owner.context.request, approveTitle)).toBe(false);

    const traveller = await indiaPage(browser());
    const travellerEmail = `rude.guest.${Date.now()}@example.com`;
    const registered = await traveller.context.request.post(`${base}/api/auth/register`, {
      headers: { origin: base },
      data: { firstName: 'Rohit', lastName: 'Sharma', email: travellerEmail, password: 'Journey1234' },
    });
    expect(registered.status()).toBe(201);

    // The admin signs in at the admin's own login.
    const { context, page } = await indiaPage(browser());
    await page.goto(`${base}/admin/login`);
    await page.getByLabel('Email').fill(demo.admin.email);
    await page.getByLabel('Password', { exact: true }).fill(demo.admin.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await seeToast(page, 'Login successful');
    await atPath(page, '/admin');
    await page.getByRole('heading', { name: 'Dashboard Overview' }).waitFor();
    await seeText(page, 'Pending Approvals');
    await seeText(page, `Kavya Verma submitted "${rejectTitle}"`);

    // A destination with a photo.
    await sidebar(page, 'Destinations');
    await page.getByRole('heading', { name: 'Destinations', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Add Destination' }).first().click();
    const form = page.getByRole('dialog', { name: 'Add Destination' });
    await form.getByLabel('Name').fill(`Kasol ${n}`);
    await form.getByLabel('City').fill('Kasol');
    await form.getByLabel('State').fill('Himachal Pradesh');
    expect(await form.getByLabel('Country').inputValue()).toBe('India');
    await form.getByLabel('Photo file').setInputFiles({
      name: 'kasol.jpg',
      mimeType: 'image/jpeg',
      buffer: await noise(320, 200),
    });
    await form.getByRole('button', { name: 'Change photo' }).waitFor();
    await form.getByRole('button', { name: 'Save' }).click();
    await seeToast(page, 'Destination created successfully');
    const card = page.getByRole('article').filter({ hasText: `Kasol ${n}` });
    await expect.poll(() => card.locator('img').first().getAttribute('src')).toMatch(/^\/api\/uploads\//);
    const destinations = (await (await page.request.get(`${base}/api/destinations`)).json()) as {
      name: string;
    }[];
    expect(destinations.map((d) => d.name)).toContain(`Kasol ${n}`);

    // Approve one listing: it appears in the home search.
    await sidebar(page, 'Properties');
    await page.getByRole('heading', { name: 'Property Management' }).waitFor();
    await page.getByLabel('Search', { exact: true }).fill(String(n));
    await page.getByRole('button', { name: `Approve ${approveTitle}` }).click();
    await seeToast(page, 'Listing approved');
    expect(await inPublicSearch(traveller.context.request, approveTitle)).toBe(true);
    const visitor = await indiaPage(browser());
    await visitor.page.goto(`${base}/?location=Nainital`);
    await visitor.page
      .getByRole('link', { name: new RegExp(approveTitle) })
      .first()
      .waitFor();
    await visitor.context.close();

    // A guest asks the approved listing; the host answers with a UPI id (hidden: no booking), and the
    // guest reports the conversation.
    const asker = await indiaPage(browser());
    const post = (request: APIRequestContext, url: string, data: object) =>
      request.post(`${base}${url}`, { headers: { origin: base }, data });
    const joined = await post(asker.context.request, '/api/auth/register', {
      firstName: 'Nisha',
      lastName: 'Rao',
      email: `nisha.rao.${Date.now()}@example.com`,
      password: 'Journey1234',
    });
    expect(joined.status()).toBe(201);
    const asked = await post(asker.context.request, '/api/conversations', {
      propertyId: approved.id,
      body: 'Can we see the lake from the rooms?',
    });
    expect(asked.status(), await asked.text()).toBe(201);
    const { conversationId } = (await asked.json()) as { conversationId: string };
    const offer = 'Yes. Pay me at kavya.verma@okaxis and skip the fee.';
    const answered = await post(owner.context.request, `/api/conversations/${conversationId}/messages`, {
      body: offer,
    });
    expect(answered.status(), await answered.text()).toBe(201);
    const reportReason = `The host asked me to pay outside Basera ${n}.`;
    const reported = await post(asker.context.request, `/api/conversations/${conversationId}/report`, {
      reason: reportReason,
    });
    expect(reported.status()).toBe(204);
    await asker.context.close();

    // Reject the other with a reason: the owner reads it on their dashboard.
    const reason = 'The photos do not show the hut. Please upload photos of the rooms guests will use.';
    await page.getByRole('button', { name: `Reject ${rejectTitle}` }).click();
    const reject = page.getByRole('dialog', { name: 'Reject this listing?' });
    await reject.getByLabel('Reason for the owner').fill(reason);
    await reject.getByRole('button', { name: 'Reject listing' }).click();
    await seeToast(page, 'Listing rejected');
    expect(await inPublicSearch(traveller.context.request, rejectTitle)).toBe(false);
    await owner.page.goto(`${base}/owner`);
    const rejectedCard = owner.page.getByRole('article').filter({ hasText: rejectTitle });
    await rejectedCard.getByText(reason).waitFor();
    await rejectedCard.getByText('Rejected', { exact: true }).waitFor();

    // The report on /admin/users: its reason, and the conversation read-only with the original.
    await sidebar(page, 'Users');
    await page.getByRole('heading', { name: 'Users', level: 1 }).waitFor();
    const report = page
      .getByRole('region', { name: 'Reported conversations' })
      .getByRole('article', { name: `Report about ${approveTitle}` });
    await report.getByText(reportReason).waitFor();
    await report.getByText('Reported by Nisha Rao (guest) on').waitFor();
    await report.getByRole('button', { name: 'Read conversation' }).click();
    const reportedConversation = page.getByRole('dialog', { name: `Conversation about ${approveTitle}` });
    await reportedConversation
      .getByText('Yes. Pay me at [hidden until booking is confirmed] and skip the fee.')
      .waitFor();
    await reportedConversation.getByText('Original, seen only by admins').waitFor();
    await reportedConversation.getByText(offer, { exact: true }).waitFor();
    await noSevereAxeViolations(page, 'a reported conversation read by the admin');
    // From the report to the host's detail, where the guidelines ladder is.
    await reportedConversation.getByRole('button', { name: /^Manage host Kavya / }).click();
    await page
      .getByRole('dialog', { name: /^Kavya / })
      .getByText('Give a sanction')
      .waitFor();
    await page.keyboard.press('Escape');

    // Suspend the traveller for 7 days: their session ends and signing in is refused with the date.
    await page.getByLabel('Search users').fill(travellerEmail);
    await page.getByRole('button', { name: 'Manage Rohit Sharma' }).first().click();
    const detail = page.getByRole('dialog', { name: 'Rohit Sharma' });
    await detail.getByLabel('Temporary suspension').check();
    await detail.getByLabel('Days (7 to 30)').fill('7');
    await detail.getByLabel('Reason', { exact: true }).fill('Abusive messages to hosts.');
    await detail.getByRole('button', { name: 'Suspend user' }).click();
    const until = dayText(isoInIndia(7));
    await seeToast(page, `User suspended until ${until}`);
    expect((await traveller.context.request.get(`${base}/api/auth/user`)).status()).toBe(401);
    await noSevereAxeViolations(page, 'the users screen after a suspension');

    await traveller.page.goto(`${base}/auth`);
    await traveller.page.getByLabel('Email').fill(travellerEmail);
    await traveller.page.getByLabel('Password', { exact: true }).fill('Journey1234');
    await traveller.page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await traveller.page.getByText(`Your account is suspended until ${until}`).first().waitFor();

    // An appeal accepted: the admin lifts the suspension early, and the traveller signs in at once.
    await detail
      .getByLabel('Reason for lifting')
      .fill('Appeal accepted: the messages came from someone else.');
    await detail.getByRole('button', { name: 'Lift suspension' }).click();
    await seeToast(page, 'Suspension lifted');
    await detail.getByText('Reinstated', { exact: true }).waitFor();
    await detail.getByText('Active', { exact: true }).first().waitFor();
    await signIn(traveller.page, travellerEmail, 'Journey1234');

    await Promise.all([context.close(), owner.context.close(), traveller.context.close()]);
  }, 150_000);
});
