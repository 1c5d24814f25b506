import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { atPath, demo, freshPage, launchSharedBrowser, seeText, signIn } from './journey-kit.ts';

// The wishlist heart on a home card (traveller §4, §8). The wishlist calls are answered by the
// test, so each toast of the spec can be seen whatever the server does.
const browser = launchSharedBrowser();

async function firstHeart(page: Page) {
  const heart = page.getByRole('button', { name: /^Save .+ to wishlist$/ }).first();
  await heart.waitFor();
  const label = (await heart.getAttribute('aria-label')) ?? '';
  const title = /^Save (.+) to wishlist$/.exec(label)?.[1] ?? '';
  expect(title).not.toBe('');
  return { heart, title };
}

describe('wishlist heart', () => {
  it('adds and removes with the spec toasts, calling POST then DELETE', async () => {
    const { context, page } = await freshPage(browser());
    await signIn(page, demo.customer.email, demo.customer.password);
    const calls: string[] = [];
    await page.route('**/api/wishlist/**', (route) => {
      calls.push(route.request().method());
      return route.fulfill({ status: 200, contentType: 'application/json', body: '{}' });
    });
    const { heart, title } = await firstHeart(page);
    expect(await heart.getAttribute('aria-pressed')).toBe('false');

    await heart.click();
    await seeText(page, 'Added to wishlist');
    await seeText(page, `${title} has been added to your wishlist.`);
    const saved = page.getByRole('button', { name: `Remove ${title} from wishlist` });
    expect(await saved.getAttribute('aria-pressed')).toBe('true');

    await saved.click();
    await seeText(page, 'Removed from wishlist');
    await seeText(page, `${title} has been removed from your wishlist.`);
    expect(calls).toEqual(['POST', 'DELETE']);
    await context.close();
  });

  it('says Error when the call fails, and leaves the heart off', async () => {
    const { context, page } = await freshPage(browser());
    await signIn(page, demo.customer.email, demo.customer.password);
    await page.route('**/api/wishlist/**', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }),
    );
    const { heart } = await firstHeart(page);
    await heart.click();
    await seeText(page, 'Error');
    await seeText(page, 'Failed to update wishlist. Please try again.');
    expect(await heart.getAttribute('aria-pressed')).toBe('false');
    await context.close();
  });

  it('says Unauthorized on a 401 and opens the sign-in form after 500 ms', async () => {
    const { context, page } = await freshPage(browser());
    await signIn(page, demo.customer.email, demo.customer.password);
    await page.route('**/api/wishlist/**', (route) =>
      route.fulfill({ status: 401, contentType: 'application/json', body: '{"message":"Unauthorized"}' }),
    );
    const { heart } = await firstHeart(page);
    await heart.click();
    await seeText(page, 'Unauthorized');
    await seeText(page, 'You are logged out. Logging in again...');
    await atPath(page, '/auth');
    // The sign-in form, not a bounce back to / by a stale signed-in user.
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    await page.waitForTimeout(300);
    expect(new URL(page.url()).pathname).toBe('/auth');
    await context.close();
  });
});
