// What the screenshot scripts share (run by hand against a running server with the demo data:
// `BASE_URL=http://localhost:5000 npx tsx e2e/<area>-screenshots.ts [outDir]`).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Browser, BrowserContext, Page, Route } from 'playwright-core';
import { launchChromium } from './browser.ts';

export const base = process.env.BASE_URL ?? 'http://localhost:5000';
/** Only these combinations, e.g. ONLY=390-dark. */
const only = process.env.ONLY?.split(',');

/** Sign-in details; `admin` signs in at the admin's own login. */
export type Who = { email: string; password: string; admin?: boolean };
export const demoAccounts = {
  customer: { email: 'customer@basera.example', password: 'Customer123' },
  owner: { email: 'owner@basera.example', password: 'Owner1234' },
  admin: { email: 'admin@basera.example', password: 'Admin1234', admin: true },
} satisfies Record<string, Who>;

/** An API call as the context's user; anything but 2xx throws with the answer. */
export async function call<T>(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  data?: object,
): Promise<T> {
  const answer = await request.fetch(`${base}${url}`, { method, headers: { origin: base }, data });
  if (!answer.ok()) throw new Error(`${method} ${url}: ${answer.status()} ${await answer.text()}`);
  return (await answer.json().catch(() => undefined)) as T;
}

/**
 * A browser context in India's zone at this width and theme, nobody signed in; as tall as a phone
 * (844) or a laptop (900) unless `height` says otherwise.
 */
export async function themedContext(
  browser: Browser,
  width: number,
  theme: string,
  height = width < 768 ? 844 : 900,
) {
  const context = await browser.newContext({ viewport: { width, height }, timezoneId: 'Asia/Kolkata' });
  await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
  return context;
}

/** Signs the context in as `who` through the API (its requests and pages then share the session). */
export async function signIn(context: BrowserContext, who: Who) {
  const { email, password } = who;
  await call(context.request, 'POST', who.admin ? '/api/admin/login' : '/api/auth/login', {
    email,
    password,
  });
}

/** A browser context in India's zone at this width and theme, signed in as `who`. */
export async function signedIn(browser: Browser, who: Who, width: number, theme: string) {
  const context = await themedContext(browser, width, theme);
  await signIn(context, who);
  return context;
}

/** The page's uploads slowed to `bytesPerSecond` (to catch progress bars), or back to full speed without it. */
export async function throttleUploads(page: Page, bytesPerSecond?: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond ?? -1,
  });
}

/**
 * Holds the page's requests to `url` (a route glob) back until the function this returns is called,
 * which lets them through and stops holding: for shooting loading states.
 */
export async function holdBack(page: Page, url: string) {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const passing: Promise<void>[] = [];
  const handler = (route: Route) => {
    const passed = held.then(() => route.continue());
    passing.push(passed);
    return passed;
  };
  await page.route(url, handler);
  return async () => {
    release();
    await Promise.all(passing); // let through before the route goes
    await page.unroute(url, handler);
  };
}

/**
 * Where the shots go (the first argument, else test-results/screenshots/<area>) and how to take one.
 * With `slices`, a full-page shot first scrolls through the page once (so lazy images load), and a
 * page taller than 1400 px is also saved as 1000 px slices (`<name>-part1.png`, …) readable when opened.
 */
export function screenshotsOf(area: string, { slices = false } = {}) {
  const outDir = process.argv[2] ?? `test-results/screenshots/${area}`;
  mkdirSync(outDir, { recursive: true });
  return async function shoot(page: Page, name: string, fullPage = false) {
    if (fullPage && slices) await scrollThrough(page);
    await page.waitForTimeout(450); // transitions settle
    const file = path.join(outDir, `${name}.png`);
    const drawnWhole = fullPage ? await drawWholePage(page) : undefined;
    await page.screenshot({ path: file, fullPage });
    console.log(file);
    if (fullPage && slices) await saveSlices(page, path.join(outDir, name));
    await drawnWhole?.();
  };
}

/**
 * Draws what the browser skips out of sight (`content-visibility: auto`, the list's cards: decision
 * 149), which a full-page shot would otherwise show as empty boxes; the function it returns stops.
 */
async function drawWholePage(page: Page): Promise<() => Promise<void>> {
  const style = await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
  return () => style.evaluate((element) => (element as Element).remove());
}

/** Scrolls down the page and back to the top, so lazily loaded images have started. */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 50));
    }
    window.scrollTo(0, 0);
  });
}

/** A page taller than 1400 px in 1000 px slices: `<stem>-part1.png`, `<stem>-part2.png`, … */
async function saveSlices(page: Page, stem: string) {
  const { width, height } = await page.evaluate(() => ({
    width: document.documentElement.clientWidth,
    height: document.documentElement.scrollHeight,
  }));
  if (height <= 1400) return;
  for (let y = 0, n = 1; y < height; y += 1000, n++)
    await page.screenshot({
      path: `${stem}-part${n}.png`,
      fullPage: true,
      clip: { x: 0, y, width, height: Math.min(1000, height - y) },
    });
}

export type Combination = { theme: 'light' | 'dark'; width: number; tag: string };

/** Each theme × width (390 and 1280) not left out by ONLY, with its tag ("390-dark"). */
export function* combinations(): Generator<Combination> {
  for (const theme of ['light', 'dark'] as const)
    for (const width of [390, 1280]) {
      const tag = `${width}-${theme}`;
      if (!only || only.includes(tag)) yield { theme, width, tag };
    }
}

type Shots = (context: BrowserContext, at: Combination) => Promise<void>;

/**
 * The frame every screenshot script had written out: its shot taker (screenshotsOf), one browser,
 * and `eachCombination([{ as }], shots)`, which runs `shots` per theme × width in a fresh context of
 * that width and theme (signed in as `as` when given), closes it, and closes the browser after the last.
 */
export async function screenshotRun(area: string, options: { slices?: boolean } = {}) {
  const shoot = screenshotsOf(area, options);
  const browser = await launchChromium();
  async function eachCombination(...args: [Shots] | [{ as: Who }, Shots]) {
    const [who, shots] = args.length === 1 ? [undefined, args[0]] : [args[0].as, args[1]];
    for (const at of combinations()) {
      const context = who
        ? await signedIn(browser, who, at.width, at.theme)
        : await themedContext(browser, at.width, at.theme);
      await shots(context, at);
      await context.close();
    }
    await browser.close();
  }
  return { shoot, browser, eachCombination };
}
