// Screenshots of owner onboarding, the profile and the email link:
// `BASE_URL=http://localhost:5000 [DATA_DIR=.data] npx tsx e2e/onboarding-screenshots.ts [outDir]`.
// Against a running server, as a fresh customer per theme and width: /become-owner's three steps
// (with the field messages, and a photo on its way up), /profile as the new host with the change
// password dialog, and /verify-email refused and (when DATA_DIR names the server's data, whose
// mail folder holds the link) accepted, at 390 and 1280 px in light and dark themes.
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { mailLink } from './journey-kit.ts';
import { base, call, screenshotRun, throttleUploads } from './screenshot-kit.ts';

const dataDir = process.env.DATA_DIR;
const { shoot, eachCombination } = await screenshotRun('onboarding');

const photo = path.join(mkdtempSync(path.join(tmpdir(), 'basera-shots-')), 'portrait.jpg');
// A soft green gradient with a little noise: something that reads as a photo in the circle.
const [w, h] = [900, 900];
const pixels = Buffer.alloc(w * h * 3);
const grain = randomBytes(w * h);
for (let i = 0; i < w * h; i++) {
  const [x, y] = [i % w, Math.floor(i / w)];
  pixels[i * 3] = 40 + ((x + y) * 60) / (w + h) + (grain[i]! % 12);
  pixels[i * 3 + 1] = 110 + (y * 90) / h + (grain[i]! % 12);
  pixels[i * 3 + 2] = 70 + (x * 50) / w + (grain[i]! % 12);
}
await sharp(pixels, { raw: { width: w, height: h, channels: 3 } })
  .jpeg({ quality: 85 })
  .toFile(photo);

await eachCombination(async (context, { tag }) => {
  const email = `shots.${tag}.${Date.now()}@example.com`;
  await call(context.request, 'POST', '/api/auth/register', {
    firstName: 'Meera',
    lastName: 'Iyer',
    email,
    password: 'Journey1234',
  });
  const page = await context.newPage();

  // Step 1: the required-fields messages, a photo on its way up, then filled in.
  await page.goto(`${base}/become-owner`, { waitUntil: 'networkidle' });
  await page.getByText('Step 1 of 3').waitFor();
  await page.getByRole('button', { name: 'Next' }).click();
  await shoot(page, `step1-missing-${tag}`, true);
  await page.getByLabel('Phone').fill('98765 43210');
  await throttleUploads(page, 60 * 1024);
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('button', { name: 'Choose photo' }).click(),
  ]);
  await chooser.setFiles(photo);
  await page.getByRole('progressbar').waitFor();
  await page.waitForTimeout(600);
  await shoot(page, `step1-uploading-${tag}`, false);
  await page.getByRole('progressbar').waitFor({ state: 'detached', timeout: 60_000 });
  await throttleUploads(page);
  await page.getByRole('button', { name: 'Change photo' }).waitFor();
  await shoot(page, `step1-${tag}`, true);

  // Step 2: the Verhoeff message at the field, then good numbers.
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('PAN').fill('ABCPE1234F');
  await page.getByLabel('Aadhaar number').fill('234123412347');
  await page.getByLabel('Aadhaar number').blur();
  await shoot(page, `step2-error-${tag}`, true);
  await page.getByLabel('Aadhaar number').fill('234123412346');

  // Step 3: the summary, masked.
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByText('Step 3 of 3').waitFor();
  await shoot(page, `step3-${tag}`, true);

  // The new host's profile, and the change password dialog.
  await page.getByRole('button', { name: 'Complete Registration' }).click();
  await page.waitForURL((url) => url.pathname === '/owner');
  await page.goto(`${base}/profile`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { name: 'Meera Iyer', level: 1 }).waitFor();
  await shoot(page, `profile-${tag}`, true);
  await page.getByRole('button', { name: 'Change password' }).click();
  await page.getByRole('dialog', { name: 'Change password' }).waitFor();
  await page.getByRole('button', { name: 'Change password' }).last().click();
  await shoot(page, `profile-password-${tag}`, false);
  await page.keyboard.press('Escape');

  // The email link: refused, then (with the mail folder at hand) accepted.
  await page.goto(`${base}/verify-email?token=${'x'.repeat(43)}`, { waitUntil: 'networkidle' });
  await page.getByText('This verification link is invalid or has expired.').waitFor();
  await shoot(page, `verify-invalid-${tag}`, true);
  const link = dataDir && mailLink(dataDir, email, '/verify-email?token=');
  if (link) {
    await page.goto(`${base}${link}`, { waitUntil: 'networkidle' });
    await page.getByText('Your email has been verified.').waitFor();
    await shoot(page, `verify-ok-${tag}`, true);
  }
});
