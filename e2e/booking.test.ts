import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatRupees } from '../domain/money.ts';
import type { BookingDetail, TripListItem } from '../domain/schemas/bookings.ts';
import type { InvoiceAnswer } from '../domain/schemas/gst.ts';
import type { Availability } from '../domain/schemas/properties.ts';
import {
  atPath,
  badgeTone,
  base,
  checkout,
  checkoutAmount,
  customerPage,
  dayText,
  demo,
  fillBilling,
  getJson,
  indiaPage,
  journeyBilling,
  launchSharedBrowser,
  liveTripsFor,
  noSevereAxeViolations,
  openPropertyWithStay,
  payFromPropertyPage,
  recordRequests,
  type Stay,
  seeToast,
  stayOn,
  stayText,
  tripCard,
  tripFor,
  tripsOf,
} from './journey-kit.ts';

// Booking and paying (traveller §4, §5, §8) in Chromium against the real server, its database and
// the simulated Razorpay checkout (web/public/simulated-checkout.js). Each journey books its own
// listing on its own nights, months ahead of the stays the other journeys look at, so none of them
// meet and a rerun against the same database finds fresh nights.
const browser = launchSharedBrowser();

/** The demo customer, signed in, on the property page of listing `index` with a free stay chosen. */
async function customerOnStay(index: number, fromDays: number) {
  const booking = await stayOn(index, fromDays);
  const opened = await customerPage(browser());
  await openPropertyWithStay(opened.page, booking.listing.id, booking.stay);
  return { ...booking, ...opened };
}

/** Stays that never went ahead are under Cancelled, whatever their dates (issue 29). */
const ended = (trip: TripListItem) => ['cancelled', 'expired', 'declined'].includes(trip.booking.status);

async function upcomingTab(page: Page, trips: TripListItem[]) {
  const count = trips.filter((trip) => trip.upcoming && !ended(trip)).length;
  await page.getByRole('tab', { name: `Upcoming (${count})`, exact: true }).waitFor();
}

/**
 * The booking's confirmation page (issue 29), opened by paying or asking: its heading, reference,
 * listing, dates on the listing's clock, party, total with the payment's words, and what to do next.
 */
async function seeConfirmation(
  page: Page,
  booking: { id: string; reference: string },
  facts: { heading: string; title: string; stay: Stay; total: string; payment: string },
) {
  await atPath(page, `/trips/${booking.id}/confirmed`);
  const main = page.locator('main');
  await main.getByRole('heading', { level: 1, name: facts.heading, exact: true }).waitFor();
  await main.getByText(`Reference ${booking.reference}`, { exact: true }).waitFor();
  const summary = main.locator('article[aria-labelledby="booked-stay"]');
  await summary.getByRole('heading', { name: facts.title, exact: true }).waitFor();
  await summary
    .getByText(new RegExp(`^${dayText(facts.stay.checkIn)}, after \\d{1,2}:\\d{2} [ap]m$`))
    .waitFor();
  await summary
    .getByText(new RegExp(`^${dayText(facts.stay.checkOut)}, before \\d{1,2}:\\d{2} [ap]m$`))
    .waitFor();
  await summary.getByText(/^\d+ guests?$/).waitFor();
  await summary.getByText(formatRupees(facts.total), { exact: true }).waitFor();
  await main.getByRole('link', { name: 'View Receipt' }).waitFor();
  await main.getByRole('button', { name: 'Message Host' }).waitFor();
  await main.getByRole('link', { name: 'All your trips' }).waitFor();
  // The cancellation deadline, as Cancel booking would state it.
  const terms = main.locator('section[aria-labelledby="cancellation-terms"]');
  await terms.getByText(/ cancellation policy$/).waitFor();
  return { main, summary, terms, paymentTone: await badgeTone(summary, facts.payment) };
}

/** The property page with the guest's own nights chosen: their stay, never "no longer available". */
async function seeOwnStayOnProperty(page: Page, listingId: string, bookingId: string, stay: Stay) {
  await page.goto(`${base}/property/${listingId}?checkIn=${stay.checkIn}&checkOut=${stay.checkOut}&guests=2`);
  await page.getByText(`Your booking here covers ${stayText(stay)}.`, { exact: true }).waitFor();
  const view = page.getByRole('link', { name: 'View your booking' }).first();
  expect(new URL((await view.getAttribute('href')) ?? '', base).pathname).toBe(
    `/trips/${bookingId}/confirmed`,
  );
  expect(await page.getByText('Those dates are no longer available').count()).toBe(0);
}

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** Picks a day in the open search calendar ("Choose check-in date" or "…check-out date"), moving on a month at a time until its month shows. */
async function pickSearchDay(page: Page, field: 'check-in' | 'check-out', iso: string) {
  const calendar = page.getByRole('dialog', { name: `Choose ${field} date` });
  const month = calendar.getByText(`${MONTH_NAMES[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`, {
    exact: true,
  });
  const captions = calendar.locator('.rdp-caption_label');
  await captions.first().waitFor();
  for (let i = 0; i < 14 && !(await month.isVisible()); i++) {
    const before = await captions.first().textContent();
    await calendar.getByRole('button', { name: /next month/i }).click();
    await expect.poll(() => captions.first().textContent()).not.toBe(before);
  }
  await calendar.locator(`[data-day="${iso}"] button`).first().click();
}

describe('booking and paying', () => {
  // A long journey (search, pay, confirmation, listing, trips, receipt, invoices, payments): more
  // time than the default on a busy machine.
  it('searches with dates, reserves, pays in the checkout, and finds the paid trip and its receipt', async () => {
    // The dearest listing for five nights: a total past a lakh shows the Indian grouping (₹1,10,000).
    const { listing, stay, quote } = await stayOn(0, 120, 5);
    expect(Number(quote.total)).toBeGreaterThanOrEqual(100_000);
    const { context, page } = await customerPage(browser());

    // Search on the home page with the stay's dates.
    await page.getByLabel('Where').fill(listing.city);
    await page.getByRole('button', { name: /^Check-in/ }).click();
    await pickSearchDay(page, 'check-in', stay.checkIn);
    await pickSearchDay(page, 'check-out', stay.checkOut);
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: `Check-in ${dayText(stay.checkIn)}` }).waitFor();
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page
      .getByRole('heading', { level: 2, name: `Properties in ${listing.city}`, exact: true })
      .waitFor();

    // The listing's link carries the dates to its page.
    const link = page
      .getByRole('article')
      .filter({ hasText: listing.title })
      .getByRole('link', { name: listing.title, exact: true });
    const href = new URL((await link.getAttribute('href')) ?? '', base);
    expect(href.pathname).toBe(`/property/${listing.id}`);
    expect(href.searchParams.get('checkIn')).toBe(stay.checkIn);
    expect(href.searchParams.get('checkOut')).toBe(stay.checkOut);
    await link.click();
    await atPath(page, `/property/${listing.id}`);
    const total = page.getByTestId('quote-total');
    await total.waitFor();
    expect(await total.textContent()).toBe(formatRupees(quote.total));
    // The GST is its own line, and the total includes it (issue 24 §2).
    const taxes = formatRupees(quote.taxes.totalPaise);
    expect(quote.taxes.totalPaise).toBeGreaterThan(0);
    expect(quote.totalPaise).toBe(quote.subtotalPaise + quote.taxes.totalPaise);
    expect(await page.getByTestId('quote-taxes').textContent()).toBe(taxes);

    const dialog = await payFromPropertyPage(page, quote.total);
    await dialog.getByText(checkoutAmount(quote.total), { exact: true }).waitFor();
    await dialog.getByText(`Basera · ${listing.title}`, { exact: true }).waitFor();
    // The nights are held while the traveller pays.
    const held = await tripFor(page, listing.id, stay);
    expect(held?.booking).toMatchObject({
      status: 'pending',
      paymentStatus: 'pending',
      paymentMethod: 'razorpay',
    });

    // The checkout writes whole rupees as the app does: "₹1,10,000", not "₹1,10,000.00" (issue 29).
    expect(checkoutAmount(quote.total)).toBe(formatRupees(quote.total));
    await dialog.getByRole('button', { name: `Pay ${checkoutAmount(quote.total)}` }).click();
    await seeToast(page, 'Booking Confirmed!', `Your stay at ${listing.title} is booked.`);
    await dialog.waitFor({ state: 'hidden' });

    // The booking's confirmation page opens, with the spec's toast.
    const confirmation = await seeConfirmation(page, held!.booking, {
      heading: 'Your stay is booked',
      title: listing.title,
      stay,
      total: quote.total,
      payment: 'Paid',
    });
    expect(confirmation.paymentTone).toBe('green');
    // Back on the listing, the nights are forgotten: nothing reads as a failure.
    await page.goBack();
    await atPath(page, `/property/${listing.id}`);
    expect(new URL(page.url()).searchParams.get('checkIn')).toBeNull();
    await page.getByText('Select dates to see total price').first().waitFor();
    expect(await page.getByText('Those dates are no longer available').count()).toBe(0);
    // Chosen again, they are the guest's own stay, with the way to it.
    await seeOwnStayOnProperty(page, listing.id, held!.booking.id, stay);

    // Trips: the stay is upcoming, confirmed and paid.
    await page.goto(`${base}/trips`);
    const trips = await tripsOf(page);
    const trip = trips.find((t) => t.booking.id === held!.booking.id)!;
    expect(trip).toMatchObject({ upcoming: true, booking: { status: 'confirmed', paymentStatus: 'paid' } });
    await upcomingTab(page, trips);
    const card = await tripCard(page, trip.booking.id, listing.title, stay);
    expect(await badgeTone(card, 'Confirmed')).toBe('green');
    expect(await badgeTone(card, 'Paid')).toBe('green');
    expect(await card.getByRole('button', { name: 'Complete payment' }).count()).toBe(0);

    // The receipt.
    await card.getByRole('link', { name: 'View Receipt' }).click();
    await atPath(page, `/trips/${trip.booking.id}/receipt`);
    const receipt = page.locator('main article');
    await receipt.getByText('Booking receipt', { exact: true }).waitFor();
    await receipt.getByText('Basera', { exact: true }).waitFor();
    await receipt.getByText(trip.booking.reference, { exact: true }).waitFor();
    await receipt.getByText(stayText(stay), { exact: true }).waitFor();
    const receiptTotal = receipt.locator('dt', { hasText: /^Total$/ }).locator('xpath=following-sibling::dd');
    const totalText = (await receiptTotal.textContent()) ?? '';
    expect(totalText).toBe(formatRupees(quote.total));
    expect(totalText).toMatch(/^₹\d{1,2},\d{2},\d{3}(\.\d{2})?$/);
    const detailAnswer = await page.request.get(`${base}/api/bookings/${trip.booking.id}`);
    const detail = (await detailAnswer.json()) as BookingDetail;
    const paymentId = detail.payments.find((p) => p.status === 'paid')?.providerPaymentId ?? '';
    expect(paymentId).toMatch(/^pay_\w+$/);
    await receipt.getByText(paymentId, { exact: true }).waitFor();
    await receipt.getByText('Online (Razorpay)', { exact: true }).waitFor();
    expect(await badgeTone(receipt, 'Paid')).toBe('green');
    const receiptRow = (term: string) =>
      receipt
        .locator('dt', { hasText: new RegExp(`^${term.replace(/[()]/g, '\\$&')}$`) })
        .locator('xpath=following-sibling::dd');
    expect(await receiptRow('Taxes (GST)').textContent()).toBe(taxes);
    expect(await receiptRow('Subtotal').textContent()).toBe(formatRupees(quote.subtotal));
    await receipt.getByText(`${journeyBilling.state} ${journeyBilling.pincode}`, { exact: true }).waitFor();

    // The stay's tax invoices, each a link to its PDF in a new tab, which the traveller may open.
    const invoices = (await (
      await page.request.get(`${base}/api/bookings/${trip.booking.id}/invoices`)
    ).json()) as InvoiceAnswer[];
    expect(invoices.map((invoice) => invoice.kind)).toEqual(['invoice', 'invoice']);
    expect(invoices.every((invoice) => invoice.recipient.name === journeyBilling.name)).toBe(true);
    for (const invoice of invoices) {
      const link = receipt.getByRole('link', {
        name: `Tax invoice ${invoice.number} (PDF, opens in a new tab)`,
      });
      expect(await link.getAttribute('target')).toBe('_blank');
      const pdf = await page.request.get(new URL((await link.getAttribute('href')) ?? '', base).href);
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()['content-type']).toContain('application/pdf');
      expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    }

    // The payment is listed under /payments, in the account menu, with its receipt and the provider's id.
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Payments' }).click();
    await atPath(page, '/payments');
    const row = page.getByRole('row').filter({ hasText: trip.booking.reference });
    await row.getByText(paymentId, { exact: true }).waitFor();
    await row.getByText(formatRupees(quote.total), { exact: true }).waitFor();
    await row.getByText(`incl. Taxes (GST) ${taxes}`, { exact: true }).waitFor();
    // The same words for the same payment on the trip card, the receipt and here.
    expect(await badgeTone(row, 'Paid')).toBe('green');
    for (const invoice of invoices)
      await row
        .getByRole('link', { name: `Tax invoice ${invoice.number} (PDF, opens in a new tab)` })
        .waitFor();
    await context.close();
  }, 120_000);

  it('says Payment Cancelled when the checkout is dismissed, and Complete payment on /trips, with the minutes left, finishes the booking', async () => {
    const { listing, stay, quote, context, page } = await customerOnStay(1, 130);

    // Escape dismisses the checkout.
    const first = await payFromPropertyPage(page, quote.total);
    await page.keyboard.press('Escape');
    await first.waitFor({ state: 'hidden' });
    await seeToast(page, 'Payment Cancelled', 'You can complete your booking anytime from your trips.');

    await page.goto(`${base}/trips`);
    const trips = await tripsOf(page);
    const held = await liveTripsFor(page, listing.id, stay);
    expect(held).toHaveLength(1);
    expect(held[0]!.booking).toMatchObject({ status: 'pending', paymentStatus: 'pending' });
    await upcomingTab(page, trips);
    const card = await tripCard(page, held[0]!.booking.id, listing.title, stay);
    expect(await badgeTone(card, 'Pending')).toBe('yellow');
    expect(await badgeTone(card, 'Payment pending')).toBe('yellow');
    // The time left until the hold lapses, and its end on the traveller's clock.
    await card.getByText(/^\d{1,2} minutes? left to pay · held until \d{2}:\d{2}$/).waitFor();
    // The receipt words the payment as the card does.
    await card.getByRole('link', { name: 'View Receipt' }).click();
    await atPath(page, `/trips/${held[0]!.booking.id}/receipt`);
    expect(await badgeTone(page.locator('main article'), 'Payment pending')).toBe('yellow');
    await page.goBack();
    await upcomingTab(page, trips);

    // Complete payment opens the same checkout again; its Cancel dismisses it too.
    const complete = card.getByRole('button', { name: 'Complete payment' });
    await complete.click();
    await checkout(page).waitFor();
    await checkout(page).getByText(checkoutAmount(quote.total), { exact: true }).waitFor();
    await checkout(page).getByRole('button', { name: 'Cancel', exact: true }).click();
    await checkout(page).waitFor({ state: 'hidden' });
    await seeToast(page, 'Payment Cancelled', 'You can complete your booking anytime from your trips.');

    await expect.poll(() => complete.isEnabled()).toBe(true);
    await complete.click();
    await checkout(page)
      .getByRole('button', { name: `Pay ${checkoutAmount(quote.total)}` })
      .click();
    await seeToast(page, 'Booking Confirmed!', `Your stay at ${listing.title} is booked.`);
    // Paid from trips, the confirmation page opens too; back on trips the card is confirmed and paid.
    const confirmation = await seeConfirmation(page, held[0]!.booking, {
      heading: 'Your stay is booked',
      title: listing.title,
      stay,
      total: quote.total,
      payment: 'Paid',
    });
    expect(confirmation.paymentTone).toBe('green');
    await confirmation.main.getByRole('link', { name: 'All your trips' }).click();
    await atPath(page, '/trips');
    const paidCard = await tripCard(page, held[0]!.booking.id, listing.title, stay);
    expect(await badgeTone(paidCard, 'Confirmed')).toBe('green');
    expect(await badgeTone(paidCard, 'Paid')).toBe('green');
    expect(await paidCard.getByRole('button', { name: 'Complete payment' }).count()).toBe(0);
    // Still the one booking: paying again did not make another.
    const after = await liveTripsFor(page, listing.id, stay);
    expect(after.map((t) => [t.booking.id, t.booking.status, t.booking.paymentStatus])).toEqual([
      [held[0]!.booking.id, 'confirmed', 'paid'],
    ]);
    await context.close();
  });

  it('shows a declined payment inside the checkout, which stays open for another try that goes through', async () => {
    const { listing, stay, quote, context, page } = await customerOnStay(2, 140);

    const dialog = await payFromPropertyPage(page, quote.total);
    await dialog.getByRole('button', { name: 'Simulate failure' }).click();
    const decline = dialog.getByRole('alert');
    await decline
      .getByText('Your payment was declined by the simulated bank. No money was taken.', { exact: true })
      .waitFor();
    // Still open, nothing confirmed or cancelled, and Pay can be pressed again.
    expect(await dialog.isVisible()).toBe(true);
    expect(await page.getByText('Booking Confirmed!', { exact: true }).count()).toBe(0);
    expect(await page.getByText('Payment Cancelled', { exact: true }).count()).toBe(0);
    expect((await tripFor(page, listing.id, stay))?.booking).toMatchObject({
      status: 'pending',
      paymentStatus: 'pending',
    });

    await dialog.getByRole('button', { name: `Pay ${checkoutAmount(quote.total)}` }).click();
    await seeToast(page, 'Booking Confirmed!', `Your stay at ${listing.title} is booked.`);
    await dialog.waitFor({ state: 'hidden' });
    const trip = await tripFor(page, listing.id, stay);
    expect(trip?.booking).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    // The receipt names the attempt that went through.
    const detail = (await (
      await page.request.get(`${base}/api/bookings/${trip!.booking.id}`)
    ).json()) as BookingDetail;
    expect(detail.payments.some((p) => p.status === 'paid' && p.providerPaymentId?.startsWith('pay_'))).toBe(
      true,
    );
    await context.close();
  });

  it('books by contact: Booking Request Sent!, then about 2 seconds later the request awaiting the host, and the pending request in trips', async () => {
    const { listing, stay, quote, context, page } = await customerOnStay(3, 150);

    const contact = page.getByRole('button', { name: 'Book by Contact' });
    await expect.poll(() => contact.isEnabled()).toBe(true);
    await contact.click();
    const dialog = page.getByRole('dialog', { name: 'Contact for Booking' });
    await dialog.waitFor();
    const clicked = Date.now();
    await dialog.getByRole('button', { name: `Request booking · ${formatRupees(quote.total)}` }).click();
    await seeToast(page, 'Booking Request Sent!');
    const shown = Date.now();
    await dialog.waitFor({ state: 'hidden' });
    await page.waitForURL((url) => /^\/trips\/[\w-]+\/confirmed$/.test(url.pathname), { timeout: 10_000 });
    // Bounds that a busy machine cannot bend: the page's 2 s start after the click, and the test may
    // notice the toast late, so the lower bound counts from the click and the upper from the toast.
    expect(Date.now() - clicked).toBeGreaterThanOrEqual(2000);
    expect(Date.now() - shown).toBeLessThan(4000);

    const trips = await tripsOf(page);
    const request = await tripFor(page, listing.id, stay);
    expect(request?.booking).toMatchObject({
      status: 'pending',
      paymentStatus: 'pending',
      paymentMethod: 'contact',
      totalAmount: quote.total,
    });
    // The request's own page: it waits for the host, nothing paid yet.
    const confirmation = await seeConfirmation(page, request!.booking, {
      heading: 'Request sent: waiting for the host',
      title: listing.title,
      stay,
      total: quote.total,
      payment: 'Payment pending',
    });
    expect(confirmation.paymentTone).toBe('yellow');
    await noSevereAxeViolations(page, 'the confirmation page');
    await confirmation.main.getByRole('link', { name: 'All your trips' }).click();
    await atPath(page, '/trips');
    await upcomingTab(page, trips);
    const card = await tripCard(page, request!.booking.id, listing.title, stay);
    expect(await badgeTone(card, 'Pending')).toBe('yellow');
    expect(await badgeTone(card, 'Payment pending')).toBe('yellow');
    // Nothing to pay online for a request by contact.
    expect(await card.getByRole('button', { name: 'Complete payment' }).count()).toBe(0);
    await context.close();
  });

  it('says Payment Error when the checkout script cannot load, and holds no nights', async () => {
    const { listing, stay, quote } = await stayOn(4, 160);
    const { context, page } = await customerPage(browser());
    // The checkout script fails to load (forced); Basera's own API answers as it does.
    await page.route('**/simulated-checkout.js', (route) => route.abort('failed'));
    const orders = recordRequests(page, (r) =>
      r.url().includes('/api/payment/create-order') ? r.url() : undefined,
    );
    const before = await tripsOf(page);
    await openPropertyWithStay(page, listing.id, stay);

    const reserve = page.getByRole('button', { name: 'Reserve with Payment' });
    await expect.poll(() => reserve.isEnabled()).toBe(true);
    await reserve.click();
    const confirm = page.getByRole('dialog', { name: 'Confirm your booking' });
    await fillBilling(confirm);
    await confirm.getByRole('button', { name: `Pay ${formatRupees(quote.total)}` }).click();
    await seeToast(page, 'Payment Error', 'Razorpay is not loaded. Please refresh and try again.');
    expect(await checkout(page).count()).toBe(0);

    expect(orders).toEqual([]);
    const after = await tripsOf(page);
    expect(after.map((t) => t.booking.id).sort()).toEqual(before.map((t) => t.booking.id).sort());
    expect(await tripFor(page, listing.id, stay)).toBeUndefined();
    const { nights } = await getJson<Availability>(
      `/api/properties/${listing.id}/availability?from=${stay.checkIn}&to=${stay.checkOut}`,
    );
    expect(nights.every((night) => night.available)).toBe(true);
    await context.close();
  });

  it('keeps a visitor from booking: both buttons disabled, and the login hint returns to the stay', async () => {
    const { listing, stay } = await stayOn(5, 170);
    const { context, page } = await indiaPage(browser());
    await openPropertyWithStay(page, listing.id, stay);

    const reserve = page.getByRole('button', { name: 'Reserve with Payment' });
    const contact = page.getByRole('button', { name: 'Book by Contact' });
    const hint = page.getByRole('link', { name: 'Please login to make a booking' });
    await hint.waitFor();
    expect(await reserve.isDisabled()).toBe(true);
    expect(await contact.isDisabled()).toBe(true);

    // Signing in from the hint comes back to the same stay, now bookable.
    await hint.click();
    await atPath(page, '/auth');
    await page.getByLabel('Email').fill(demo.customer.email);
    await page.getByLabel('Password', { exact: true }).fill(demo.customer.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await atPath(page, `/property/${listing.id}`);
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toMatchObject({
      checkIn: stay.checkIn,
      checkOut: stay.checkOut,
    });
    await expect.poll(() => reserve.isEnabled()).toBe(true);
    expect(await contact.isEnabled()).toBe(true);
    expect(await hint.count()).toBe(0);
    await context.close();
  });
});
