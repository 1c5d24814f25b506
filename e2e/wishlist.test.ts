import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { atPath, base, freshPage, launchSharedBrowser, recordRequests, seeText } from './journey-kit.ts';

// The wishlist (traveller §2, §4, §6, §8; named lists, decision 115) against the real server: the
// hearts on the home cards show the server's lists and save through a chooser, /wishlists lists them.
// The visitor's heart on a phone is in home.test.ts too.
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

/** The heart's chooser dialog, once open. */
const chooserOf = (page: Page) => page.getByRole('dialog');

/**
 * Presses the first heart that is off, makes a list named `name` in its chooser and saves into it.
 * The first list is asked for at once; with lists, "Create Wishlist" asks for it.
 */
async function saveIntoNewList(page: Page, name: string, { first = true } = {}) {
  const { heart, title } = await firstHeartOff(page);
  await heart.click();
  const dialog = chooserOf(page);
  if (!first) await dialog.getByRole('button', { name: 'Create Wishlist' }).click();
  await dialog.getByRole('heading', { name: 'Create Wishlist' }).waitFor();
  await dialog.getByLabel('Wishlist name').fill(name);
  await dialog.getByRole('button', { name: 'Create and save' }).click();
  await seeText(page, 'Added to wishlist');
  return { heart, title };
}

/** Presses a heart and saves into the new list "Goa trip": only a real POST /api/wishlists gives the toast. */
const addForReal = (page: Page) => saveIntoNewList(page, 'Goa trip');

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('wishlist heart', () => {
  it('a heart asks for a first list by name and saves into it; the filled heart removes, with the spec toasts', async () => {
    const { context, page } = await freshPage(browser());
    await signUpFresh(page);
    const calls = recordRequests(page, (request) => {
      const { pathname } = new URL(request.url());
      return pathname.startsWith('/api/wishlist') && request.method() !== 'GET'
        ? `${request.method()} ${pathname}`
        : undefined;
    });
    const { title } = await addForReal(page);
    await seeText(page, `${title} has been added to your wishlist.`);
    const saved = page.getByRole('button', { name: `Remove ${title} from wishlist` });
    expect(await saved.getAttribute('aria-pressed')).toBe('true');
    // The dialog has closed, and focus is back on the heart that opened it.
    expect(await chooserOf(page).count()).toBe(0);
    expect(await saved.evaluate((el) => el === document.activeElement)).toBe(true);

    await saved.click();
    await seeText(page, 'Removed from wishlist');
    await seeText(page, `${title} has been removed from your wishlist.`);
    expect(await page.getByRole('button', { name: `Save ${title} to wishlist` }).count()).toBe(1);
    expect(calls.map((call) => call.replace(/[0-9a-f-]{36}/g, '{id}'))).toEqual([
      'POST /api/wishlists',
      'DELETE /api/wishlist/{id}',
    ]);
    await context.close();
  });

  it('the next heart preselects the list used last; another list can be chosen, or a new one made', async () => {
    const { context, page } = await freshPage(browser());
    await signUpFresh(page);
    await saveIntoNewList(page, 'Goa trip');
    await saveIntoNewList(page, 'Hill weekends', { first: false });

    // Third heart: both lists, the last used one chosen.
    const { heart, title } = await firstHeartOff(page);
    await heart.click();
    const dialog = chooserOf(page);
    await dialog.getByRole('heading', { name: 'Save to a wishlist' }).waitFor();
    const hills = dialog.getByRole('radio', { name: /Hill weekends/ });
    const goa = dialog.getByRole('radio', { name: /Goa trip/ });
    expect(await hills.isChecked()).toBe(true);
    expect(await goa.isChecked()).toBe(false);
    await dialog.getByText('Goa trip').click();
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await seeText(page, `${title} has been added to your wishlist.`);

    // Goa is now the last used: the next heart opens on it.
    const next = await firstHeartOff(page);
    await next.heart.click();
    await dialog.getByRole('heading', { name: 'Save to a wishlist' }).waitFor();
    expect(await dialog.getByRole('radio', { name: /Goa trip/ }).isChecked()).toBe(true);
    // A name already used is refused under the field, whatever its case.
    await dialog.getByRole('button', { name: 'Create Wishlist' }).click();
    await dialog.getByLabel('Wishlist name').fill('goa TRIP');
    await dialog.getByRole('button', { name: 'Create and save' }).click();
    await seeText(page, 'You already have a wishlist called goa TRIP.');
    await page.keyboard.press('Escape');
    expect(await chooserOf(page).count()).toBe(0);
    expect(await next.heart.getAttribute('aria-pressed')).toBe('false');

    await page.goto(`${base}/wishlists`);
    const tiles = page.getByRole('main').getByRole('link', { name: /saved stay/ });
    await tiles.first().waitFor();
    expect(await tiles.allInnerTexts()).toEqual(['Goa trip\n2 saved stays', 'Hill weekends\n1 saved stay']);
    await context.close();
  });

  it('says Error when the save fails, and leaves the heart off', async () => {
    const { context, page } = await freshPage(browser());
    await signUpFresh(page);
    await addForReal(page);
    // A server error cannot be provoked on purpose: force one on the route just shown to exist.
    await page.route('**/api/wishlists/*/properties/*', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' })
        : route.fallback(),
    );
    const { heart } = await firstHeartOff(page);
    await heart.click();
    await chooserOf(page).getByRole('button', { name: 'Save', exact: true }).click();
    await seeText(page, 'Error');
    await seeText(page, 'Failed to update wishlist. Please try again.');
    // The chooser stays open to try again; closed, the heart is still off.
    await chooserOf(page).getByRole('button', { name: 'Close' }).click();
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

  it('/wishlists shows the list; its page shows the stay, renames, removes the stay and deletes the list', async () => {
    const { context, page } = await freshPage(browser());
    await signUpFresh(page);
    const { title } = await addForReal(page);

    await page.reload();
    const saved = page.getByRole('button', { name: `Remove ${title} from wishlist` });
    await saved.waitFor();
    expect(await saved.getAttribute('aria-pressed')).toBe('true');

    await page.goto(`${base}/wishlists`);
    await page.getByRole('heading', { name: 'Wishlists', level: 1 }).waitFor();
    await page.getByRole('link', { name: /Goa trip/ }).click();
    await page.getByRole('heading', { name: 'Goa trip', level: 1 }).waitFor();
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });
    await card.waitFor();
    // No detached Book Now bar under the card: the card itself leads to the stay.
    expect(await page.getByRole('link', { name: /Book Now/ }).count()).toBe(0);
    const cardLink = card.getByRole('link', { name: new RegExp(escaped(title)) }).first();
    expect(new URL((await cardLink.getAttribute('href')) ?? '', base).pathname).toMatch(
      /^\/property\/[0-9a-f-]{36}$/,
    );

    // Rename: the name as it is, edited; the heading follows.
    await page.getByRole('button', { name: 'Rename' }).click();
    const rename = page.getByRole('dialog', { name: 'Rename wishlist' });
    const field = rename.getByLabel('Wishlist name');
    expect(await field.inputValue()).toBe('Goa trip');
    await field.fill('   ');
    await rename.getByRole('button', { name: 'Save name' }).click();
    await seeText(page, 'Give your wishlist a name.');
    await field.fill('North Goa, December');
    await rename.getByRole('button', { name: 'Save name' }).click();
    await seeText(page, 'It is now called North Goa, December.');
    await page.getByRole('heading', { name: 'North Goa, December', level: 1 }).waitFor();

    await page.getByRole('button', { name: `Remove ${title} from North Goa, December` }).click();
    await seeText(page, `${title} has been removed from your wishlist.`);
    await seeText(page, 'No stays in this list yet');
    expect(await page.getByRole('article').count()).toBe(0);

    // Delete asks first; Cancel keeps the list.
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this wishlist?' });
    await confirm
      .getByText('North Goa, December and the stays saved in it will be removed.', { exact: false })
      .waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('heading', { name: 'North Goa, December', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await confirm.getByRole('button', { name: 'Delete wishlist' }).click();
    await seeText(page, 'North Goa, December has been deleted.');
    await atPath(page, '/wishlists');
    await seeText(page, 'Your wishlist is empty.');
    // The way on from no lists: back to the stays to save.
    await page.getByRole('link', { name: 'Search stays' }).click();
    await atPath(page, '/');
    await firstHeartOff(page);
    await context.close();
  });

  it('Create Wishlist on /wishlists makes an empty list, which the next heart offers', async () => {
    const { context, page } = await freshPage(browser());
    await signUpFresh(page);
    await page.goto(`${base}/wishlists`);
    await page.getByRole('button', { name: 'Create Wishlist' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Wishlist' });
    await dialog.getByLabel('Wishlist name').fill('Monsoon escapes');
    await dialog.getByRole('button', { name: 'Create', exact: true }).click();
    await seeText(page, 'Monsoon escapes is ready for the stays you save.');
    await page.getByRole('link', { name: /Monsoon escapes\s+0 saved stays/ }).waitFor();

    await page.goto(`${base}/`);
    const { heart, title } = await firstHeartOff(page);
    await heart.click();
    expect(
      await chooserOf(page)
        .getByRole('radio', { name: /Monsoon escapes/ })
        .isChecked(),
    ).toBe(true);
    await chooserOf(page).getByRole('button', { name: 'Save', exact: true }).click();
    await seeText(page, `${title} has been added to your wishlist.`);
    await context.close();
  });

  it("shows a visitor's heart Login Required, then the sign-in form after a second", async () => {
    const { context, page } = await freshPage(browser());
    await page.goto(`${base}/`);
    const calls = recordRequests(page, (request) =>
      new URL(request.url()).pathname.startsWith('/api/wishlist') ? request.url() : undefined,
    );
    const { heart } = await firstHeartOff(page);
    const pressed = Date.now();
    await heart.click();
    await seeText(page, 'Login Required');
    await seeText(page, 'Please login to add properties to your wishlist.');
    await atPath(page, '/auth');
    expect(Date.now() - pressed).toBeGreaterThanOrEqual(900);
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    expect(calls).toEqual([]);
    expect(await chooserOf(page).count()).toBe(0);
    await context.close();
  });
});
