// Screenshots of the host's payout account page:
// `BASE_URL=http://localhost:5000 npx tsx e2e/payout-account-screenshots.ts [outDir]`.
// Against a running server, per theme and width, for a new owner each time: the dashboard's header
// with its link, the loading skeleton,
// no account yet with its form, the form's messages after an empty Save, the account saved (with its
// toast), the change form open, the server's wrong-password message under the field, and the failed
// load with Retry.
import { registerOwner } from './journey-kit.ts';
import { base, holdBack, screenshotRun } from './screenshot-kit.ts';

const { shoot, eachCombination } = await screenshotRun('payout-account');
const url = `${base}/owner/payout-account`;

await eachCombination(async (context, { tag }) => {
  const owner = await registerOwner(context, { tag: `payout-${tag}` }, base);
  const page = await context.newPage();

  // Reached from the host dashboard's header, beside GST registrations.
  await page.goto(`${base}/owner`);
  await page.getByRole('link', { name: 'Payout account' }).waitFor();
  await shoot(page, `${tag}-dashboard`);

  const release = await holdBack(page, '**/api/owner/payout-account');
  await page.goto(url);
  await page.getByText('Loading your payout account').waitFor({ state: 'attached' });
  await shoot(page, `${tag}-loading`);
  await release();

  await page.getByText('No payout account yet').waitFor();
  await shoot(page, `${tag}-none`, true);

  await page.getByRole('button', { name: 'Save payout account' }).click();
  await page.getByText('Account holder name is required').waitFor();
  await shoot(page, `${tag}-empty-save`, true);

  await page.getByLabel('Account holder name', { exact: true }).fill(`${owner.firstName} ${owner.lastName}`);
  await page.getByLabel('IFSC', { exact: true }).fill('hdfc0001234');
  await page.getByLabel('Account number', { exact: true }).fill('50100123456789');
  await page.getByLabel('Re-enter account number', { exact: true }).fill('50100123456789');
  await page.getByLabel('Current password', { exact: true }).fill(owner.password);
  await page.getByRole('button', { name: 'Save payout account' }).click();
  await page.getByText('Payout account saved', { exact: true }).waitFor();
  await shoot(page, `${tag}-saved`, true);

  await page.getByRole('button', { name: 'Change account' }).click();
  await page.getByLabel('Account holder name', { exact: true }).fill(`${owner.firstName} ${owner.lastName}`);
  await page.getByLabel('IFSC', { exact: true }).fill('ICIC0000042');
  await page.getByLabel('Account number', { exact: true }).fill('000123456789012345');
  await page.getByLabel('Re-enter account number', { exact: true }).fill('000123456789012345');
  await page.getByLabel('Current password', { exact: true }).fill('NotMine123');
  await page.getByRole('button', { name: 'Save payout account' }).click();
  await page.getByText('Current password is incorrect', { exact: true }).waitFor();
  await shoot(page, `${tag}-change-wrong-password`, true);

  await page.route('**/api/owner/payout-account', (route) => route.fulfill({ status: 500, body: '{}' }));
  await page.reload();
  await page.getByRole('button', { name: 'Retry' }).waitFor();
  await shoot(page, `${tag}-load-error`);
});
