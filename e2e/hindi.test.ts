import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { m } from '#i18n/messages.js';
import { formatRupees } from '../domain/money.ts';
import {
  atPath,
  base,
  checkout,
  checkoutAmount,
  demo,
  journeyBilling,
  launchSharedBrowser,
  noSevereAxeViolations,
  seeToast,
  signInByApi,
  stayOn,
  tripFor,
  tripsOf,
} from './journey-kit.ts';
import { overflowingHindi } from './page-metrics.ts';

// Basera in Hindi (issue 28): a reader whose browser prefers Hindi lands on /hi, searches, books,
// pays and finds the trip, every screen in Hindi; at 390 px in both themes nothing is cut off.
// Texts come from the catalogue in Hindi, so the journey reads what a Hindi reader reads.
const browser = launchSharedBrowser();
const hi = { locale: 'hi' } as const;

async function hindiPage(
  b: Browser,
  { width = 1280, theme = 'light' }: { width?: number; theme?: 'light' | 'dark' } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await b.newContext({
    viewport: { width, height: width < 500 ? 844 : 900 },
    timezoneId: 'Asia/Kolkata',
    locale: 'hi-IN',
  });
  await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
  return { context, page: await context.newPage() };
}

describe('Basera in Hindi', () => {
  it('a Hindi browser lands on /hi, searches, books and pays, and finds the trip, all in Hindi', async () => {
    const { listing, stay, quote } = await stayOn(6, 290);
    const { context, page } = await hindiPage(browser());

    // The first visit follows the browser's language once: / becomes /hi.
    await page.goto(`${base}/`);
    await atPath(page, '/hi');
    expect(await page.locator('html').getAttribute('lang')).toBe('hi');
    await page.getByRole('heading', { level: 1, name: m.search_hero_title({}, hi) }).waitFor();
    // The switch in the header (and the footer) leads to the same page in English.
    expect(await page.getByRole('link', { name: 'English' }).first().getAttribute('href')).toBe('/');

    // A search by place.
    await page.getByLabel(m.search_where({}, hi)).fill(listing.city);
    await page.getByRole('button', { name: m.search_submit({}, hi), exact: true }).click();
    const heading = m.search_results_heading_place({ place: listing.city }, hi);
    await page.getByRole('heading', { level: 2, name: heading, exact: true }).waitFor();
    await noSevereAxeViolations(page, 'the Hindi search results');

    // The listing with the stay, priced the Indian way, in Hindi.
    await signInByApi(context, demo.customer.email, demo.customer.password);
    await page.goto(
      `${base}/hi/property/${listing.id}?checkIn=${stay.checkIn}&checkOut=${stay.checkOut}&guests=2`,
    );
    const total = page.getByTestId('quote-total');
    await total.waitFor();
    expect(await total.textContent()).toBe(formatRupees(quote.total, 'hi'));
    await noSevereAxeViolations(page, 'the Hindi property page');

    // Reserve, the billing details in Hindi, and pay in the (simulated) Razorpay checkout.
    const reserve = page.getByRole('button', { name: m.property_reserve_with_payment({}, hi) });
    await expect.poll(() => reserve.isEnabled()).toBe(true);
    await reserve.click();
    const confirm = page.getByRole('dialog', { name: m.property_confirm_title({}, hi) });
    await confirm.getByLabel(m.property_billing_name({}, hi)).fill(journeyBilling.name);
    await confirm.getByLabel(m.property_billing_state({}, hi)).selectOption(journeyBilling.state);
    await confirm.getByLabel(m.property_billing_pincode({}, hi)).fill(journeyBilling.pincode);
    const amount = formatRupees(quote.total, 'hi');
    await confirm.getByRole('button', { name: m.property_pay_amount({ amount }, hi) }).click();
    await checkout(page)
      .getByRole('button', { name: `Pay ${checkoutAmount(quote.total)}` })
      .click();
    await seeToast(
      page,
      m.booking_confirmed_title({}, hi),
      m.booking_confirmed({ title: listing.title }, hi),
      m.ui_toast_region({ hotkey: 'F8' }, hi),
    );

    // Its confirmation page opens in Hindi (issue 29).
    const trip = await tripFor(page, listing.id, stay);
    expect(trip?.booking).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    await atPath(page, `/hi/trips/${trip?.booking.id}/confirmed`);
    await page
      .getByRole('heading', { level: 1, name: m.trips_confirmed_booked_title({}, hi), exact: true })
      .waitFor();

    // Trips: the stay is upcoming, confirmed and paid, in Hindi.
    await page.goto(`${base}/hi/trips`);
    const ended = ['cancelled', 'expired', 'declined'];
    const upcoming = (await tripsOf(page)).filter(
      (t) => t.upcoming && !ended.includes(t.booking.status),
    ).length;
    await page
      .getByRole('tab', { name: m.trips_tab_upcoming({ count: upcoming }, hi), exact: true })
      .waitFor();
    const card = page.locator(`article[aria-labelledby="trip-${trip?.booking.id}"]`);
    await card.getByRole('heading', { name: listing.title, exact: true }).waitFor();
    await card.getByText(m.booking_status_confirmed({}, hi), { exact: true }).waitFor();
    await card.getByText(m.booking_payment_status_paid({}, hi), { exact: true }).waitFor();
    await noSevereAxeViolations(page, 'the Hindi trips');
    await context.close();
  });

  it.each(['light', 'dark'] as const)(
    'at 390 px in the %s theme the Hindi home, property page, trips and the wizard’s first step fit and pass axe',
    async (theme) => {
      const { listing } = await stayOn(6, 300);
      const traveller = await hindiPage(browser(), { width: 390, theme });
      await signInByApi(traveller.context, demo.customer.email, demo.customer.password);
      const screens: Array<[string, string, () => Promise<void>]> = [
        ['/hi', 'home', () => traveller.page.getByRole('heading', { level: 1 }).waitFor()],
        [
          `/hi/property/${listing.id}`,
          'property',
          () => traveller.page.getByRole('heading', { level: 1, name: listing.title }).waitFor(),
        ],
        ['/hi/trips', 'trips', () => traveller.page.getByRole('tablist').waitFor()],
      ];
      for (const [path, what, ready] of screens) {
        await traveller.page.goto(`${base}${path}`);
        await ready();
        expect(await overflowingHindi(traveller.page), `${what} at 390 px (${theme})`).toEqual([]);
        await noSevereAxeViolations(traveller.page, `the Hindi ${what} (${theme})`);
      }
      await traveller.context.close();

      const host = await hindiPage(browser(), { width: 390, theme });
      await signInByApi(host.context, demo.owner.email, demo.owner.password);
      await host.page.goto(`${base}/hi/create-property`);
      await host.page.getByRole('heading', { name: m.wizard_step_type_title({}, hi) }).waitFor();
      expect(await overflowingHindi(host.page), `wizard step 1 at 390 px (${theme})`).toEqual([]);
      await noSevereAxeViolations(host.page, `the Hindi wizard step 1 (${theme})`);
      await host.context.close();
    },
  );
});
