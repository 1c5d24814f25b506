import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { atPath, base, freshPage, launchSharedBrowser, seeText } from './journey-kit.ts';

// The static information pages (traveller §2, §9; decision 33).
const browser = launchSharedBrowser();

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

describe('help centre', () => {
  it('filters the articles as you type, says when nothing matches, and opens an answer', async () => {
    const { context, page } = await freshPage(browser());
    await page.goto(`${base}/help-center`);
    await h1(page, 'Help Center').waitFor();
    for (const category of [
      'Booking & Reservations',
      'Payments & Pricing',
      'Host Information',
      'Safety & Security',
    ]) {
      await page.getByRole('heading', { level: 3, name: category, exact: true }).waitFor();
    }
    await page.getByRole('heading', { name: 'Popular questions' }).waitFor();
    const contact = page.getByRole('region', { name: 'Still need help?' });
    expect(await contact.getByRole('link', { name: /Call us/ }).getAttribute('href')).toBe(
      'tel:+912240001234',
    );
    expect(await contact.getByRole('link', { name: /Email us/ }).getAttribute('href')).toBe(
      'mailto:hello@basera.in',
    );
    expect(await contact.getByRole('link', { name: /Chat with us/ }).getAttribute('href')).toBe('/contact');

    const search = page.getByRole('searchbox', { name: 'Search help articles' });
    await search.fill('helicopter');
    await seeText(page, 'No articles match “helicopter”. Try other words, or contact us below.');

    await search.fill('business days');
    await seeText(page, '1 article matches “business days”');
    const questions = page.locator('summary');
    expect((await questions.allTextContents()).map((t) => t.trim())).toEqual(['When will I get my refund?']);
    const answer = page.getByText(
      'Refunds go back to the original payment method and take 5-10 business days to arrive.',
      { exact: true },
    );
    expect(await answer.isVisible()).toBe(false);
    // Keyboard: focus the question and press Enter.
    await questions.first().focus();
    await page.keyboard.press('Enter');
    await answer.waitFor({ state: 'visible' });

    await search.fill('');
    await page.getByRole('heading', { name: 'Popular questions' }).waitFor();
    await context.close();
  });
});

describe('cancellation policy', () => {
  it("shows the three policies' terms and the refund timing", async () => {
    const { context, page } = await freshPage(browser());
    await page.goto(`${base}/cancellation-policy`);
    await h1(page, 'Cancellation Policy').waitFor();
    const terms = async (policy: string) =>
      (
        await page
          .getByRole('list', { name: `${policy} terms` })
          .getByRole('listitem')
          .allTextContents()
      ).map((t) => t.trim());
    const expected = {
      Flexible: [
        '100% refund of the nightly total if you cancel more than 24 hours before check-in',
        '50% refund if you cancel 24 hours or less before check-in',
        'No refund after check-in',
        'Cleaning and service fees refunded when you cancel before check-in',
      ],
      Moderate: [
        '100% refund of the nightly total if you cancel more than 5 days before check-in',
        '50% refund if you cancel within 5 days of check-in',
        'No refund after check-in',
        'Cleaning and service fees refunded when you cancel before check-in',
      ],
      Strict: [
        '50% refund of the nightly total if you cancel more than 7 days before check-in',
        'No refund within 7 days of check-in',
        'Service fee non-refundable',
        'Cleaning fee refunded when you cancel before check-in',
      ],
    };
    for (const [policy, policyTerms] of Object.entries(expected)) {
      expect(await terms(policy)).toEqual(policyTerms);
    }
    await seeText(
      page,
      'Refunds go back to the original payment method and take 5-10 business days to arrive.',
    );
    await page.getByRole('heading', { name: 'Stays of 28 nights or more' }).waitFor();
    await context.close();
  });
});

describe('services', () => {
  it('shows the interior design prices in rupees and the portfolio', async () => {
    const { context, page } = await freshPage(browser());
    await page.goto(`${base}/interior-design`);
    await h1(page, 'Interior Design').waitFor();
    const packages = page.getByRole('list', { name: 'Interior design packages' });
    await packages.getByText('₹15,000', { exact: true }).waitFor();
    await packages.getByText('₹75,000', { exact: true }).waitFor();
    await packages.getByText('from ₹2,50,000', { exact: true }).waitFor();
    await seeText(page, '95%');
    await page.getByRole('heading', { name: 'Portfolio', exact: true }).waitFor();
    // Each project shows a photo (not a gradient tile) that the server really answers, in srcset widths.
    const photos = page.getByRole('list', { name: 'Portfolio projects' }).locator('img');
    expect(await photos.count()).toBe(6);
    for (const photo of await photos.all()) {
      await photo.scrollIntoViewIfNeeded();
      await expect
        .poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth), { timeout: 60_000 })
        .toBeGreaterThan(0);
      expect(await photo.getAttribute('srcset')).toContain('?w=1200 1200w');
    }
    await context.close();
  });

  it('reaches /interior-design from the home page: Explore Interiors, and View Portfolio at the portfolio', async () => {
    const { context, page } = await freshPage(browser());
    await page.goto(`${base}/`);
    await page.getByRole('link', { name: 'Explore Interiors' }).click();
    await atPath(page, '/interior-design');
    await h1(page, 'Interior Design').waitFor();

    await page.goto(`${base}/`);
    await page.getByRole('link', { name: 'View Portfolio' }).click();
    await atPath(page, '/interior-design');
    const portfolio = page.getByRole('heading', { name: 'Portfolio', exact: true });
    await portfolio.waitFor();
    await expect.poll(async () => (await portfolio.boundingBox())?.y ?? -1).toBeLessThan(400);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await context.close();
  });

  it('shows the property management packages with their fees and support times', async () => {
    const { context, page } = await freshPage(browser());
    await page.goto(`${base}/property-management`);
    await h1(page, 'Property Management').waitFor();
    const packages = page.getByRole('list', { name: 'Property management packages' });
    for (const [name, fee, support] of [
      ['Essential', '15%', '24-48h'],
      ['Professional', '20%', '2-4h'],
      ['Premium', '25%', '1h'],
    ] as const) {
      const card = packages.getByRole('region', { name });
      await card.getByText(fee, { exact: true }).waitFor();
      await card.getByText(support, { exact: true }).waitFor();
    }
    await context.close();
  });
});

describe('guidelines and legal pages', () => {
  it('lists the enforcement ladder and the legal dates, ages and retention times', async () => {
    const { context, page } = await freshPage(browser());
    await page.goto(`${base}/community-guidelines`);
    const ladder = page.getByRole('list', { name: 'Enforcement ladder' }).getByRole('listitem');
    await ladder.first().waitFor();
    const steps = await ladder.evaluateAll((items) =>
      items.map((li) => li.querySelector('span + span > span')?.textContent),
    );
    expect(steps).toEqual(['Warning', 'Temporary Suspension (7-30 days)', 'Permanent Ban']);

    for (const [path, title] of [
      ['/privacy-policy', 'Privacy Policy'],
      ['/terms-of-service', 'Terms of Service'],
      ['/cookie-policy', 'Cookie Policy'],
    ] as const) {
      await page.goto(`${base}${path}`);
      await h1(page, title).waitFor();
      await seeText(page, 'Last updated: 4 Aug 2025');
    }
    for (const [kind, kept] of [
      ['Analytics', '2 years'],
      ['Marketing', '90 days'],
      ['Payments', '1 year'],
      ['Chat', '10 months'],
    ] as const) {
      await page.getByRole('row', { name: new RegExp(`^${kind} .* ${kept}$`) }).waitFor();
    }
    await page.goto(`${base}/terms-of-service`);
    await seeText(page, 'You must be 18 or older to create an account, book a stay or list a property.');
    await seeText(
      page,
      'These terms are governed by the laws of India. The courts of Mumbai have jurisdiction over any dispute.',
    );
    await page.goto(`${base}/privacy-policy`);
    await page.getByText(/We answer privacy enquiries within 30 days\./).waitFor();
    await context.close();
  });
});

describe('placeholders and landing', () => {
  it('titles /privacy Privacy Settings with links to the policies, and says Coming soon on /help and /contact', async () => {
    const { context, page } = await freshPage(browser());
    await page.goto(`${base}/privacy`);
    await h1(page, 'Privacy Settings').waitFor();
    expect(
      await page
        .getByRole('main')
        .getByRole('link', { name: 'privacy policy', exact: true })
        .getAttribute('href'),
    ).toBe('/privacy-policy');
    expect(
      await page
        .getByRole('main')
        .getByRole('link', { name: 'cookie policy', exact: true })
        .getAttribute('href'),
    ).toBe('/cookie-policy');
    expect(await page.getByText('Coming soon', { exact: true }).count()).toBe(0);

    for (const [path, title] of [
      ['/help', 'Help'],
      ['/contact', 'Contact'],
    ] as const) {
      await page.goto(`${base}${path}`);
      await h1(page, title).waitFor();
      await seeText(page, 'Coming soon');
      const main = page.getByRole('main');
      expect(await main.getByRole('link', { name: 'Help Center' }).getAttribute('href')).toBe('/help-center');
      expect(await main.getByRole('link', { name: 'hello@basera.in' }).getAttribute('href')).toBe(
        'mailto:hello@basera.in',
      );
      expect(await main.getByRole('link', { name: '+91 22 4000 1234' }).getAttribute('href')).toBe(
        'tel:+912240001234',
      );
    }
    await context.close();
  });

  it('shows a real /landing page whose calls to action lead to search and hosting', async () => {
    const { context, page } = await freshPage(browser());
    await page.goto(`${base}/landing`);
    await h1(page, 'Welcome to Basera').waitFor();
    await seeText(page, 'Verified properties');
    await page.getByRole('heading', { name: 'For travellers' }).waitFor();
    await page.getByRole('heading', { name: 'For hosts' }).waitFor();
    expect(await page.getByRole('link', { name: 'Become a host' }).getAttribute('href')).toBe(
      '/become-owner',
    );
    await page.getByRole('link', { name: 'Find a stay' }).click();
    await atPath(page, '/');
    await page.getByRole('heading', { name: 'Find Your Perfect Stay' }).waitFor();
    await context.close();
  });
});
