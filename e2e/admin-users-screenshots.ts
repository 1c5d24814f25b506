// Screenshots of the admin's users screen: `BASE_URL=http://localhost:5000 npx tsx e2e/admin-users-screenshots.ts [outDir]`.
// Against a running server with the demo data. First 24 people register through the API (so the
// list has two pages); the admin warns and suspends one of them and bans another. Then per theme
// and width: the loading skeletons, the table (1280) or cards (390), a search with the role filter,
// a user's detail with the history, the sanction form with its validation errors, the ban
// confirmation, the role change confirmation, a warning given through the page with its toast, and
// a refusal (the admin's own role) with the server's message. Two of the people ask the demo owner's
// listings with contact details (hidden, no booking) and one conversation is reported by each side:
// the reports section below the users (and beside them at 1600 px), a conversation read-only with
// its originals, a participant's detail opened from it, and the empty section (an empty answer fed).
import type { AdminUserPage } from '../domain/schemas/admin-users.ts';
import type { OwnerPropertySummary } from '../domain/schemas/listings.ts';
import type { SentMessage } from '../domain/schemas/messages.ts';
import {
  base,
  call,
  demoAccounts,
  screenshotRun,
  signedIn,
  signIn,
  themedContext,
} from './screenshot-kit.ts';

const { shoot, browser, eachCombination } = await screenshotRun('admin-users');
const run = Date.now().toString(36);

const people = [
  ['Ravi', 'Kumar'],
  ['Meera', 'Nair'],
  ['Arjun', 'Mehta'],
  ['Kavya', 'Iyer'],
  ['Rohan', 'Das'],
  ['Ananya', 'Ghosh'],
  ['Vikram', 'Singh'],
  ['Priya', 'Menon'],
];
const setup = await signedIn(browser, demoAccounts.admin, 1280, 'light');
const ids: Record<string, string> = {};
for (let i = 0; i < 24; i++) {
  const [firstName, lastName] = people[i % people.length]!;
  const email = `${firstName!.toLowerCase()}.${lastName!.toLowerCase()}.${run}.${i}@example.com`;
  const visitor = await browser.newContext();
  const { user } = await call<{ user: { id: string } }>(visitor.request, 'POST', '/api/auth/register', {
    firstName,
    lastName: i < people.length ? lastName : `${lastName} ${Math.floor(i / people.length) + 1}`,
    email,
    password: 'Journey1234',
  });
  ids[`${firstName}${i}`] = user.id;
  await visitor.close();
}
const ravi = ids.Ravi0!;
const banned = ids.Meera1!;
const sanction = (id: string, body: object) =>
  call(setup.request, 'POST', `/api/admin/users/${id}/sanctions`, body);
await sanction(ravi, {
  kind: 'warning',
  reason: 'Left rude messages for two hosts after they declined his requests.',
});
await sanction(ravi, {
  kind: 'suspension',
  days: 14,
  reason: 'Kept messaging a host who asked him to stop, after the warning.',
});
await sanction(banned, { kind: 'ban', reason: 'Paid with stolen cards on three bookings.' });

// Two reported conversations with the demo owner: Kavya's reported by the host, Priya's by the guest.
const host = await signedIn(browser, demoAccounts.owner, 1280, 'light');
const [stay1, stay2] = (
  await call<OwnerPropertySummary[]>(host.request, 'GET', '/api/owner/properties')
).filter((listing) => listing.status === 'approved' && listing.isListed) as [
  OwnerPropertySummary,
  OwnerPropertySummary,
];
async function talk(email: string, propertyId: string, lines: [by: 'guest' | 'host', body: string][]) {
  const guest = await themedContext(browser, 1280, 'light');
  await signIn(guest, { email, password: 'Journey1234' });
  let id = '';
  for (const [by, body] of lines) {
    if (!id)
      id = (await call<SentMessage>(guest.request, 'POST', '/api/conversations', { propertyId, body }))
        .conversationId;
    else
      await call((by === 'guest' ? guest : host).request, 'POST', `/api/conversations/${id}/messages`, {
        body,
      });
  }
  return { id, guest };
}
const kavya = await talk(`kavya.iyer.${run}.3@example.com`, stay1.id, [
  ['guest', 'Hi! Is the house free for 4 adults from 12 to 15 March? We would arrive around 14:00.'],
  ['host', 'Hello Kavya, yes it is free. Check-in is from 14:00.'],
  [
    'guest',
    'Great. Can I pay you directly to save the fee? My number is 98765 43210, or kavya.iyer at gmail dot com.',
  ],
  ['guest', 'Send your UPI id and I will transfer ₹9,000 today.'],
]);
await call(host.request, 'POST', `/api/conversations/${kavya.id}/report`, {
  reason: 'The guest keeps asking me to take payment outside Basera and shared her number.',
});
const priya = await talk(`priya.menon.${run}.7@example.com`, stay2.id, [
  ['guest', 'Is there parking for one car?'],
  ['host', 'Yes. Book on www.cheap-goa-stays.in instead and I will give you 20% off.'],
]);
await call(priya.guest.request, 'POST', `/api/conversations/${priya.id}/report`, {
  reason: 'The host sent me to another website to book for less.',
});
await Promise.all([kavya.guest.close(), priya.guest.close(), host.close()]);

await eachCombination({ as: demoAccounts.admin }, async (context, { theme, width, tag }) => {
  const page = await context.newPage();

  // Loading: the list held back until shot.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/admin/users', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${base}/admin/users`, { waitUntil: 'domcontentloaded' });
  await page.getByText('Loading users...').waitFor({ state: 'attached' });
  await shoot(page, `loading-${tag}`, false);
  release();
  await page.unrouteAll({ behavior: 'wait' });
  await page.getByRole('heading', { name: 'Users', level: 1 }).waitFor();
  await page.getByText('Page 1 of').waitFor();
  await page.waitForLoadState('networkidle');
  await shoot(page, `${width < 768 ? 'cards' : 'table'}-${tag}`, width >= 768);
  await page.getByText(/^Page 1 of/).scrollIntoViewIfNeeded();
  await shoot(page, `pager-${tag}`, false);

  await page.getByLabel('Search users').fill('ravi');
  await page.getByLabel('Role').selectOption('customer');
  await page.waitForURL(/q=ravi/);
  await page.getByText(/^\d+ users?$/).waitFor();
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo(0, 0));
  await shoot(page, `search-${tag}`, false);

  await page.goto(`${base}/admin/users?q=${encodeURIComponent(`ravi.kumar.${run}.0@`)}`, {
    waitUntil: 'networkidle',
  });
  await page.getByRole('button', { name: 'Manage Ravi Kumar', exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Ravi Kumar', exact: true });
  await dialog.getByText('History').waitFor();
  await dialog.getByText(/^Temporary suspension, 14 days/).waitFor();
  await shoot(page, `detail-${tag}`, false);
  await dialog.getByText('Give a sanction').scrollIntoViewIfNeeded();
  await shoot(page, `detail-form-${tag}`, false);

  await dialog.getByLabel('Temporary suspension').check();
  await dialog.getByLabel('Days (7 to 30)').fill('6');
  await dialog.getByRole('button', { name: 'Suspend user' }).click();
  await dialog.getByText('Reason is required').waitFor();
  await dialog.getByText('A suspension lasts 7 to 30 days').scrollIntoViewIfNeeded();
  await shoot(page, `sanction-errors-${tag}`, false);

  await dialog.getByLabel('Permanent ban').check();
  await dialog.getByLabel('Reason', { exact: true }).fill('Fake reviews on his own listings.');
  await dialog.getByRole('button', { name: 'Ban user' }).click();
  const confirmBan = page.getByRole('dialog', { name: 'Ban Ravi Kumar permanently?' });
  await confirmBan.waitFor();
  await shoot(page, `ban-confirm-${tag}`, false);
  await confirmBan.getByRole('button', { name: 'Cancel' }).click();

  await dialog.getByLabel('Change role to').selectOption('owner');
  await dialog.getByRole('button', { name: 'Change role' }).click();
  const confirmRole = page.getByRole('dialog', { name: 'Change role?' });
  await confirmRole.waitFor();
  await shoot(page, `role-confirm-${tag}`, false);
  await confirmRole.getByRole('button', { name: 'Cancel' }).click();
  await page.keyboard.press('Escape');

  // A warning given through the page: its toast, and the history grows.
  const list = await call<AdminUserPage>(context.request, 'GET', `/api/admin/users?q=arjun.mehta.${run}`);
  const arjun = list.users[(width < 768 ? 0 : 1) + (theme === 'dark' ? 2 : 0)] ?? list.users[0]!;
  await page.goto(`${base}/admin/users?q=${encodeURIComponent(arjun.email)}`, { waitUntil: 'networkidle' });
  await page
    .getByRole('button', { name: `Manage ${arjun.name}`, exact: true })
    .first()
    .click();
  const arjunDialog = page.getByRole('dialog', { name: arjun.name, exact: true });
  await arjunDialog
    .getByLabel('Reason', { exact: true })
    .fill('Asked a host to take payment outside Basera.');
  await arjunDialog.getByRole('button', { name: 'Record warning' }).click();
  await page.getByText('Warning recorded', { exact: true }).waitFor();
  await shoot(page, `warning-toast-${tag}`, false);
  await page.keyboard.press('Escape');

  // The admin's own role: the server's refusal as a toast.
  await page.goto(`${base}/admin/users?role=admin`, { waitUntil: 'networkidle' });
  await page
    .getByRole('button', { name: /^Manage / })
    .first()
    .click();
  const self = page.getByRole('dialog').first();
  await self.getByLabel('Change role to').selectOption('customer');
  await self.getByRole('button', { name: 'Change role' }).click();
  await page
    .getByRole('dialog', { name: 'Change role?' })
    .getByRole('button', { name: 'Change role' })
    .click();
  await page.getByText('You cannot remove your own admin role', { exact: true }).waitFor();
  await shoot(page, `own-role-refused-${tag}`, false);

  // The banned user: the red badge, and no more sanctions offered.
  await page.goto(`${base}/admin/users?q=${encodeURIComponent(`meera.nair.${run}.1@`)}`, {
    waitUntil: 'networkidle',
  });
  await page.getByText('Banned', { exact: true }).locator('visible=true').first().waitFor();
  await page.getByRole('button', { name: 'Manage Meera Nair', exact: true }).click();
  await page
    .getByText('This user is banned. A ban lasts until an admin lifts it; nothing more can be given.')
    .waitFor();
  await shoot(page, `banned-detail-${tag}`, false);
  await page.keyboard.press('Escape');

  // Lifting a ban early: a user banned for this shot, the form, and the toast once lifted.
  const visitor = await browser.newContext();
  const { user: appellant } = await call<{ user: { id: string } }>(
    visitor.request,
    'POST',
    '/api/auth/register',
    {
      firstName: 'Sana',
      lastName: 'Qureshi',
      email: `sana.qureshi.${run}.${tag}@example.com`,
      password: 'Journey1234',
    },
  );
  await visitor.close();
  await sanction(appellant.id, { kind: 'ban', reason: 'Reported for taking payment outside Basera.' });
  await page.goto(`${base}/admin/users?q=${encodeURIComponent(`sana.qureshi.${run}.${tag}@`)}`, {
    waitUntil: 'networkidle',
  });
  await page.getByRole('button', { name: 'Manage Sana Qureshi', exact: true }).click();
  const appeal = page.getByRole('dialog', { name: 'Sana Qureshi', exact: true });
  await appeal.getByRole('button', { name: 'Lift ban' }).click();
  await appeal.getByText('Reason is required').waitFor();
  await appeal.getByRole('button', { name: 'Lift ban' }).scrollIntoViewIfNeeded();
  await shoot(page, `lift-form-${tag}`, false);
  await appeal
    .getByLabel('Reason for lifting')
    .fill('Appeal accepted: the host confirmed the payment went through Basera.');
  await appeal.getByRole('button', { name: 'Lift ban' }).click();
  await page.getByText('Ban lifted', { exact: true }).waitFor();
  await appeal.getByText('Reinstated', { exact: true }).waitFor();
  await shoot(page, `lifted-${tag}`, false);
  await page.keyboard.press('Escape');

  // The reported conversations: the section, one read-only, a participant's detail from it.
  await page.goto(`${base}/admin/users`, { waitUntil: 'networkidle' });
  const reports = page.getByRole('region', { name: 'Reported conversations' });
  const kavyaReport = reports.getByRole('article').filter({ hasText: 'take payment outside Basera' }).first();
  await kavyaReport.scrollIntoViewIfNeeded();
  await shoot(page, `reports-${tag}`, false);
  await kavyaReport.getByRole('button', { name: 'Read conversation' }).click();
  const conversation = page.getByRole('dialog', { name: `Conversation about ${stay1.title}` });
  await conversation.getByText('Original, seen only by admins').first().waitFor();
  await shoot(page, `report-conversation-${tag}`, false);
  await conversation.getByRole('button', { name: /^Manage host / }).scrollIntoViewIfNeeded();
  await shoot(page, `report-conversation-end-${tag}`, false);
  await conversation.getByRole('button', { name: /^Manage guest Kavya Iyer/ }).click();
  await page.getByRole('dialog', { name: 'Kavya Iyer', exact: true }).getByText('Give a sanction').waitFor();
  await shoot(page, `report-manage-guest-${tag}`, false);
  await page.keyboard.press('Escape');
  if (width >= 768) {
    // From 1536 px the reports sit beside the users.
    await page.setViewportSize({ width: 1600, height: 900 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await shoot(page, `reports-beside-1600-${theme}`, false);
    await page.setViewportSize({ width, height: 900 });
  }
  await page.route('**/api/admin/conversation-reports', (route) => route.fulfill({ json: [] }));
  await page.reload({ waitUntil: 'networkidle' });
  await page.getByText('No reported conversations').scrollIntoViewIfNeeded();
  await shoot(page, `reports-empty-sample-${tag}`, false);
  await page.unrouteAll({ behavior: 'wait' });

  // Page 2 of the list.
  await page.goto(`${base}/admin/users?page=2`, { waitUntil: 'networkidle' });
  await page.getByText(/^Page 2 of/).waitFor();
  await shoot(page, `page-2-${tag}`, width >= 768);
});
