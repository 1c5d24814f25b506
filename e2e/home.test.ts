import { describe, expect, it } from 'vitest';
import { base, launchSharedBrowser } from './journey-kit.ts';

const browser = launchSharedBrowser();

describe('home page', () => {
  it('shows the property grid and names the searched location without calling the server', async () => {
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${base}/`);
    await page.getByRole('heading', { name: 'Find Your Perfect Stay' }).waitFor();
    await page.getByRole('heading', { name: 'Featured Properties' }).waitFor();
    const details = page.getByRole('link', { name: /View Details/ });
    await details.first().waitFor();
    expect(await details.count()).toBeGreaterThan(0);
    expect(await page.getByText('₹', { exact: false }).count()).toBeGreaterThan(0);

    const guests = page.getByRole('button', { name: /Guests 2 guests/ });
    await guests.click();
    await page.getByRole('button', { name: 'More children' }).click();
    await page.getByRole('button', { name: 'More infants' }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /Guests 3 guests/ }).waitFor();

    const apiCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/')) apiCalls.push(request.url());
    });
    await page.getByLabel('Where').fill('Goa');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('heading', { name: 'Properties in Goa' }).waitFor();
    expect(apiCalls).toEqual([]);
    await context.close();
  });

  it('asks a visitor who presses a wishlist heart to log in, then goes to /auth', async () => {
    const context = await browser().newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${base}/`);
    const heart = page.getByRole('button', { name: /to wishlist/ }).first();
    await heart.click();
    await page.getByText('Please login to add properties to your wishlist.').first().waitFor();
    await page.waitForURL((url) => url.pathname === '/auth', { timeout: 5000 });
    await context.close();
  });
});
