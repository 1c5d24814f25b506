// Screenshots for looking at the UI: `BASE_URL=http://localhost:5000 npx tsx e2e/screenshots.ts [outDir]`.
// Takes the home page, search results, a property page, /wishlists (as the demo customer, with two
// saved stays), /auth and /admin/login at 390 and 1280 px in light and dark themes, against a running
// server with the demo data.
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

// These go straight into test-results/screenshots (no area of their own).
const shoot = screenshotsOf('', { slices: true });

const cards = (await (await fetch(`${base}/api/properties?limit=2`)).json()) as Array<{ id: string }>;
const pages = [
  ['home', '/'],
  ['results', '/?location=Goa'],
  ['property', `/property/${cards[0]?.id}`],
  ['wishlists', '/wishlists'],
  ['auth', '/auth'],
  ['admin-login', '/admin/login'],
] as const;

const browser = await launchChromium();
for (const { theme, width, tag } of combinations()) {
  // 900 px tall at both widths.
  const visitor = await themedContext(browser, width, theme, 900);
  const customer = await themedContext(browser, width, theme, 900);
  // The demo customer with the first two stays saved (for /wishlists).
  await signIn(customer, demoAccounts.customer);
  for (const card of cards) await call(customer.request, 'POST', `/api/wishlist/${card.id}`);
  for (const [name, url] of pages) {
    const page = await (name === 'wishlists' ? customer : visitor).newPage();
    await page.goto(base + url, { waitUntil: 'networkidle' });
    await shoot(page, `${name}-${tag}`, true);
    await page.close();
  }
  await visitor.close();
  await customer.close();
}
await browser.close();
