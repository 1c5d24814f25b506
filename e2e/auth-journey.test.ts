import { describe, expect, it } from 'vitest';
import {
  atPath,
  base,
  demo,
  labelInNameFindings,
  launchSharedBrowser,
  mailLink,
  freshPage as openPage,
  seeText,
  severeAxeFindings,
  signInThroughForm,
} from './journey-kit.ts';

const browser = launchSharedBrowser();
const freshPage = () => openPage(browser());

describe('sign-in journey', () => {
  it('registers, logs out, logs in, shows the initials and remembers the dark theme', async () => {
    const { context, page } = await freshPage();
    const email = `asha.${Date.now()}@example.com`;
    const password = 'Journey1234';

    // This server has no Google configured: once it has said so, the page offers no Google button
    // and no note about it, only the password form.
    const providers = page.waitForResponse((r) => r.url().endsWith('/api/auth/providers'));
    await page.goto(`${base}/auth`);
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    expect(await (await providers).json()).toEqual({ google: false });
    expect(await page.getByRole('button', { name: /Google/ }).count()).toBe(0);
    expect(await page.getByText(/Google sign-in/).count()).toBe(0);

    // Validation messages come from the shared zod schemas, verbatim.
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await seeText(page, 'Invalid email address');
    await seeText(page, 'Password is required');

    await page.getByRole('button', { name: 'Create an account' }).click();
    await page.getByLabel('First name').fill('Asha');
    await page.getByLabel('Last name').fill('Verma');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByLabel('Confirm password').focus();
    await seeText(page, 'Password must be at least 8 characters');
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm password').fill(password);
    await page.getByRole('button', { name: 'Create account' }).click();

    await atPath(page, '/');
    await seeText(page, 'Welcome to Basera!');
    const initials = page.getByTestId('avatar-initials');
    await initials.waitFor();
    expect(await initials.textContent()).toBe('AV');

    // Log out from the account menu.
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await atPath(page, '/auth');
    await seeText(page, 'Logged out');

    // Log back in.
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await atPath(page, '/');
    await seeText(page, 'Welcome back!');
    await initials.waitFor();
    // The account menu is named by what it shows (first name, initials), then whose it is.
    await page.getByRole('button', { name: /^Asha AV Account menu for Asha Verma$/ }).waitFor();
    expect(await labelInNameFindings(page)).toEqual([]);
    expect(await initials.textContent()).toBe('AV');

    // The menu shows the full name and the email.
    await page.getByRole('button', { name: /Account menu/ }).click();
    await seeText(page, 'Asha Verma');
    await seeText(page, email);
    await page.keyboard.press('Escape');

    // Dark theme survives a reload.
    const isDark = () => page.evaluate(() => document.documentElement.classList.contains('dark'));
    expect(await isDark()).toBe(false);
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    expect(await isDark()).toBe(true);
    await page.reload();
    await page.getByRole('button', { name: 'Switch to light theme' }).waitFor();
    expect(await isDark()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

    await context.close();
  });
});

describe('password reset', () => {
  const dataDir = process.env.E2E_DATA_DIR;
  it.skipIf(!dataDir)('sends a reset link by mail and sets a new password through it', async () => {
    const { context, page } = await freshPage();
    const email = `ravi.${Date.now()}@example.com`;
    const registered = await page.request.post(`${base}/api/auth/register`, {
      data: { firstName: 'Ravi', lastName: 'Kumar', email, password: 'Original123' },
    });
    expect(registered.status()).toBe(201);
    await context.clearCookies();

    await page.goto(`${base}/auth`);
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await seeText(page, 'Reset link sent');

    // The file mailer writes each mail to DATA_DIR/mail; the link carries the token.
    // Mail leaves through the outbox just after the answer: give it a moment to arrive.
    // Registration mailed a verification link too: the reset mail is the one linking to /auth.
    const resetLink = () => mailLink(dataDir!, email, '/auth?token=');
    await expect.poll(resetLink, { timeout: 5000 }).toBeDefined();
    const link = resetLink();
    expect(link).toBeDefined();
    const { pathname, search } = new URL(link!, base);
    expect(pathname).toBe('/auth');

    await page.goto(`${base}${pathname}${search}`);
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await page.getByLabel('New password', { exact: true }).fill('Changed4567');
    await page.getByLabel('Confirm new password').fill('Changed4567');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await seeText(page, 'Password reset successful');
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Changed4567');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await atPath(page, '/');
    await context.close();
  });
});

describe('route guards', () => {
  it('sends a signed-out visitor from /trips to /auth', async () => {
    const { context, page } = await freshPage();
    await page.goto(`${base}/trips`);
    await atPath(page, '/auth');
    await context.close();
  });

  it('sends a signed-out visitor from /admin to /admin/login', async () => {
    const { context, page } = await freshPage();
    await page.goto(`${base}/admin`);
    await atPath(page, '/admin/login');
    await page.getByRole('heading', { name: 'Admin sign in' }).waitFor();
    await context.close();
  });

  it('shows 404 Page Not Found for an unknown path', async () => {
    const { context, page } = await freshPage();
    await page.goto(`${base}/no/such/page`);
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    await context.close();
  });
});

describe('customers and owners', () => {
  it('offers a customer "Become a host" and sends them from /owner to /become-owner', async () => {
    const { context, page } = await freshPage();
    await signInThroughForm(page, 'customer@basera.example', 'Customer123');
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Become a host' }).click();
    await atPath(page, '/become-owner');
    await context.close();
  });

  it('shows an owner the hosting header on /owner and the travelling header elsewhere', async () => {
    const { context, page } = await freshPage();
    await signInThroughForm(page, 'owner@basera.example', 'Owner1234');
    await page.getByRole('link', { name: 'Switch to hosting' }).click();
    await atPath(page, '/owner');
    await page.getByRole('link', { name: 'Reservations', exact: true }).waitFor();
    await page.getByRole('link', { name: 'Listings', exact: true }).waitFor();
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Calendar' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('link', { name: 'Switch to travelling' }).click();
    await atPath(page, '/');
    await page.getByRole('link', { name: 'Switch to hosting' }).waitFor();
    await context.close();
  });
});

describe('admin sign-in', () => {
  it('shows the admin validation messages and signs the demo admin in', async () => {
    const { context, page } = await freshPage();
    await page.goto(`${base}/admin/login`);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await seeText(page, 'Please enter a valid email address');
    await seeText(page, 'Password must be at least 6 characters');

    await page.getByLabel('Email').fill('admin@basera.example');
    await page.getByLabel('Password', { exact: true }).fill('Admin1234');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await atPath(page, '/admin');
    await seeText(page, 'Login successful');
    await page.getByRole('heading', { name: 'Dashboard Overview' }).waitFor();

    await page.getByRole('button', { name: 'Logout' }).click();
    await atPath(page, '/admin/login');
    await page.goto(`${base}/admin/badges`);
    await atPath(page, '/admin/login');
    await context.close();
  });

  it('treats Logout after the admin session ended elsewhere as signed out, without an error', async () => {
    const { context, page } = await freshPage();
    await page.goto(`${base}/admin/login`);
    await page.getByLabel('Email').fill(demo.admin.email);
    await page.getByLabel('Password', { exact: true }).fill(demo.admin.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByRole('heading', { name: 'Dashboard Overview' }).waitFor();
    // Another tab signs out: the server ends the session this page still thinks it has.
    const elsewhere = await context.request.post(`${base}/api/admin/logout`, { headers: { origin: base } });
    expect(elsewhere.status()).toBe(200);
    await page.getByRole('button', { name: 'Logout' }).click();
    await atPath(page, '/admin/login');
    expect(await page.getByText('Logout failed').count()).toBe(0);
    await context.close();
  });
});

describe('accessibility', () => {
  for (const theme of ['light', 'dark'] as const) {
    for (const pathname of ['/auth', '/', '/admin/login']) {
      it(`has no serious or critical axe violations on ${pathname} (${theme})`, async () => {
        const { context, page } = await freshPage();
        await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
        await page.goto(`${base}${pathname}`, { waitUntil: 'networkidle' });
        expect(await severeAxeFindings(page)).toEqual([]);
        await context.close();
      });
    }
  }
});
