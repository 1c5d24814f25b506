// Screenshots of the admin dashboard: `BASE_URL=http://localhost:5000 npx tsx e2e/admin-dashboard-screenshots.ts [outDir]`.
// Against a running server with the demo data: the demo admin signs in through the API; per theme and
// width the dashboard (cards, recent activity, system status), and the sidebar drawer on phones.
import { base, demoAccounts, screenshotRun } from './screenshot-kit.ts';

const { shoot, eachCombination } = await screenshotRun('admin-dashboard');
await eachCombination({ as: demoAccounts.admin }, async (context, { width, tag }) => {
  const page = await context.newPage();
  await page.goto(`${base}/admin`);
  await page.getByText('System Status').waitFor();
  await page.getByText('Mail outbox').waitFor();
  await shoot(page, `dashboard-${tag}`, true);
  if (width < 768) {
    await page.getByRole('button', { name: /menu/i }).first().click();
    await shoot(page, `drawer-${tag}`, true);
  }
});
