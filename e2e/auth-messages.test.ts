import { describe, it } from 'vitest';
import { atPath, base, freshPage, launchSharedBrowser, seeText } from './journey-kit.ts';

// The spec's words (traveller §5 and §8, admin-and-host §5 and §8), shown verbatim.
const browser = launchSharedBrowser();

async function signInForm() {
  const { context, page } = await freshPage(browser());
  await page.goto(`${base}/auth`);
  await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
  return { context, page };
}

describe('sign-in messages', () => {
  it('says Login failed with the server message, then Welcome back!', async () => {
    const { context, page } = await signInForm();
    await page.getByLabel('Email').fill('customer@basera.example');
    await page.getByLabel('Password', { exact: true }).fill('NotThePassword1');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await seeText(page, 'Login failed');
    await seeText(page, 'Invalid email or password');

    await page.getByLabel('Password', { exact: true }).fill('Customer123');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await seeText(page, 'Welcome back!');
    await seeText(page, 'You have been logged in successfully.');
    await atPath(page, '/');
    await context.close();
  });

  it('shows every register rule and says Registration failed for a taken address', async () => {
    const { context, page } = await signInForm();
    await page.getByRole('button', { name: 'Create an account' }).click();
    await page.getByRole('button', { name: 'Create account' }).click();
    for (const message of [
      'First name is required',
      'Last name is required',
      'Invalid email address',
      'Password must be at least 8 characters',
    ]) {
      await seeText(page, message);
    }
    const password = page.getByLabel('Password', { exact: true });
    const confirm = page.getByLabel('Confirm password');
    for (const [value, message] of [
      ['ALLUPPER123', 'Password must contain at least one lowercase letter'],
      ['alllower123', 'Password must contain at least one uppercase letter'],
      ['NoDigitsHere', 'Password must contain at least one number'],
    ] as const) {
      await password.fill(value);
      await confirm.focus();
      await seeText(page, message);
    }
    await page.getByLabel('First name').fill('Asha');
    await page.getByLabel('Last name').fill('Verma');
    await page.getByLabel('Email').fill('customer@basera.example');
    await password.fill('Customer123');
    await confirm.fill('Customer124');
    await page.getByRole('button', { name: 'Create account' }).click();
    await seeText(page, "Passwords don't match");

    await confirm.fill('Customer123');
    await page.getByRole('button', { name: 'Create account' }).click();
    await seeText(page, 'Registration failed');
    await seeText(page, 'An account with this email already exists');
    await context.close();
  });

  it('says Failed to send reset email when the server fails', async () => {
    const { context, page } = await signInForm();
    // A server error cannot be provoked on purpose: force a 500 on this real route.
    await page.route('**/api/auth/forgot-password', (route) => route.fulfill({ status: 500, body: '{}' }));
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await page.getByLabel('Email').fill('someone@example.com');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await seeText(page, 'Failed to send reset email');
    await context.close();
  });

  it('says a made-up reset link cannot be used as soon as it opens', async () => {
    // The "Password reset failed" toast for a link used meanwhile: e2e/sign-in-flow.test.ts.
    const { context, page } = await freshPage(browser());
    await page.goto(`${base}/auth?token=made-up-token-0123456789abcdef`);
    await page.getByRole('heading', { name: 'This reset link can no longer be used' }).waitFor();
    await seeText(page, 'This reset link is invalid or has expired. Please request a new one.');
    await context.close();
  });

  it('explains that Google sign-in is not set up', async () => {
    const { context, page } = await freshPage(browser());
    await page.goto(`${base}/auth?error=google_not_configured`);
    await seeText(page, 'Google sign-in failed');
    await seeText(page, 'Google sign-in is not set up on this server.');
    await context.close();
  });

  it('says Logged out on logout', async () => {
    const { context, page } = await signInForm();
    await page.getByLabel('Email').fill('owner@basera.example');
    await page.getByLabel('Password', { exact: true }).fill('Owner1234');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await atPath(page, '/');
    await page.getByTestId('avatar-initials').click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await seeText(page, 'You have been logged out successfully.');
    await atPath(page, '/auth');
    await context.close();
  });

  it('says Login failed at the admin login for a non-admin', async () => {
    const { context, page } = await freshPage(browser());
    await page.goto(`${base}/admin/login`);
    await page.getByLabel('Email').fill('customer@basera.example');
    await page.getByLabel('Password', { exact: true }).fill('Customer123');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await seeText(page, 'Login failed');
    await seeText(page, 'Invalid email or password');
    await context.close();
  });
});
