// The main thread's work in a signed-out phone's visit, from Chromium's own counters (CDP
// Performance.getMetrics: task, script, layout and style time), median of RUNS visits a page:
//   BASE_URL=http://localhost:5000 [BASELINE_URL=http://localhost:5001] RUNS=9 npx tsx bench/main-thread.ts
// Steadier than Lighthouse's total blocking time on a shared 2-core machine (the same build moved
// 65-81 there): use it to compare two builds side by side. With BASELINE_URL (a second server on the
// same seed, e.g. the commit before) the visits alternate between the two and each figure gets its
// ratio against the baseline. Each visit waits 2.5 s after `load` (the list's later cards, lazy photos).
// PAGES=home,property picks pages. Unthrottled: the figures are this machine's, not a slow phone's.
// Prints; asserts nothing.
import { chromium } from 'playwright-core';
import { chromiumFlags } from '../e2e/browser.ts';
import { FULL_CHROMIUM } from '../scripts/chromium-path.mjs';
import { median, pagesToMeasure } from './first-visit-pages.ts';

const base = process.env.BASE_URL ?? 'http://localhost:5000';
const baseline = process.env.BASELINE_URL;
const runs = Number(process.env.RUNS ?? 9);
const counters = ['TaskDuration', 'ScriptDuration', 'LayoutDuration', 'RecalcStyleDuration'] as const;
type Figures = Record<(typeof counters)[number], number>;

/** Lighthouse's phone: a Moto G Power's screen and user agent (the server draws the first screen). */
const phone = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/134.0.0.0 Mobile Safari/537.36',
};

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? FULL_CHROMIUM,
  headless: true,
  args: chromiumFlags,
});

async function visit(url: string): Promise<Figures> {
  const context = await browser.newContext(phone);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(2500);
  const { metrics } = await cdp.send('Performance.getMetrics');
  await context.close();
  const seconds = new Map(metrics.map((metric) => [metric.name, metric.value]));
  return Object.fromEntries(counters.map((name) => [name, (seconds.get(name) ?? 0) * 1000])) as Figures;
}

const medians = (visits: Figures[]) =>
  Object.fromEntries(counters.map((name) => [name, median(visits.map((v) => v[name]))])) as Figures;

const servers = baseline ? [baseline, base] : [base];
const paths = await Promise.all(servers.map((server) => pagesToMeasure(server, ['home', 'property'])));
console.log(
  `Main thread of a phone visit, median of ${runs}, ms: ${base}${baseline ? ` against ${baseline}` : ''}`,
);
for (const [index, path] of (paths.at(-1) ?? []).entries()) {
  const visits: Figures[][] = servers.map(() => []);
  for (let run = 0; run < runs; run++)
    for (const [s, server] of servers.entries()) visits[s]?.push(await visit(server + paths[s]?.[index]));
  const [before, after] = visits.map(medians);
  const figures = counters.map((name) => {
    const now = (after ?? before)?.[name] ?? 0;
    const ratio =
      after && before ? ` (${(now / before[name]).toFixed(2)}x of ${before[name].toFixed(0)})` : '';
    return `${name.replace('Duration', '').toLowerCase()} ${now.toFixed(0)}${ratio}`;
  });
  console.log(`${path.padEnd(48)} ${figures.join('  ')}`);
}
await browser.close();
