// Screenshots of the admin dashboard: `BASE_URL=http://localhost:5000 npx tsx e2e/admin-dashboard-screenshots.ts [outDir]`.
// Against a running server with the demo data: the demo admin signs in through the API; per theme and
// width the dashboard (cards, recent activity, system status), and the sidebar drawer on phones.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { launchChromium } from './browser.ts';

const base = process.env.BASE_URL ?? 'http://localhost:5000';
const outDir = process.argv[2] ?? 'test-results/screenshots/admin-dashboard';
mkdirSync(outDir, { recursive: true });

async function shoot(page: Page, name: string) {
  await page.waitForTimeout(400);
  const file = path.join(outDir, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  console.log(file);
}

const browser = await launchChromium();
for (const theme of ['light', 'dark'] as const) {
  for (const width of [390, 1280]) {
    const tag = `${width}-${theme}`;
    const context = await browser.newContext({ viewport: { width, height: width < 768 ? 844 : 900 } });
    await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
    const login = await context.request.post(`${base}/api/admin/login`, {
      headers: { origin: base },
      data: { email: 'admin@basera.example', password: 'Admin1234' },
    });
    if (!login.ok()) throw new Error(`admin login: ${login.status()}`);
    const page = await context.newPage();
    await page.goto(`${base}/admin`);
    await page.getByText('System Status').waitFor();
    await page.getByText('Mail outbox').waitFor();
    await shoot(page, `dashboard-${tag}`);
    if (width < 768) {
      await page.getByRole('button', { name: /menu/i }).first().click();
      await shoot(page, `drawer-${tag}`);
    }
    await context.close();
  }
}
await browser.close();
