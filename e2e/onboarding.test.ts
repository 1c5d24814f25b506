// Owner onboarding and the profile in Chromium against the real server: a new customer becomes a
// host (a real photo uploaded with its progress, PAN and Aadhaar checked at the field and shown
// masked), then uses /profile: the masked documents, a photo change, a password change that signs
// out another browser, and the email verified through the mailed link.
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext, FileChooser, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  atPath,
  base,
  launchSharedBrowser,
  mailLink,
  noSevereAxeViolations,
  freshPage as openPage,
  seeText,
  seeToast,
} from './journey-kit.ts';

const browser = launchSharedBrowser();
const freshPage = () => openPage(browser());

const stamp = Date.now();
const host = {
  firstName: 'Meera',
  lastName: 'Iyer',
  email: `meera.${stamp}@example.com`,
  password: 'Journey1234',
};
const FULL_AADHAAR = ['234123412346', '2341 2341 2346'];
let photoFile = '';

beforeAll(async () => {
  // A real photo: a 1600x1200 JPEG of noise (about 1.5 MB, so its upload takes a moment to watch).
  const dir = mkdtempSync(path.join(tmpdir(), 'basera-onboarding-'));
  photoFile = path.join(dir, 'meera.jpg');
  const width = 1600;
  const height = 1200;
  await sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .toFile(photoFile);
});

/** Sign in through the /auth form as the journey's host (its password may have been changed). */
async function signInAs(page: Page, password = host.password) {
  await page.goto(`${base}/auth`);
  await page.getByLabel('Email').fill(host.email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await atPath(page, '/');
  await page.getByTestId('avatar-initials').waitFor();
}

/** Press a button that opens the file chooser, and choose these files. */
async function choose(page: Page, button: Locator, files: Parameters<FileChooser['setFiles']>[0]) {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), button.click()]);
  await chooser.setFiles(files);
}

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

const textFile = { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') };

/** Slow this page's uploads to about 400 KB/s (Chromium's own throttling) so the progress is seen. */
async function throttleUploads(context: BrowserContext, page: Page, on: boolean) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: on ? 400 * 1024 : -1,
  });
}

describe('owner onboarding', () => {
  it('takes a new customer through the three steps to the host dashboard', async () => {
    const { context, page } = await freshPage();

    // Register as a customer.
    await page.goto(`${base}/auth`);
    await page.getByRole('button', { name: 'Create an account' }).click();
    await page.getByLabel('First name').fill(host.firstName);
    await page.getByLabel('Last name').fill(host.lastName);
    await page.getByLabel('Email').fill(host.email);
    await page.getByLabel('Password', { exact: true }).fill(host.password);
    await page.getByLabel('Confirm password').fill(host.password);
    await page.getByRole('button', { name: 'Create account' }).click();
    await atPath(page, '/');
    await page.getByTestId('avatar-initials').waitFor();

    // Become a host from the account menu.
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Become a host' }).click();
    await atPath(page, '/become-owner');
    await page.getByRole('heading', { name: 'Become a host', level: 1 }).waitFor();
    await seeText(page, 'Step 1 of 3');

    // Step 1 is prefilled from the account; the phone is still missing.
    expect(await page.getByLabel('First name').inputValue()).toBe(host.firstName);
    expect(await page.getByLabel('Email').inputValue()).toBe(host.email);
    expect(await page.getByLabel('Phone').inputValue()).toBe('');
    await page.getByRole('button', { name: 'Next' }).click();
    await seeToast(page, 'Required fields missing', 'Please fill in all required fields.');
    await seeText(page, 'Phone must be an Indian mobile number: 10 digits starting with 6, 7, 8 or 9');

    await page.getByLabel('Phone').fill('12345 67890');
    await page.getByLabel('Email').fill('meera@');
    await page.getByLabel('Email').blur();
    await seeText(page, 'Email must be a valid email address');
    await seeText(page, 'Phone must be an Indian mobile number: 10 digits starting with 6, 7, 8 or 9');
    await page.getByLabel('Email').fill(host.email);
    await page.getByLabel('Phone').fill('98765 43210');
    expect(await page.getByText('Email must be a valid email address').count()).toBe(0);

    // A text file is refused before anything is sent.
    await choose(page, button(page, 'Choose photo'), textFile);
    await seeToast(page, 'Invalid file type', 'Please select a valid image file.');

    // A real photo goes up with its progress shown, then is previewed.
    await throttleUploads(context, page, true);
    await choose(page, button(page, 'Choose photo'), photoFile);
    const progress = page.getByRole('progressbar', { name: 'Uploading meera.jpg' });
    await progress.waitFor();
    await page.getByRole('button', { name: 'Uploading...' }).waitFor();
    expect(await page.getByRole('button', { name: 'Uploading...' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    await expect
      .poll(async () => Number(await progress.getAttribute('aria-valuenow')), { timeout: 10_000 })
      .toBeGreaterThan(0);
    await progress.waitFor({ state: 'detached', timeout: 20_000 });
    await throttleUploads(context, page, false);
    const preview = page.getByRole('img', { name: 'Meera Iyer' });
    await preview.waitFor();
    expect(await preview.getAttribute('src')).toMatch(/^\/api\/uploads\//);
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Change photo' }).waitFor();

    await page.getByRole('button', { name: 'Next' }).click();
    await seeText(page, 'Step 2 of 3');

    // Step 2: both documents required; PAN upper-cased as typed; the Verhoeff check at the field.
    await page.getByRole('button', { name: 'Next' }).click();
    await seeToast(page, 'Documents required', 'Please provide both PAN and Aadhaar numbers.');
    await page.getByLabel('PAN').pressSequentially('abcpe1234f');
    expect(await page.getByLabel('PAN').inputValue()).toBe('ABCPE1234F');
    await page.getByLabel('Aadhaar number').fill('234123412347');
    expect(await page.getByLabel('Aadhaar number').inputValue()).toBe('2341 2341 2347');
    await page.getByLabel('Aadhaar number').blur();
    await seeText(
      page,
      'Aadhaar number is not valid: please check the digits (its last digit does not match)',
    );
    await page.getByRole('button', { name: 'Next' }).click();
    await seeText(page, 'Step 2 of 3');
    await page.getByLabel('Aadhaar number').fill('234123412346');
    expect(await page.getByText(/its last digit does not match/).count()).toBe(0);

    // Back keeps what was entered, on both steps.
    await page.getByRole('button', { name: 'Back' }).click();
    await seeText(page, 'Step 1 of 3');
    expect(await page.getByLabel('Phone').inputValue()).toBe('98765 43210');
    await page.getByRole('button', { name: 'Next' }).click();
    await seeText(page, 'Step 2 of 3');
    expect(await page.getByLabel('PAN').inputValue()).toBe('ABCPE1234F');
    expect(await page.getByLabel('Aadhaar number').inputValue()).toBe('2341 2341 2346');
    await page.getByRole('button', { name: 'Next' }).click();

    // Step 3: the summary shows the documents masked, never in full.
    await seeText(page, 'Step 3 of 3');
    await seeText(page, 'ABCPE••••F');
    await seeText(page, 'XXXX XXXX 2346');
    await seeText(page, '+91 98765 43210');
    const summary = await page.locator('main').innerText();
    for (const full of [...FULL_AADHAAR, 'ABCPE1234F']) expect(summary).not.toContain(full);
    await noSevereAxeViolations(page, 'the onboarding summary');

    await page.getByRole('button', { name: 'Complete Registration' }).click();
    await seeToast(page, 'Success!', 'Your profile has been updated successfully.');
    await atPath(page, '/owner');
    await page.getByRole('heading', { name: 'Your listings' }).waitFor();

    // The header now offers Switch to hosting, and it opens /owner.
    await page.getByRole('link', { name: 'Switch to travelling' }).click();
    await atPath(page, '/');
    await page.getByRole('link', { name: 'Switch to hosting' }).click();
    await atPath(page, '/owner');
    await page.getByRole('heading', { name: 'Your listings' }).waitFor();
    await context.close();
  });

  it('shows an owner the masked documents on /profile, and nowhere the full Aadhaar', async () => {
    const { context, page } = await freshPage();
    await signInAs(page);
    await page.goto(`${base}/profile`);
    await page.getByRole('heading', { name: 'Meera Iyer', level: 1 }).waitFor();
    await seeText(page, 'XXXX XXXX 2346');
    await seeText(page, 'ABCPE••••F');
    await seeText(page, 'Complete');
    expect(await page.getByLabel('Phone').inputValue()).toBe('+91 98765 43210');
    const shown = await page.locator('body').innerText();
    const answered = await (await page.request.get(`${base}/api/auth/user`)).text();
    for (const full of [...FULL_AADHAAR, 'ABCPE1234F']) {
      expect(shown).not.toContain(full);
      expect(answered).not.toContain(full);
    }
    expect(await page.getByRole('link', { name: 'Switch to hosting' }).first().getAttribute('href')).toBe(
      '/owner',
    );
    expect(await page.getByRole('link', { name: 'Become a host' }).count()).toBe(0);
    await noSevereAxeViolations(page, '/profile');
    await context.close();
  });

  it('edits the personal information and changes and removes the photo from /profile', async () => {
    const { context, page } = await freshPage();
    await signInAs(page);
    await page.goto(`${base}/profile`);
    await page.getByRole('heading', { name: 'Meera Iyer', level: 1 }).waitFor();

    // Edit personal information puts the cursor in the form; the same rules apply.
    await page.getByRole('button', { name: 'Edit personal information' }).click();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('name')))
      .toBe('firstName');
    await page.getByLabel('Phone').fill('');
    // Leaving the field shows its message (and moves the buttons) before Save is pressed.
    await page.getByLabel('Phone').blur();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await seeToast(page, 'Required fields missing', 'Please fill in all required fields.');
    await page.getByLabel('Phone').fill('+91 91234 56789');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await seeToast(page, 'Success!', 'Your profile has been updated successfully.');
    await page.reload();
    await page.getByRole('heading', { name: 'Meera Iyer', level: 1 }).waitFor();
    expect(await page.getByLabel('Phone').inputValue()).toBe('+91 91234 56789');

    // Change photo (the quick action opens the chooser): refused text, then a new photo saved at once.
    const before = await page.getByRole('img', { name: 'Meera Iyer' }).first().getAttribute('src');
    const quickChangePhoto = page
      .getByRole('region', { name: 'Quick actions' })
      .getByRole('button', { name: 'Change photo' });
    await choose(page, quickChangePhoto, textFile);
    await seeToast(page, 'Invalid file type', 'Please select a valid image file.');
    await choose(page, quickChangePhoto, photoFile);
    await seeToast(page, 'Success!', 'Your profile has been updated successfully.');
    await expect
      .poll(() => page.getByRole('img', { name: 'Meera Iyer' }).first().getAttribute('src'))
      .not.toBe(before);

    await page.getByRole('button', { name: 'Remove photo' }).click();
    await seeToast(page, 'Success!', 'Your profile has been updated successfully.');
    await expect.poll(() => page.getByRole('img', { name: 'Meera Iyer' }).count()).toBe(0);
    await context.close();
  });

  it('changes the password, keeping this browser signed in and signing out the other', async () => {
    const here = await freshPage();
    const other = await freshPage();
    await signInAs(here.page);
    await signInAs(other.page);
    await other.page.goto(`${base}/profile`);
    await other.page.getByRole('heading', { name: 'Meera Iyer', level: 1 }).waitFor();

    const { page } = here;
    await page.goto(`${base}/profile`);
    await page.getByRole('button', { name: 'Change password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change password' });
    await dialog.waitFor();
    await dialog.getByLabel('Current password', { exact: true }).fill(host.password);
    await dialog.getByLabel('New password', { exact: true }).fill('short');
    await dialog.getByLabel('Confirm new password').fill('Different123');
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await seeText(page, 'Password must be at least 8 characters');
    await seeText(page, "Passwords don't match");

    await dialog.getByLabel('Current password', { exact: true }).fill('NotMyPassword1');
    await dialog.getByLabel('New password', { exact: true }).fill('Changed4567');
    await dialog.getByLabel('Confirm new password').fill('Changed4567');
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await seeToast(page, 'Password not changed', 'Current password is incorrect');

    await dialog.getByLabel('Current password', { exact: true }).fill(host.password);
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await seeToast(page, 'Password changed');
    await dialog.waitFor({ state: 'hidden' });

    // This browser is still signed in; the other one is signed out at its next call.
    expect((await page.request.get(`${base}/api/auth/user`)).status()).toBe(200);
    await page.reload();
    await page.getByRole('heading', { name: 'Meera Iyer', level: 1 }).waitFor();
    expect((await other.page.request.get(`${base}/api/auth/user`)).status()).toBe(401);
    await other.page.reload();
    await atPath(other.page, '/auth');

    host.password = 'Changed4567';
    await here.context.close();
    await other.context.close();
  });

  const dataDir = process.env.E2E_DATA_DIR;
  it.skipIf(!dataDir)('verifies the email through the mailed link', async () => {
    const { context, page } = await freshPage();
    await signInAs(page);
    await page.goto(`${base}/profile`);
    await seeText(page, 'Not verified yet');
    // The file mailer writes each mail to DATA_DIR/mail; the newest link to this address is the live one,
    // once there is one after the registration mail's.
    const newestLink = () => mailLink(dataDir!, host.email, '/verify-email?token=');
    await expect.poll(newestLink, { timeout: 5000 }).toBeDefined();
    const registrationLink = newestLink();
    const newLink = () => {
      const link = newestLink();
      return link !== registrationLink ? link : undefined;
    };
    await page.getByRole('button', { name: 'Send verification link' }).click();
    await seeToast(page, 'Verification email', `We've sent a verification link to ${host.email}.`);
    await expect.poll(newLink, { timeout: 5000 }).toBeDefined();
    const link = newLink()!;

    await page.goto(`${base}${link}`);
    await seeText(page, 'Your email has been verified.');
    await noSevereAxeViolations(page, '/verify-email');
    await page.getByRole('link', { name: 'Go to your profile' }).click();
    await atPath(page, '/profile');
    await seeText(page, 'Verified');
    expect(await page.getByRole('button', { name: 'Send verification link' }).count()).toBe(0);

    // The link works once.
    await page.goto(`${base}${link}`);
    await seeText(page, 'This verification link is invalid or has expired.');
    await context.close();
  });

  it('tells a visitor with a bad link so, and offers to sign in for a new one', async () => {
    const { context, page } = await freshPage();
    await page.goto(`${base}/verify-email?token=${'x'.repeat(43)}`);
    await seeText(page, 'This verification link is invalid or has expired.');
    await page.getByRole('link', { name: 'Sign in to get a new link' }).click();
    await atPath(page, '/auth');
    await context.close();
  });
});

describe('onboarding pages in both themes', () => {
  for (const theme of ['light', 'dark'] as const) {
    it(`has no serious or critical axe violations on each step (${theme})`, async () => {
      const { context, page } = await freshPage();
      await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
      const email = `axe.${theme}.${Date.now()}@example.com`;
      const registered = await page.request.post(`${base}/api/auth/register`, {
        headers: { origin: base },
        data: { firstName: 'Kiran', lastName: 'Rao', email, password: 'Journey1234' },
      });
      expect(registered.status()).toBe(201);
      await page.goto(`${base}/become-owner`, { waitUntil: 'networkidle' });
      await seeText(page, 'Step 1 of 3');
      await noSevereAxeViolations(page, `step 1 (${theme})`);
      await page.getByLabel('Phone').fill('98765 43210');
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByLabel('PAN').fill('ABCPE1234F');
      await page.getByLabel('Aadhaar number').fill('234123412347');
      await page.getByLabel('Aadhaar number').blur();
      await seeText(
        page,
        'Aadhaar number is not valid: please check the digits (its last digit does not match)',
      );
      await noSevereAxeViolations(page, `step 2 with an error (${theme})`);
      await page.goto(`${base}/profile`, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { name: 'Kiran Rao', level: 1 }).waitFor();
      expect(await page.getByRole('link', { name: 'Become a host' }).getAttribute('href')).toBe(
        '/become-owner',
      );
      await noSevereAxeViolations(page, `/profile of a customer (${theme})`);
      await page.getByRole('button', { name: 'Change password' }).click();
      await page.getByRole('dialog', { name: 'Change password' }).waitFor();
      await noSevereAxeViolations(page, `the change password dialog (${theme})`);
      await context.close();
    });
  }
});

describe('onboarding pages on a phone', () => {
  it('fit 390 px without sideways scrolling', async () => {
    const context = await browser().newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const registered = await page.request.post(`${base}/api/auth/register`, {
      headers: { origin: base },
      data: {
        firstName: 'Kiran',
        lastName: 'Rao',
        email: `phone.${Date.now()}@example.com`,
        password: 'Journey1234',
      },
    });
    expect(registered.status()).toBe(201);
    const fits = async (what: string) => {
      const { scrollWidth, innerWidth } = await page.evaluate(() => ({
        scrollWidth: document.scrollingElement?.scrollWidth ?? 0,
        innerWidth: window.innerWidth,
      }));
      expect(scrollWidth, what).toBeLessThanOrEqual(innerWidth);
    };
    await page.goto(`${base}/become-owner`);
    await seeText(page, 'Step 1 of 3');
    await page.getByRole('button', { name: 'Next' }).click();
    await seeText(page, 'Phone must be an Indian mobile number: 10 digits starting with 6, 7, 8 or 9');
    await fits('step 1 with its messages');
    await page.getByLabel('Phone').fill('98765 43210');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('PAN').fill('ABCPE1234F');
    await page.getByLabel('Aadhaar number').fill('234123412346');
    await page.getByRole('button', { name: 'Next' }).click();
    await seeText(page, 'Step 3 of 3');
    await fits('the summary');
    await page.goto(`${base}/profile`);
    await page.getByRole('heading', { name: 'Kiran Rao', level: 1 }).waitFor();
    await fits('/profile');
    await page.goto(`${base}/verify-email?token=${'x'.repeat(43)}`);
    await seeText(page, 'This verification link is invalid or has expired.');
    await fits('/verify-email');
    await context.close();
  });
});
