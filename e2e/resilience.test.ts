import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { atPath, base, freshPage, launchSharedBrowser, recordRequests, seeText } from './journey-kit.ts';
import { layoutShiftScore, watchLayoutShifts } from './page-metrics.ts';

// Issue 6, items 15 and 16: titles, the 404 status, files that exist, recovering from a failed
// page or chunk, and a page that does not jump while it loads.
const browser = launchSharedBrowser();

const authChunk = /\/assets\/auth-page-[\w-]+\.js$/;
const homeChunk = /\/assets\/home-page-[\w-]+\.js$/;
const notFound = (route: Route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'gone' });

/** The page's top-level document requests from now on (a reload is one; a client-side navigation is none). */
function countDocumentLoads(page: Page) {
  return recordRequests(page, (request) =>
    request.isNavigationRequest() && request.frame() === page.mainFrame()
      ? new URL(request.url()).pathname
      : undefined,
  );
}

describe('each page has its own title', () => {
  it('titles the tab after the page, across client-side navigation', async () => {
    const { context, page } = await freshPage(browser());
    await page.goto(`${base}/auth`);
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    expect(await page.title()).toBe('Sign in · Basera');

    await page.getByRole('contentinfo').getByRole('link', { name: 'Help Center' }).click();
    await page.getByRole('heading', { name: 'Help Center' }).waitFor();
    expect(await page.title()).toBe('Help Center · Basera');

    await page.getByRole('banner').getByRole('link', { name: 'Basera' }).click();
    await page.getByRole('heading', { name: 'Featured Properties' }).waitFor();
    expect(await page.title()).toBe('Stays across India · Basera');
    await context.close();
  });

  it('answers an unknown path with HTTP 404 and the 404 screen, titled so', async () => {
    const { context, page } = await freshPage(browser());
    const response = await page.goto(`${base}/no-such-page`);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    expect(await page.title()).toBe('Page not found · Basera');

    const known = await page.goto(`${base}/help-center`);
    expect(known?.status()).toBe(200);
    await context.close();
  });
});

describe('files a browser asks for', () => {
  it('serves the favicon, robots.txt and the manifest the page links, and 404 for a missing script', async () => {
    const { context, page } = await freshPage(browser());
    await page.goto(`${base}/`);
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = await page.request.get(`${base}${manifestHref}`);
    expect(manifest.status()).toBe(200);
    const body = await manifest.json();
    expect(body.short_name).toBe('Basera');
    for (const icon of body.icons as Array<{ src: string }>) {
      expect((await page.request.get(`${base}${icon.src}`)).status(), icon.src).toBe(200);
    }

    const favicon = await page.request.get(`${base}/favicon.ico`);
    expect(favicon.status()).toBe(200);
    expect(favicon.headers()['content-type']).toMatch(/icon/);
    const robots = await page.request.get(`${base}/robots.txt`);
    expect(robots.status()).toBe(200);
    expect(await robots.text()).toContain('User-agent: *');

    const missing = await page.request.get(`${base}/assets/index-0ld8uild.js`);
    expect(missing.status()).toBe(404);
    expect(missing.headers()['content-type']).not.toMatch(/html/);
    await context.close();
  });
});

describe('a tab open across a deploy', () => {
  it("reloads once when a page's code is gone, and then shows the page", async () => {
    const { context, page } = await freshPage(browser());
    let failed = 0;
    await page.route(authChunk, (route) => (failed++ === 0 ? notFound(route) : route.continue()));
    await page.goto(`${base}/help-center`);
    await page.getByRole('heading', { name: 'Help Center' }).waitFor();
    const loads = countDocumentLoads(page);
    const errorsShown: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('A page failed to render')) errorsShown.push(message.text());
    });

    await page.getByRole('banner').getByRole('link', { name: 'Login', exact: true }).click();
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    expect(failed).toBe(2); // the old chunk failed once, the reloaded page fetched it again
    expect(loads).toEqual(['/auth']); // one reload, of the page the visitor asked for
    expect(errorsShown).toEqual([]); // no error screen flashed before the reload
    await context.close();
  });

  it('does not reload in a loop: a second failure shows the error with a Reload button that works', async () => {
    const { context, page } = await freshPage(browser());
    await page.route(authChunk, notFound);
    await page.goto(`${base}/help-center`);
    await page.getByRole('heading', { name: 'Help Center' }).waitFor();
    const loads = countDocumentLoads(page);

    await page.getByRole('banner').getByRole('link', { name: 'Login', exact: true }).click();
    await page.getByRole('heading', { name: 'Something went wrong' }).waitFor();
    expect(loads).toEqual(['/auth']);
    // The header and footer stay: the visitor can go elsewhere.
    await page.getByRole('banner').getByRole('link', { name: 'Basera' }).waitFor();

    await page.unroute(authChunk);
    await page.getByRole('button', { name: 'Reload page' }).click();
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    await atPath(page, '/auth');
    await context.close();
  });

  it('shows a page that breaks a friendly message instead of a blank screen, without reloading', async () => {
    const { context, page } = await freshPage(browser());
    // The home page's code throws as it runs (forced: a broken build).
    await page.route(homeChunk, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/javascript',
        body: 'throw new Error("broken build");',
      }),
    );
    const loads = countDocumentLoads(page);
    await page.goto(`${base}/`);
    await page.getByRole('heading', { name: 'Something went wrong' }).waitFor();
    await seeText(
      page,
      'This page could not be shown. Reloading usually fixes it; your bookings and account are safe.',
    );
    expect(loads).toEqual(['/']);

    await page.unroute(homeChunk);
    await page.getByRole('button', { name: 'Reload page' }).click();
    await page.getByRole('heading', { name: 'Featured Properties' }).waitFor();
    await context.close();
  });
});

describe('bytes of a first visit', () => {
  it('fetches Inter and the language label font, compressed scripts and only the code of the page it shows', async () => {
    const { context, page } = await freshPage(browser());
    const responses: Array<{ path: string; type: string; encoding?: string }> = [];
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      responses.push({
        path: pathname,
        type: response.request().resourceType(),
        encoding: response.headers()['content-encoding'],
      });
    });
    await page.goto(`${base}/auth`);
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    await page.waitForLoadState('networkidle');
    const scripts = responses.filter((r) => r.type === 'script' && r.path.startsWith('/assets/'));
    expect(scripts.some((r) => authChunk.test(r.path))).toBe(true);
    expect(scripts.filter((r) => homeChunk.test(r.path))).toEqual([]); // the home page's code waits for it
    for (const script of scripts) expect([script.path, script.encoding]).toEqual([script.path, 'br']);

    await page.getByRole('banner').getByRole('link', { name: 'Basera' }).click();
    await page.getByRole('article').getByRole('link').first().waitFor();
    await page.waitForLoadState('networkidle');
    // Inter's one latin file, and the 5 KB of Devanagari the switch's "हिन्दी" needs (decision 110).
    expect(
      responses
        .filter((r) => r.type === 'font')
        .map((r) => r.path)
        .sort(),
    ).toEqual([
      expect.stringMatching(/^\/assets\/devanagari-language-label-[\w-]+\.woff2$/),
      expect.stringMatching(/^\/assets\/inter-latin-wght-normal-[\w-]+\.woff2$/),
    ]);
    // The rupee sign still shows (drawn by the system font, outside the one Inter file).
    expect(await page.getByText('₹', { exact: false }).count()).toBeGreaterThan(0);
    await context.close();
  });
});

describe('layout shift (CLS) while a first visit loads', () => {
  for (const width of [390, 1280]) {
    it(`stays at most 0.05 on / and /auth at ${width} px: the footer does not jump`, async () => {
      const context = await browser().newContext({ viewport: { width, height: width < 500 ? 844 : 900 } });
      await watchLayoutShifts(context);
      const page = await context.newPage();

      await page.goto(`${base}/`);
      await page.getByRole('article').getByRole('link').first().waitFor();
      await page.waitForLoadState('networkidle');
      const home = await layoutShiftScore(page);

      await page.goto(`${base}/auth`);
      await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
      await page.waitForLoadState('networkidle');
      const auth = await layoutShiftScore(page);

      console.log(`CLS at ${width} px: / ${home.toFixed(3)}, /auth ${auth.toFixed(3)}`);
      expect(home).toBeLessThanOrEqual(0.05);
      expect(auth).toBeLessThanOrEqual(0.05);
      await context.close();
    });
  }
});
