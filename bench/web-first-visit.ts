// A first visit as a phone and a desktop see it, against a running server (npm start):
//   BASE_URL=http://localhost:5000 npx tsx bench/web-first-visit.ts
// For /, a property page and /auth at 390 and 1280 px, against the budget of issue 29 §1:
// - the first route's JavaScript: the bodies of every script the visit loads until the network is
//   idle, as served (brotli), headers left out (budget 100 KB);
// - the whole visit: every byte moved (Chromium's encodedDataLength: headers and encoded bodies,
//   from a fresh context with an empty cache), by kind (budget 300 KB), and the font files fetched.
// For every page listed: CLS (largest session window of 'layout-shift' entries; budget 0.05).
// Prints; asserts nothing.
import type { Page } from 'playwright-core';
import { launchChromium } from '../e2e/browser.ts';
import { layoutShiftScore, watchLayoutShifts } from '../e2e/page-metrics.ts';
import { firstListingPath } from './first-visit-pages.ts';

const base = process.env.BASE_URL ?? 'http://localhost:5000';
const browser = await launchChromium();
const listingPath = await firstListingPath(base);

type Visit = {
  bytes: number;
  scriptBodies: number;
  scripts: number;
  byKind: Record<string, number>;
  fonts: string[];
  encodings: Set<string>;
};
const budget = { script: 100 * 1024, visit: 300 * 1024, cls: 0.05 };

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
}

async function firstVisit(url: string, width: number): Promise<Visit & { cls: number }> {
  const context = await browser.newContext({ viewport: { width, height: width < 500 ? 844 : 900 } });
  await watchLayoutShifts(context);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const kinds = new Map<string, { kind: string; url: string; headers: number }>();
  const visit: Visit = { bytes: 0, scriptBodies: 0, scripts: 0, byKind: {}, fonts: [], encodings: new Set() };
  cdp.on('Network.responseReceived', (e) => {
    // What had arrived when the response began: its headers; the rest is the (encoded) body.
    kinds.set(e.requestId, { kind: e.type, url: e.response.url, headers: e.response.encodedDataLength });
    const encoding = Object.entries(e.response.headers).find(([k]) => k.toLowerCase() === 'content-encoding');
    if (e.type === 'Script' || e.type === 'Stylesheet' || e.type === 'Document')
      visit.encodings.add(`${e.type}:${encoding?.[1] ?? 'identity'}`);
  });
  cdp.on('Network.loadingFinished', (e) => {
    const { kind, url: from, headers } = kinds.get(e.requestId) ?? { kind: 'Other', url: '', headers: 0 };
    visit.bytes += e.encodedDataLength;
    if (kind === 'Script') {
      visit.scripts += 1;
      visit.scriptBodies += e.encodedDataLength - headers;
    }
    visit.byKind[kind] = (visit.byKind[kind] ?? 0) + e.encodedDataLength;
    if (kind === 'Font') visit.fonts.push(from.split('/').pop() ?? from);
  });
  await page.goto(base + url);
  await settle(page);
  const cls = await layoutShiftScore(page);
  await context.close();
  return { ...visit, cls };
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const within = (value: number, limit: number) => (value <= limit ? 'within' : 'OVER');
const routes = ['/', listingPath, '/auth'].filter((p): p is string => Boolean(p));
for (const width of [390, 1280]) {
  for (const url of routes) {
    const v = await firstVisit(url, width);
    const kinds = Object.entries(v.byKind)
      .sort((a, b) => b[1] - a[1])
      .map(([k, n]) => `${k} ${kb(n)}`)
      .join(', ');
    const name = url.startsWith('/property/') ? '/property/…' : url;
    console.log(
      `${width} px ${name.padEnd(12)} first-route JS ${kb(v.scriptBodies).padStart(8)} br in ${v.scripts} files ` +
        `(${within(v.scriptBodies, budget.script)} 100 KB) · visit ${kb(v.bytes).padStart(8)} ` +
        `(${within(v.bytes, budget.visit)} 300 KB) · CLS ${v.cls.toFixed(3)}`,
    );
    console.log(`         moved: ${kinds}`);
    console.log(`         fonts: ${v.fonts.join(', ') || 'none'}; ${[...v.encodings].join(' ')}`);
  }
}

const pages = [
  '/',
  '/auth',
  listingPath,
  '/help-center',
  '/interior-design',
  '/trips',
  '/admin/login',
  '/no-such-page',
].filter((p): p is string => Boolean(p));
console.log('\nCLS (first visit, largest session window)');
for (const width of [390, 1280]) {
  const scores: string[] = [];
  for (const url of pages) scores.push(`${url} ${(await firstVisit(url, width)).cls.toFixed(3)}`);
  console.log(`${width} px: ${scores.join('  ')}`);
}
await browser.close();
