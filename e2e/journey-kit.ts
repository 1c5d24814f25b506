import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchChromium } from './browser.ts';

/** Where scripts/e2e.mjs started the server. */
export const base = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:5000';

/** One Chromium per test file, opened before its tests and closed after. */
export function launchSharedBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('browser not started');
    return browser;
  };
}

export async function freshPage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  return { context, page };
}

export async function seeText(page: Page, text: string) {
  await page.getByText(text, { exact: true }).first().waitFor({ state: 'visible', timeout: 10_000 });
}

export async function atPath(page: Page, pathname: string) {
  await page.waitForURL((url) => url.pathname === pathname, { timeout: 10_000 });
}

/** The demo accounts the seed creates (server/db/seed). */
export const demo = {
  customer: { email: 'customer@basera.example', password: 'Customer123' },
  owner: { email: 'owner@basera.example', password: 'Owner1234' },
  admin: { email: 'admin@basera.example', password: 'Admin1234' },
} as const;

/** Sign in through the /auth form and wait for the header's avatar. */
export async function signIn(page: Page, email: string, password: string) {
  await page.goto(`${base}/auth`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await atPath(page, '/');
  await page.getByTestId('avatar-initials').waitFor();
}

/** A GET of the server's API without a session, as JSON; an error status fails the journey. */
export async function getJson<T>(path: string): Promise<T> {
  const answer = await fetch(`${base}${path}`);
  if (!answer.ok) throw new Error(`${path}: ${answer.status}`);
  return (await answer.json()) as T;
}

/** The calendar date `days` from today in India (YYYY-MM-DD): the demo listings' zone. */
export function isoInIndia(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });
}
