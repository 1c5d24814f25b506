import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  afterNextPaint,
  atPath,
  base,
  demo,
  freshPage,
  launchSharedBrowser,
  mailLink,
  seeText,
} from './journey-kit.ts';

const browser = launchSharedBrowser();

async function fillSignIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

const INVALID = 'This reset link is invalid or has expired. Please request a new one.';

describe('back to where you were', () => {
  it('returns to /trips after signing in from the /trips redirect', async () => {
    const { context, page } = await freshPage(browser());
    await page.goto(`${base}/trips`);
    await page.waitForURL((url) => url.pathname === '/auth' && url.searchParams.get('next') === '/trips');
    await fillSignIn(page, demo.customer.email, demo.customer.password);
    await atPath(page, '/trips');
    await page.getByRole('heading', { name: 'Your trips' }).waitFor();
    await seeText(page, 'Welcome back!');
    await context.close();
  });

  it('never follows next off the site', async () => {
    for (const next of ['//evil.example/trips', 'https://evil.example/', '/\\evil.example']) {
      const { context, page } = await freshPage(browser());
      await page.goto(`${base}/auth?next=${encodeURIComponent(next)}`);
      await fillSignIn(page, demo.customer.email, demo.customer.password);
      await page.getByTestId('avatar-initials').waitFor();
      expect(new URL(page.url()).origin).toBe(base);
      expect(new URL(page.url()).pathname).toBe('/');
      await context.close();
    }
  });

  it('sends a signed-in visitor opening /auth?next=/wishlists there', async () => {
    const { context, page } = await freshPage(browser());
    await page.goto(`${base}/auth`);
    await fillSignIn(page, demo.customer.email, demo.customer.password);
    await atPath(page, '/');
    await page.goto(`${base}/auth?next=%2Fwishlists`);
    await atPath(page, '/wishlists');
    await context.close();
  });

  it('sends an admin already signed in from /admin/login to /admin, and back to the admin page asked for', async () => {
    const { context, page } = await freshPage(browser());
    await page.goto(`${base}/admin/badges`);
    await page.waitForURL((url) => url.pathname === '/admin/login');
    await page.getByLabel('Email').fill(demo.admin.email);
    await page.getByLabel('Password', { exact: true }).fill(demo.admin.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await atPath(page, '/admin/badges');

    await page.goto(`${base}/admin/login`);
    await atPath(page, '/admin');
    expect(await page.getByRole('heading', { name: 'Admin sign in' }).count()).toBe(0);
    await context.close();
  });
});

describe('reset links', () => {
  it('says at once that an unknown or malformed link cannot be used, and offers a new one', async () => {
    for (const token of ['q8Hv1mZ3xW0bT5nR7yK2pL9sD4fG6hJ0aC1eE3iO5uU', 'short']) {
      const { context, page } = await freshPage(browser());
      await page.goto(`${base}/auth?token=${token}`);
      await page.getByRole('heading', { name: 'This reset link can no longer be used' }).waitFor();
      const alert = page.getByRole('alert').filter({ hasText: /reset link/i });
      const text = (await alert.textContent()) ?? '';
      expect(text).not.toContain('token:');
      if (token !== 'short') expect(text).toBe(INVALID);
      expect(await page.getByLabel('New password', { exact: true }).count()).toBe(0);
      await page.getByRole('button', { name: 'Request a new link' }).click();
      await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
      await context.close();
    }
  });

  const dataDir = process.env.E2E_DATA_DIR;
  it.skipIf(!dataDir)(
    'says a used link is used up: on opening it, and in the toast when it was used meanwhile',
    async () => {
      const { context, page } = await freshPage(browser());
      const email = `meera.${Date.now()}@example.com`;
      const registered = await page.request.post(`${base}/api/auth/register`, {
        data: { firstName: 'Meera', lastName: 'Iyer', email, password: 'Original123' },
      });
      expect(registered.status()).toBe(201);
      await context.clearCookies();
      const forgot = await page.request.post(`${base}/api/auth/forgot-password`, { data: { email } });
      expect(forgot.ok()).toBe(true);

      // Registering also mails a verification link: take the reset mail's.
      const resetLink = () => mailLink(dataDir!, email, '/auth?token=');
      await expect.poll(resetLink, { timeout: 5000 }).toBeDefined();
      const { search } = new URL(resetLink()!, base);
      const token = new URLSearchParams(search).get('token')!;

      // The page opens on a good link: the form shows.
      await page.goto(`${base}/auth${search}`);
      await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
      await page.getByLabel('New password', { exact: true }).fill('Changed4567');
      await page.getByLabel('Confirm new password').fill('Changed4567');

      // Meanwhile the link is used (another tab): this submit fails with a readable reason.
      const used = await page.request.post(`${base}/api/auth/reset-password`, {
        data: { token, password: 'Elsewhere789' },
      });
      expect(used.ok()).toBe(true);
      await page.getByRole('button', { name: 'Reset password' }).click();
      await seeText(page, 'Password reset failed');
      await seeText(page, INVALID);
      expect(await page.locator('body').textContent()).not.toMatch(/\btoken:/);
      // ...and the page now says the link is used up, with the way to a new one.
      await page.getByRole('heading', { name: 'This reset link can no longer be used' }).waitFor();
      await page.getByRole('button', { name: 'Request a new link' }).waitFor();

      // Opening the used link again says so straight away.
      await page.goto(`${base}/auth${search}`);
      await page.getByRole('heading', { name: 'This reset link can no longer be used' }).waitFor();
      await seeText(page, INVALID);
      await context.close();
    },
  );
});

describe('focus after a page change', () => {
  const focusedText = (page: Page) =>
    page.evaluate(() => {
      const el = document.activeElement;
      return el && el !== document.body ? `${el.tagName} ${el.textContent?.trim()}` : 'BODY';
    });

  it('moves focus to the new page heading, but not on the first load', async () => {
    const { context, page } = await freshPage(browser());
    await page.goto(`${base}/`);
    await page.getByRole('heading', { name: 'Find Your Perfect Stay' }).waitFor();
    await afterNextPaint(page);
    expect(await focusedText(page)).toBe('BODY');

    await page.getByRole('banner').getByRole('link', { name: 'Interior Design' }).click();
    await atPath(page, '/interior-design');
    await expect.poll(() => focusedText(page)).toMatch(/^H1 /);

    // Again from the header's Login button.
    await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
    await atPath(page, '/auth');
    await expect.poll(() => focusedText(page)).toBe('H1 Welcome back');

    // A signed-in guard page that loads after a redirect: /trips -> /auth?next=/trips.
    await page.goto(`${base}/`);
    await page.evaluate(() => {
      history.pushState(null, '', '/trips');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.waitForURL((url) => url.pathname === '/auth');
    await expect.poll(() => focusedText(page)).toBe('H1 Welcome back');
    await context.close();
  });
});
