// Screenshots of named wishlists (decision 115):
// `BASE_URL=http://localhost:5000 npx tsx e2e/wishlists-screenshots.ts [outDir]`.
// Against a running server with the demo data, per theme and width, for a new traveller each time:
// the heart's first chooser (a name for the first list), the chooser with two lists and the last used
// one chosen, /wishlists with its tiles, a list's page, its Rename dialog and its Delete confirmation.
import type { Page } from 'playwright-core';
import { base, call, screenshotRun } from './screenshot-kit.ts';

const { shoot, eachCombination } = await screenshotRun('wishlists', { slices: true });

async function heartInto(page: Page, index: number, newList?: string) {
  await page
    .getByRole('button', { name: /^Save .+ to wishlist$/ })
    .nth(index)
    .click();
  const dialog = page.getByRole('dialog');
  if (newList) {
    await dialog.getByRole('button', { name: 'Create Wishlist' }).click();
    await dialog.getByLabel('Wishlist name').fill(newList);
    await dialog.getByRole('button', { name: 'Create and save' }).click();
  } else await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

await eachCombination(async (context, { tag }) => {
  const email = `lists.${tag}.${Date.now()}@example.com`;
  await call(context.request, 'POST', '/api/auth/register', {
    firstName: 'Asha',
    lastName: 'Rao',
    email,
    password: 'Wishlist123',
  });
  const page = await context.newPage();
  await page.goto(`${base}/`);
  await page
    .getByRole('button', { name: /^Save .+ to wishlist$/ })
    .first()
    .click();
  await page.getByLabel('Wishlist name').fill('Goa in December');
  await shoot(page, `${tag}-chooser-first-list`);
  await page.getByRole('button', { name: 'Create and save' }).click();
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  await heartInto(page, 0, 'Hill weekends');
  await page
    .getByRole('button', { name: /^Save .+ to wishlist$/ })
    .first()
    .click();
  await page.getByRole('radio', { name: /Hill weekends/ }).waitFor();
  await shoot(page, `${tag}-chooser-lists`);
  await page.getByRole('dialog').getByText('Goa in December').click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  await page.goto(`${base}/wishlists`);
  await page.getByRole('link', { name: /Hill weekends/ }).waitFor();
  await page.getByRole('button', { name: 'Create Wishlist' }).click();
  await page.getByLabel('Wishlist name').fill('Monsoon escapes');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await page.getByRole('link', { name: /Monsoon escapes/ }).waitFor();
  await page.waitForTimeout(5500); // the toast goes
  await shoot(page, `${tag}-lists`, true);

  await page.getByRole('link', { name: /Goa in December/ }).click();
  await page.getByRole('heading', { name: 'Goa in December', level: 1 }).waitFor();
  await shoot(page, `${tag}-list`, true);
  await page.getByRole('button', { name: 'Rename' }).click();
  await page.getByLabel('Wishlist name').fill('Hill weekends');
  await page.getByRole('button', { name: 'Save name' }).click();
  await page.getByText('You already have a wishlist called Hill weekends.').waitFor();
  await shoot(page, `${tag}-rename-taken`);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByRole('dialog', { name: 'Delete this wishlist?' }).waitFor();
  await shoot(page, `${tag}-delete-confirm`);
});
