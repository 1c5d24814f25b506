// What the screenshot scripts share (run by hand against a running server with the demo data:
// `BASE_URL=http://localhost:5000 npx tsx e2e/<area>-screenshots.ts [outDir]`).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Browser, Page } from 'playwright-core';

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

/** A browser context in India's zone at this width and theme, signed in as `who`. */
export async function signedIn(browser: Browser, who: Who, width: number, theme: string) {
  const context = await browser.newContext({
    viewport: { width, height: width < 768 ? 844 : 900 },
    timezoneId: 'Asia/Kolkata',
  });
  await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
  const { email, password } = who;
  await call(context.request, 'POST', who.admin ? '/api/admin/login' : '/api/auth/login', {
    email,
    password,
  });
  return context;
}

/** Where the shots go (the first argument, else test-results/screenshots/<area>) and how to take one. */
export function screenshotsOf(area: string) {
  const outDir = process.argv[2] ?? `test-results/screenshots/${area}`;
  mkdirSync(outDir, { recursive: true });
  return async function shoot(page: Page, name: string, fullPage = false) {
    await page.waitForTimeout(450); // transitions settle
    const file = path.join(outDir, `${name}.png`);
    await page.screenshot({ path: file, fullPage });
    console.log(file);
  };
}

/** Each theme × width (390 and 1280) not left out by ONLY, with its tag ("390-dark"). */
export function* combinations() {
  for (const theme of ['light', 'dark'] as const)
    for (const width of [390, 1280]) {
      const tag = `${width}-${theme}`;
      if (!only || only.includes(tag)) yield { theme, width, tag };
    }
}
