import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { atPath, base, freshPage, launchSharedBrowser, seeText } from './journey-kit.ts';

// The wishlist (traveller §2, §4, §6, §8) against the real server: the hearts on the home cards show
// the server's wishlist, /wishlists lists it. The visitor's heart on a phone is in home.test.ts too.
const browser = launchSharedBrowser();

/** A new customer, signed in through the API (the cookie lands in the page's context): an empty wishlist. */
async function signUpFresh(page: Page) {
  const email = `wish.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
  const answer = await page.request.post(`${base}/api/auth/register`, {
    data: { firstName: 'Wish', lastName: 'List', email, password: 'Wishlist123' },
  });
  expect(answer.status()).toBe(201);
  await page.goto(`${base}/`);
  await page.getByTestId('avatar-initials').waitFor();
}

/** The first heart still off, and the title of its property. */
async function firstHeartOff(page: Page) {
  const heart = page.getByRole('button', { name: /^Save .+ to wishlist$/ }).first();
  await heart.waitFor();
  const label = (await heart.getAttribute('aria-label')) ?? '';
  const title = /^Save (.+) to wishlist$/.exec(label)?.[1] ?? '';
  expect(title).not.toBe('');
  return { heart, title };
}

/** Presses a heart and waits for "Added to wishlist": only a real POST /api/wishlist/{id} gives it. */
async function addForReal(page: Page) {
  const { heart, title } = await firstHeartOff(page);
  await heart.click();
  await seeText(page, 'Added to wishlist');
  return { heart, title };
}

describe('wishlist heart', () => {
  it('adds and removes with the spec toasts, calling POST then DELETE', async () => {
    const { context, page } = await freshPage(browser());
    await signUpFresh(page);
    const calls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/wishlist/')) calls.push(request.method());
    });
    const { title } = await addForReal(page);
    await seeText(page, `${title} has been added to your wishlist.`);
    const saved = page.getByRole('button', { name: `Remove ${title} from wishlist` });
    expect(await saved.getAttribute('aria-pressed')).toBe('true');

    await saved.click();
    await seeText(page, 'Removed from wishlist');
    await seeText(page, `${title} has been removed from your wishlist.`);
    expect(await page.getByRole('button', { name: `Save ${title} to wishlist` }).count()).toBe(1);
    expect(calls).toEqual(['POST', 'DELETE']);
    await context.close();
  });

  it('says Error when the call fails, and leaves the heart off', async () => {
    const { context, page } = await freshPage(browser());
    await signUpFresh(page);
    await addForReal(page);
    // A server error cannot be provoked on purpose: force one on the route just shown to exist.
    await page.route('**/api/wishlist/**', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' })
        : route.fallback(),
    );
    const { heart } = await firstHeartOff(page);
    await heart.click();
    await seeText(page, 'Error');
    await seeText(page, 'Failed to update wishlist. Please try again.');
    expect(await heart.getAttribute('aria-pressed')).toBe('false');
    await context.close();
  });

  it('says Unauthorized on a 401 and opens the sign-in form after 500 ms', async () => {
    const { context, page } = await freshPage(browser());
    await signUpFresh(page);
    const { heart } = await firstHeartOff(page);
    // End the session on the server; the page still believes it is signed in.
    expect((await page.request.get(`${base}/api/auth/logout`)).ok()).toBe(true);
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

  it('keeps a saved heart filled after a reload; /wishlists lists the stay and removing it empties the list', async () => {
    const { context, page } = await freshPage(browser());
    await signUpFresh(page);
    const { title } = await addForReal(page);

    await page.reload();
    const saved = page.getByRole('button', { name: `Remove ${title} from wishlist` });
    await saved.waitFor();
    expect(await saved.getAttribute('aria-pressed')).toBe('true');

    await page.goto(`${base}/wishlists`);
    await page.getByRole('heading', { name: 'Wishlists', level: 1 }).waitFor();
    const stay = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
    const card = stay.getByRole('article');
    await card.waitFor();
    expect(await page.getByRole('article').count()).toBe(1);
    const bookNow = stay.getByRole('link', { name: /^Book Now/ });
    const propertyPath = new URL(
      (await card.getByRole('link', { name: title, exact: true }).getAttribute('href')) ?? '',
      base,
    ).pathname;
    expect(propertyPath).toMatch(/^\/property\/[0-9a-f-]{36}$/);
    expect(await bookNow.getAttribute('href')).toBe(propertyPath);

    await page.getByRole('button', { name: `Remove ${title} from wishlist` }).click();
    await seeText(page, 'Removed from wishlist');
    await seeText(page, 'Your wishlist is empty.');
    expect(await page.getByRole('article').count()).toBe(0);
    // The way on from an empty list: back to the stays to save.
    await page.getByRole('link', { name: 'Search stays' }).click();
    await atPath(page, '/');
    await firstHeartOff(page);
    await context.close();
  });

  it('Book Now on /wishlists opens the property page', async () => {
    const { context, page } = await freshPage(browser());
    await signUpFresh(page);
    const { title } = await addForReal(page);
    await page.goto(`${base}/wishlists`);
    await page.getByRole('link', { name: /^Book Now/ }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/property/'), { timeout: 10_000 });
    await seeText(page, title);
    await context.close();
  });

  it("shows a visitor's heart Login Required, then the sign-in form after a second", async () => {
    const { context, page } = await freshPage(browser());
    await page.goto(`${base}/`);
    const calls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/wishlist')) calls.push(request.url());
    });
    const { heart } = await firstHeartOff(page);
    const pressed = Date.now();
    await heart.click();
    await seeText(page, 'Login Required');
    await seeText(page, 'Please login to add properties to your wishlist.');
    await atPath(page, '/auth');
    expect(Date.now() - pressed).toBeGreaterThanOrEqual(900);
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    expect(calls).toEqual([]);
    await context.close();
  });
});
