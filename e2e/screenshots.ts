// Screenshots for looking at the UI: `BASE_URL=http://localhost:5000 npx tsx e2e/screenshots.ts [outDir]`.
// Takes /, /auth and /admin/login at 390 and 1280 px in light and dark themes, against a running server.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { launchChromium } from './browser.ts';

const base = process.env.BASE_URL ?? 'http://localhost:5000';
const outDir = process.argv[2] ?? 'test-results/screenshots';
mkdirSync(outDir, { recursive: true });

const browser = await launchChromium();
for (const theme of ['light', 'dark'] as const) {
  for (const width of [390, 1280]) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
    const page = await context.newPage();
    for (const [name, url] of [
      ['home', '/'],
      ['auth', '/auth'],
      ['admin-login', '/admin/login'],
    ] as const) {
      await page.goto(base + url, { waitUntil: 'networkidle' });
      // Scroll through once so lazy images load, then back to the top.
      await page.evaluate(async () => {
        for (let y = 0; y < document.documentElement.scrollHeight; y += 600) {
          window.scrollTo(0, y);
          await new Promise((r) => setTimeout(r, 50));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForTimeout(500);
      const file = path.join(outDir, `${name}-${width}-${theme}.png`);
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
      // Tall pages: also save 1000 px slices that are readable when opened.
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      if (height > 1400) {
        for (let y = 0, n = 1; y < height; y += 1000, n++) {
          const slice = path.join(outDir, `${name}-${width}-${theme}-part${n}.png`);
          await page.screenshot({
            path: slice,
            fullPage: true,
            clip: { x: 0, y, width, height: Math.min(1000, height - y) },
          });
        }
      }
    }
    await context.close();
  }
}
await browser.close();
