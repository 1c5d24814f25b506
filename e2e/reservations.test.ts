// The host's reservations (issue 12 §1) in Chromium against the real server: the demo customer asks
// to book two of the demo owner's listings by contact (one through the property page, one through the
// API with a child and a special request); the demo owner, on a phone, follows the dashboard's
// Pending requests tile to /reservations, accepts the first and declines the second with a message;
// the guest's trips show one Confirmed and one Declined with the host's words; then the host cancels the
// confirmed stay, which needs a reason.
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatRupees } from '../domain/money.ts';
import type { OwnerPropertySummary } from '../domain/schemas/listings.ts';
import {
  base,
  customerPage,
  demo,
  freeStay,
  labelInNameFindings,
  launchSharedBrowser,
  noSevereAxeViolations,
  openPropertyWithStay,
  ownerPage,
  quoteOf,
  type Stay,
  seeToast,
  stayText,
  tripCard,
  tripFor,
} from './journey-kit.ts';

const browser = launchSharedBrowser();
const DECLINE_MESSAGE = 'Sorry, the house is being repainted that week.';
const CANCEL_REASON = 'A water pipe burst; the house cannot take guests that week.';

/** Two of the owner's live listings, each with a free stay far ahead of the other journeys' nights. */
async function twoStays(owner: BrowserContext) {
  const answer = await owner.request.get(`${base}/api/owner/properties`);
  expect(answer.status()).toBe(200);
  const live = ((await answer.json()) as OwnerPropertySummary[]).filter(
    (listing) => listing.status === 'approved' && listing.isListed && listing.maxGuests >= 3,
  );
  expect(live.length).toBeGreaterThanOrEqual(2);
  const [first, second] = live as [OwnerPropertySummary, OwnerPropertySummary];
  return {
    accepted: { listing: first, stay: await freeStay(first.id, 240) },
    declined: { listing: second, stay: await freeStay(second.id, 250, 3) },
  };
}

/** Book by contact through the property page's Contact for Booking dialog (as booking.test.ts does). */
async function requestOnPage(page: Page, listingId: string, stay: Stay) {
  const quote = await quoteOf(listingId, stay);
  await openPropertyWithStay(page, listingId, stay);
  const contact = page.getByRole('button', { name: 'Book by Contact' });
  await expect.poll(() => contact.isEnabled()).toBe(true);
  await contact.click();
  const dialog = page.getByRole('dialog', { name: 'Contact for Booking' });
  await dialog.getByRole('button', { name: `Request booking · ${formatRupees(quote.total)}` }).click();
  await seeToast(page, 'Booking Request Sent!');
  // Then the request's own page in trips, awaiting the host (issue 29, decision 112).
  await page.waitForURL((url) => /^\/trips\/[\w-]+\/confirmed$/.test(url.pathname), { timeout: 10_000 });
  await page.getByRole('heading', { level: 1, name: 'Request sent: waiting for the host' }).waitFor();
  return quote;
}

/** The reservation card of this listing and stay on the open tab. */
function reservationCard(page: Page, title: string, stay: Stay): Locator {
  return page
    .getByRole('article')
    .filter({ hasText: title })
    .filter({ hasText: stayText(stay) });
}

describe('the host’s reservations', () => {
  it('accepts a request, declines another with a message, and cancels the stay with a reason', async () => {
    const owner = await ownerPage(browser(), 390, 844);
    const { accepted, declined } = await twoStays(owner.context);
    const guest = await customerPage(browser());

    // The guest asks twice: through the page, and through the API with a child and a special request.
    const acceptedQuote = await requestOnPage(guest.page, accepted.listing.id, accepted.stay);
    const declinedQuote = await quoteOf(declined.listing.id, declined.stay, 3);
    const asked = await guest.context.request.post(`${base}/api/bookings`, {
      headers: { origin: base },
      data: {
        propertyId: declined.listing.id,
        checkInDate: declined.stay.checkIn,
        checkOutDate: declined.stay.checkOut,
        adults: 2,
        children: 1,
        totalAmount: declinedQuote.total,
        specialRequests: 'We arrive late, around 11 pm.',
        paymentMethod: 'contact',
      },
    });
    expect(asked.status()).toBe(201);

    // The host follows the dashboard's Pending requests tile to the Requests tab.
    const { page } = owner;
    await page.goto(`${base}/owner`);
    await page.getByRole('link', { name: 'Answer requests' }).click();
    await page.waitForURL((url) => url.pathname === '/reservations' && url.search === '?tab=requests');
    await page.getByRole('heading', { level: 1, name: 'Reservations', exact: true }).waitFor();
    expect(
      await page.getByRole('tab', { name: /^Requests \(\d+ waiting\)$/ }).getAttribute('aria-selected'),
    ).toBe('true');
    const first = reservationCard(page, accepted.listing.title, accepted.stay);
    await first.getByRole('heading', { name: 'Asha Verma', exact: true }).waitFor();
    await first.getByText('Request', { exact: true }).waitFor();
    await first.getByText('Guest pays you directly', { exact: true }).waitFor();
    await first.getByText('2 adults', { exact: true }).waitFor();
    await first.getByText(formatRupees(acceptedQuote.total), { exact: true }).waitFor();
    await first.getByText(/^Respond by \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}$/).waitFor();
    const second = reservationCard(page, declined.listing.title, declined.stay);
    await second.getByText('2 adults · 1 child', { exact: true }).waitFor();
    await second.getByText('· 3 nights', { exact: true }).waitFor();
    await second.getByText('We arrive late, around 11 pm.', { exact: true }).waitFor();
    await noSevereAxeViolations(page, 'the Requests tab at 390 px');
    // The tab shows "Requests 2" and says "Requests (2 waiting)": what is seen is part of its name.
    expect(await labelInNameFindings(page)).toEqual([]);

    // Accept: the toast, and the stay moves to Upcoming with the guest's contact details.
    await first.getByRole('button', { name: 'Accept', exact: true }).click();
    await seeToast(page, 'Reservation confirmed', 'Asha has your contact details and a confirmation email.');
    await first.waitFor({ state: 'detached' });
    await page.getByRole('tab', { name: 'Upcoming', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/reservations' && url.search === '');
    await first.getByText('Confirmed', { exact: true }).waitFor();
    await first.getByRole('link', { name: demo.customer.email, exact: true }).waitFor();
    await first.getByRole('button', { name: 'Cancel reservation', exact: true }).waitFor();

    // Decline the other with a message: it leaves Requests for Past, quoted.
    await page.getByRole('tab', { name: /^Requests/ }).click();
    await second.getByRole('button', { name: 'Decline', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Decline this request?' });
    await dialog.getByLabel('Message to Asha (optional)').fill(DECLINE_MESSAGE);
    await dialog.getByRole('button', { name: 'Decline request', exact: true }).click();
    await seeToast(page, 'Request declined', 'Asha has been told, and the nights are open again.');
    await dialog.waitFor({ state: 'hidden' });
    await second.waitFor({ state: 'detached' });
    await page.getByRole('tab', { name: 'Past', exact: true }).click();
    await page.waitForURL((url) => url.search === '?tab=past');
    await second.getByText(`You declined this request: “${DECLINE_MESSAGE}”`, { exact: true }).waitFor();
    await second.getByText('Declined', { exact: true }).waitFor();
    // A reload keeps the tab.
    await page.reload();
    await second.getByText('Not paid', { exact: true }).waitFor();
    expect(await page.getByRole('tab', { name: 'Past', exact: true }).getAttribute('aria-selected')).toBe(
      'true',
    );

    // The guest's trips: one confirmed, one declined with the host's words.
    const trips = guest.page;
    await trips.goto(`${base}/trips`);
    const confirmedTrip = await tripFor(trips, accepted.listing.id, accepted.stay);
    expect(confirmedTrip?.booking.status).toBe('confirmed');
    const confirmedCard = await tripCard(
      trips,
      confirmedTrip!.booking.id,
      accepted.listing.title,
      accepted.stay,
    );
    await confirmedCard.getByText('Confirmed', { exact: true }).waitFor();
    // A declined request never went ahead: it is under Cancelled (issue 29).
    await trips.getByRole('tab', { name: /^Cancelled \(\d+\)$/ }).click();
    const declinedCard = trips
      .getByRole('article')
      .filter({ hasText: declined.listing.title })
      .filter({ hasText: stayText(declined.stay) });
    await declinedCard.getByText('Declined', { exact: true }).waitFor();
    await declinedCard.getByText(`The host declined: “${DECLINE_MESSAGE}”`, { exact: true }).waitFor();
    expect(await declinedCard.getByRole('button', { name: 'Message Host' }).count()).toBe(0);

    // The host cancels the confirmed stay: only with a reason, and the guest gets everything back.
    await page.getByRole('tab', { name: 'Upcoming', exact: true }).click();
    await first.getByRole('button', { name: 'Cancel reservation', exact: true }).click();
    const cancel = page.getByRole('dialog', { name: 'Cancel this reservation?' });
    await cancel
      .getByText(/^Asha gets a full refund\. Nothing was paid on Basera, so if Asha paid you directly/)
      .waitFor();
    await cancel.getByRole('button', { name: 'Cancel reservation', exact: true }).click();
    await cancel.getByText('Please tell the guest why you are cancelling.', { exact: true }).waitFor();
    await cancel.getByLabel('Reason for cancelling').fill(CANCEL_REASON);
    await cancel.getByRole('button', { name: 'Cancel reservation', exact: true }).click();
    await seeToast(page, 'Reservation cancelled', 'Asha has been told and gets a full refund.');
    await first.waitFor({ state: 'detached' });
    await page.getByRole('tab', { name: 'Past', exact: true }).click();
    await first.getByText(`You cancelled: “${CANCEL_REASON}”`, { exact: true }).waitFor();

    await owner.context.close();
    await guest.context.close();
  });
});
