// The traveller's main screens and the wizard's first step in English and in Hindi, side by side
// (issue 28), at 390 and 1280 px in both themes, from a running server with the demo data:
//   BASE_URL=http://localhost:5000 npx tsx e2e/hindi-screenshots.ts [outDir]
// Files are <screen>-<en|hi>-<width>-<theme>.png.

import type { Page } from 'playwright-core';
import { m } from '#i18n/messages.js';
import { launchChromium } from './browser.ts';
import {
  base,
  call,
  combinations,
  demoAccounts,
  screenshotsOf,
  signIn,
  themedContext,
} from './screenshot-kit.ts';

const shoot = screenshotsOf('hindi');
const browser = await launchChromium();
const cards = await call<Array<{ id: string; city?: string }>>(
  (await browser.newContext()).request,
  'GET',
  '/api/properties?limit=1',
);
const listingId = cards[0]?.id ?? '';

/** The first two free nights from half a year ahead (GET /api/properties/{id}/availability). */
async function freeStay(id: string) {
  const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
  const answer = await fetch(`${base}/api/properties/${id}/availability?from=${day(180)}&to=${day(220)}`);
  const { nights } = (await answer.json()) as { nights: Array<{ date: string; available: boolean }> };
  const i = nights.findIndex((n, k) => n.available && nights[k + 1]?.available);
  return { checkIn: nights[i]!.date, checkOut: day(180 + i + 2) };
}

type Screen = {
  name: string;
  path: string;
  as: 'customer' | 'owner' | null;
  ready: (page: Page) => Promise<void>;
};
const screens: Screen[] = [
  { name: 'home', path: '/', as: null, ready: (p) => p.getByRole('heading', { level: 1 }).waitFor() },
  {
    name: 'search',
    path: '/?location=Goa',
    as: null,
    ready: (p) => p.getByRole('heading', { level: 2 }).first().waitFor(),
  },
  {
    name: 'property',
    path: `/property/${listingId}`,
    as: 'customer',
    ready: (p) => p.getByRole('heading', { level: 1 }).waitFor(),
  },
  { name: 'trips', path: '/trips', as: 'customer', ready: (p) => p.getByRole('tablist').waitFor() },
  {
    name: 'wizard-step-1',
    path: '/create-property',
    as: 'owner',
    ready: (p) =>
      p
        .getByRole('radiogroup')
        .or(p.getByRole('heading', { level: 1 }))
        .first()
        .waitFor(),
  },
];

for (const { theme, width, tag } of combinations()) {
  for (const language of ['en', 'hi'] as const) {
    const context = await themedContext(browser, width, theme);
    await context.setExtraHTTPHeaders({ 'Accept-Language': language });
    const page = await context.newPage();
    let signedInAs: string | null = null;
    for (const screen of screens) {
      if (screen.as && signedInAs !== screen.as) {
        await context.clearCookies();
        await signIn(context, demoAccounts[screen.as]);
        signedInAs = screen.as;
      }
      await page.goto(
        `${base}${language === 'hi' ? '/hi' : ''}${screen.path === '/' && language === 'hi' ? '' : screen.path}`,
      );
      await screen.ready(page);
      await shoot(page, `${screen.name}-${language}-${tag}`);
    }
    // Booking: the confirm dialog with the billing details, for a free stay half a year ahead.
    const prefix = language === 'hi' ? '/hi' : '';
    const stay = await freeStay(listingId);
    await page.goto(
      `${base}${prefix}/property/${listingId}?checkIn=${stay.checkIn}&checkOut=${stay.checkOut}&guests=2`,
    );
    await page.getByRole('heading', { level: 1 }).waitFor();
    const reserve = page.getByRole('button', {
      name:
        language === 'hi' ? m.property_reserve_with_payment({}, { locale: 'hi' }) : 'Reserve with Payment',
    });
    // On a phone the booking card is a sheet behind the price bar: the dialog is shot at 1280 px.
    if (width > 1000) {
      await reserve.waitFor();
      for (let i = 0; i < 50 && !(await reserve.isEnabled()); i++) await page.waitForTimeout(100);
      await reserve.click();
      await page.getByRole('dialog').waitFor();
      await shoot(page, `booking-${language}-${tag}`);
    }
    await context.close();
  }
}
await browser.close();
