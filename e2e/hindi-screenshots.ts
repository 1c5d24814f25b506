// The traveller's main screens and the wizard's first step in English and in Hindi, side by side
// (issue 28), at 390 and 1280 px in both themes, from a running server with the demo data:
//   BASE_URL=http://localhost:5000 npx tsx e2e/hindi-screenshots.ts [outDir]
// Files are <screen>-<en|hi>-<width>-<theme>.png.

import type { Page } from 'playwright-core';
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
    await context.close();
  }
}
await browser.close();
