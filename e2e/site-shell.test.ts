import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  atPath,
  base,
  demo,
  freshPage,
  launchSharedBrowser,
  registerOwner,
  seeText,
  signIn,
} from './journey-kit.ts';

// Header, footer and placeholder pages (traveller §2; admin-and-host §2).
const browser = launchSharedBrowser();

const header = (page: Page) => page.getByRole('banner');
const logo = (page: Page) => header(page).getByRole('link', { name: 'Basera' });

/**
 * The bell shows a dot with the count only while something is unread (issue 26 §4): the count the
 * server gives this session (none while the server has no notifications API).
 */
async function expectBellToTellTheTruth(page: Page) {
  const answer = await page.request.get(`${base}/api/notifications/unread-count`);
  const count = answer.ok() ? ((await answer.json()) as { count: number }).count : 0;
  const bell = header(page).getByRole('link', { name: /^Notifications/ });
  expect(await bell.getAttribute('href')).toBe('/notifications');
  if (count > 0) {
    await bell.getByTestId('notification-dot').waitFor();
    expect(await bell.getAttribute('aria-label')).toBe(`Notifications, ${count} unread`);
  } else expect(await bell.getByTestId('notification-dot').count()).toBe(0);
}

async function menuItems(page: Page): Promise<string[]> {
  await page.getByRole('button', { name: /Account menu/ }).click();
  const items = page.getByRole('menuitem');
  await items.first().waitFor();
  const names = (await items.allTextContents()).map((t) => t.trim());
  await page.keyboard.press('Escape');
  return names;
}

describe('header', () => {
  it('shows a signed-out visitor a Login button to /auth, on /auth too, and no bell', async () => {
    const { context, page } = await freshPage(browser());
    for (const path of ['/', '/auth']) {
      await page.goto(`${base}${path}`);
      const login = header(page).getByRole('link', { name: 'Login', exact: true });
      await login.waitFor();
      expect(await login.getAttribute('href')).toBe('/auth');
    }
    expect(await page.getByRole('link', { name: 'Notifications' }).count()).toBe(0);
    await context.close();
  });

  it('gives a customer the traveller menu, Messages, a truthful bell and the logo to /', async () => {
    const { context, page } = await freshPage(browser());
    await signIn(page, demo.customer.email, demo.customer.password);
    expect(await logo(page).getAttribute('href')).toBe('/');
    expect(
      await header(page)
        .getByRole('link', { name: /^Messages/ })
        .getAttribute('href'),
    ).toBe('/messages');
    await expectBellToTellTheTruth(page);
    expect(await menuItems(page)).toEqual([
      'Search stays',
      'Your trips',
      'Wishlists',
      'Personal info',
      'Payments',
      'Notifications',
      'Help Center',
      'Contact us',
      'Become a host',
      'Log out',
    ]);
    expect(await page.getByRole('link', { name: 'Switch to hosting' }).count()).toBe(0);
    await context.close();
  });

  it('gives an owner in hosting mode the Host menu, Listings, Reservations and the logo to /owner', async () => {
    const { context, page } = await freshPage(browser());
    await signIn(page, demo.owner.email, demo.owner.password);
    expect(await menuItems(page)).toContain('Switch to hosting');
    await page.getByRole('link', { name: 'Switch to hosting' }).click();
    await atPath(page, '/owner');
    await header(page).getByRole('link', { name: 'Listings' }).waitFor();
    expect(await logo(page).getAttribute('href')).toBe('/owner');
    expect(await header(page).getByRole('link', { name: 'Reservations' }).getAttribute('href')).toBe(
      '/reservations',
    );
    await expectBellToTellTheTruth(page);
    const items = await menuItems(page);
    expect(items.slice(0, 8)).toEqual([
      'Dashboard',
      'Calendar',
      'Search stays',
      'Your trips',
      'Wishlists',
      'Profile',
      'Payments',
      'Help',
    ]);
    expect(items.at(-1)).toBe('Log out');
    await context.close();
  });
});

describe('navigation', () => {
  it('opens a new page at its top, not at the scroll position of the last one', async () => {
    // A phone: the sign-in page is taller than the screen, so a kept scroll position would show.
    const context = await browser().newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${base}/`);
    await page.getByRole('heading', { name: 'Featured Properties' }).waitFor();
    await page.evaluate(() => window.scrollTo(0, 1200));
    expect(await page.evaluate(() => window.scrollY)).toBe(1200);
    await header(page).getByRole('link', { name: 'Login', exact: true }).click();
    await atPath(page, '/auth');
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(844 + 1200);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await context.close();
  });
});

describe('footer', () => {
  it('links the static pages and Host Services, gives e-mail, phone and Mumbai, India, and no placeholder social links', async () => {
    const { context, page } = await freshPage(browser());
    await page.goto(`${base}/`);
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'Host Services' }).waitFor(); // drawn, not just begun
    const hrefs = await footer
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    for (const path of [
      '/help-center',
      '/safety-information',
      '/cancellation-policy',
      '/community-guidelines',
      '/property-management',
      '/interior-design',
      '/privacy-policy',
      '/terms-of-service',
      '/cookie-policy',
    ]) {
      expect(hrefs).toContain(path);
    }
    expect(await footer.getByRole('link', { name: 'Host Services' }).getAttribute('href')).toBe('/owner');
    expect(hrefs.some((h) => h.startsWith('mailto:'))).toBe(true);
    expect(hrefs.some((h) => h.startsWith('tel:'))).toBe(true);
    await footer.getByText('Mumbai, India', { exact: true }).waitFor();
    // Basera has no social pages: the footer names none rather than promising them (decision 116).
    expect(await footer.getByText(/coming soon|Instagram|Facebook/i).count()).toBe(0);
    await context.close();
  });
});

describe('placeholder pages', () => {
  it('says Coming soon on /help and /contact, and titles /privacy Privacy Settings', async () => {
    const { context, page } = await freshPage(browser());
    for (const path of ['/help', '/contact']) {
      await page.goto(`${base}${path}`);
      await seeText(page, 'Coming soon');
    }
    await page.goto(`${base}/privacy`);
    await page.getByRole('heading', { name: 'Privacy Settings' }).waitFor();
    expect(await page.getByText('Coming soon', { exact: true }).count()).toBe(0);
    await context.close();
  });

  it('shows a new user the real /messages and /notifications, no longer Coming soon', async () => {
    const { context, page } = await freshPage(browser());
    await registerOwner(context, { tag: 'site-shell' });
    await page.goto(`${base}/messages`);
    await page.getByRole('heading', { name: 'Messages', level: 1 }).waitFor();
    await seeText(page, 'No messages yet');
    await seeText(
      page,
      'To ask a host something, open a stay and choose Message Host. Your conversations with hosts and guests show here.',
    );
    expect(await page.getByRole('link', { name: 'Messages', exact: true }).count()).toBe(1); // no unread count
    await page.goto(`${base}/notifications`);
    await page.getByRole('heading', { name: 'Notifications', level: 1 }).waitFor();
    expect(await page.getByRole('link', { name: 'Mail settings' }).getAttribute('href')).toBe(
      '/profile#notification-preferences',
    );
    expect(await page.getByText('Coming soon', { exact: true }).count()).toBe(0);
    await context.close();
  });

  it('sends an anonymous visitor from each signed-in and owner page to /auth', async () => {
    const { context, page } = await freshPage(browser());
    for (const path of ['/profile', '/wishlists', '/payments', '/become-owner', '/owner', '/reservations']) {
      await page.goto(`${base}${path}`);
      await atPath(page, '/auth');
    }
    await context.close();
  });

  it('sends a signed-in user opening /auth to /', async () => {
    const { context, page } = await freshPage(browser());
    await signIn(page, demo.customer.email, demo.customer.password);
    await page.goto(`${base}/auth`);
    await atPath(page, '/');
    await context.close();
  });
});

describe('admin shell', () => {
  async function adminSignIn(page: Page) {
    await page.goto(`${base}/admin/login`);
    await page.getByLabel('Email').fill(demo.admin.email);
    await page.getByLabel('Password', { exact: true }).fill(demo.admin.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await atPath(page, '/admin');
  }

  it('shows the password on request and says where to get help', async () => {
    const { context, page } = await freshPage(browser());
    await page.goto(`${base}/admin/login`);
    const password = page.getByLabel('Password', { exact: true });
    expect(await password.getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: 'Show password' }).click();
    expect(await password.getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    expect(await password.getAttribute('type')).toBe('password');
    await page.getByText(/contact your system administrator/i).waitFor();
    await context.close();
  });

  it('collapses the sidebar, opens Users and goes Back to Site', async () => {
    const { context, page } = await freshPage(browser());
    await adminSignIn(page);
    const sidebar = page.getByRole('complementary');
    await sidebar.getByRole('button', { name: 'Collapse sidebar' }).click();
    await sidebar.getByRole('button', { name: 'Expand sidebar' }).waitFor();
    // Collapsed, the links keep their names for screen readers.
    await sidebar.getByRole('link', { name: 'Users' }).click();
    await atPath(page, '/admin/users');
    await page.getByRole('heading', { name: 'Users', level: 1 }).waitFor();
    await page.getByLabel('Search users').waitFor();
    await sidebar.getByRole('link', { name: 'Back to Site' }).click();
    await atPath(page, '/');
    await context.close();
  });

  it('opens a drawer on a phone, and its Logout goes to /admin/login', async () => {
    const context = await browser().newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await adminSignIn(page);
    await page.getByRole('button', { name: 'Open admin menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Admin menu' });
    await drawer.getByRole('link', { name: 'Badges' }).click();
    await atPath(page, '/admin/badges');
    await drawer.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Open admin menu' }).click();
    await drawer.getByRole('button', { name: 'Logout' }).click();
    await atPath(page, '/admin/login');
    await context.close();
  });
});

describe('the served app', () => {
  it('applies a remembered dark theme while the page is still parsing, from its one inline script the CSP allows', async () => {
    const context = await browser().newContext();
    // Before any of the page's scripts: remember dark, and note how far the page had parsed when
    // something first turned <html> dark.
    await context.addInitScript(() => {
      localStorage.setItem('theme', 'dark');
      const noted = window as unknown as { darkWhile?: string };
      const toggle = DOMTokenList.prototype.toggle;
      DOMTokenList.prototype.toggle = function (token: string, force?: boolean) {
        if (token === 'dark' && force && noted.darkWhile === undefined) noted.darkWhile = document.readyState;
        return force === undefined ? toggle.call(this, token) : toggle.call(this, token, force);
      };
    });
    const page = await context.newPage();
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    // The home page and a property page (its own route, with the listing's meta tags).
    const [listing] = (await (await fetch(`${base}/api/properties`)).json()) as { id: string }[];
    for (const path of ['/', `/property/${listing!.id}`]) {
      await page.goto(`${base}${path}`);
      await header(page).waitFor();
      // 'loading': the head's script did it, before the app's module scripts ran.
      expect(await page.evaluate(() => (window as unknown as { darkWhile?: string }).darkWhile), path).toBe(
        'loading',
      );
    }
    expect(refused).toEqual([]);
    await context.close();
  });

  it("is React's production build: the first page's scripts hold no development-only code", async () => {
    const html = await (await fetch(`${base}/`)).text();
    const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((s) => s.includes('jsx-dev-runtime'))).toEqual([]);
    for (const script of scripts) {
      // A warning React DOM prints only in development (its nesting check).
      expect(await (await fetch(`${base}${script}`)).text()).not.toContain('cannot be a child of');
    }
  });
});
