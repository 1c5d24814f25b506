// Screenshots of booking and paying: `BASE_URL=http://localhost:5000 npx tsx e2e/booking-screenshots.ts [outDir]`.
// Against a running server with the demo data, as the demo customer: the booking card with its
// taxes, the Confirm your booking dialog (its top, its billing details refused in the schema's words,
// then filled in) and the simulated checkout over the property page, /trips (a held booking with
// Complete payment, a paid one, and the Cancelled tab), the paid one's confirmation page, the property
// page with its own nights chosen, its Cancel booking dialog, its receipt and /payments, at 390 and
// 1280 px in light and dark themes. Each run books fresh nights months ahead (a held online booking and a paid one).
import type { APIRequestContext } from 'playwright-core';
import type { BookingDetail, PaymentOrder } from '../domain/schemas/bookings.ts';
import type { Availability, PropertyCard, StayQuoteAnswer } from '../domain/schemas/properties.ts';
import { base, call, demoAccounts, screenshotRun, signedIn } from './screenshot-kit.ts';

const { shoot, browser, eachCombination } = await screenshotRun('booking', { slices: true });

const isoInIndia = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });

async function freeStay(request: APIRequestContext, id: string, fromDays: number) {
  const { nights } = await call<Availability>(
    request,
    'GET',
    `/api/properties/${id}/availability?from=${isoInIndia(fromDays)}&to=${isoInIndia(fromDays + 120)}`,
  );
  const i = nights.findIndex(
    (night, j) => night.available && nights[j + 1]?.available && j + 2 < nights.length,
  );
  if (i < 0) throw new Error(`no free stay on ${id}`);
  return { checkIn: nights[i]!.date, checkOut: nights[i + 2]!.date };
}

/** A paid booking through Basera's own API and the simulated gateway (as the checkout pays it). */
async function paidBooking(request: APIRequestContext, propertyId: string): Promise<string> {
  const stay = await freeStay(request, propertyId, 220);
  const quote = await call<StayQuoteAnswer>(
    request,
    'GET',
    `/api/properties/${propertyId}/quote?checkIn=${stay.checkIn}&checkOut=${stay.checkOut}&guests=2`,
  );
  const order = await call<PaymentOrder>(request, 'POST', '/api/payment/create-order', {
    propertyId,
    checkInDate: stay.checkIn,
    checkOutDate: stay.checkOut,
    adults: 2,
    totalAmount: quote.total,
    specialRequests: 'Arriving by the evening train, around 9 pm',
    billing: { name: 'Rao Traders', state: 'Karnataka', pincode: '560001', gstin: '29AAGCB1286Q1Z0' },
  });
  const signed = await call<object>(request, 'POST', '/api/payment/simulated/pay', {
    orderId: order.orderId,
    outcome: 'success',
  });
  const detail = await call<BookingDetail>(request, 'POST', '/api/payment/verify', signed);
  return detail.booking.id;
}

/** A request by contact the guest then cancelled: what the Cancelled tab lists (issue 29). */
async function cancelledRequest(request: APIRequestContext, propertyId: string) {
  const stay = await freeStay(request, propertyId, 230);
  const quote = await call<StayQuoteAnswer>(
    request,
    'GET',
    `/api/properties/${propertyId}/quote?checkIn=${stay.checkIn}&checkOut=${stay.checkOut}&guests=2`,
  );
  const booked = await call<BookingDetail>(request, 'POST', '/api/bookings', {
    propertyId,
    checkInDate: stay.checkIn,
    checkOutDate: stay.checkOut,
    adults: 2,
    totalAmount: quote.total,
    paymentMethod: 'contact',
  });
  await call(request, 'POST', `/api/bookings/${booked.booking.id}/cancel`, { expectedRefundPaise: 0 });
}

const setup = await signedIn(browser, demoAccounts.customer, 1280, 'light');
const cards = await call<PropertyCard[]>(setup.request, 'GET', '/api/properties?limit=100');
const [held, paid] = [cards.at(-2)!, cards.at(-3)!];
const receiptId = await paidBooking(setup.request, paid.id);
await cancelledRequest(setup.request, cards.at(-4)!.id);
await setup.close();

await eachCombination({ as: demoAccounts.customer }, async (context, { width, tag }) => {
  const page = await context.newPage();

  // Reserve → Confirm your booking → Pay: the checkout over the property page, then dismissed.
  const stay = await freeStay(context.request, held.id, 200);
  await page.goto(`${base}/property/${held.id}?checkIn=${stay.checkIn}&checkOut=${stay.checkOut}&guests=2`, {
    waitUntil: 'networkidle',
  });
  if (width < 768) await page.getByRole('button', { name: 'Reserve', exact: true }).click();
  const reserve = page.getByRole('button', { name: 'Reserve with Payment' });
  await reserve.waitFor();
  while (!(await reserve.isEnabled())) await page.waitForTimeout(100);
  await page.getByTestId('quote-total').scrollIntoViewIfNeeded();
  await shoot(page, `card-${tag}`, false);
  await reserve.click();
  const confirm = page.getByRole('dialog', { name: 'Confirm your booking' });
  await confirm.getByRole('heading', { name: 'Billing details' }).waitFor();
  await shoot(page, `confirm-${tag}`, false);
  // Refused in the schema's words (the first wrong field is focused and scrolled to), then filled in.
  await confirm.getByLabel('State').selectOption('');
  await confirm.getByLabel('PIN code').fill('012345');
  await confirm.getByRole('button', { name: /^Pay / }).click();
  await confirm.getByText('PIN code must be 6 digits, not starting with 0', { exact: true }).waitFor();
  await shoot(page, `confirm-errors-${tag}`, false);
  await confirm.getByLabel('Billing name').fill('Rao Traders');
  await confirm.getByLabel('State').selectOption('Karnataka');
  await confirm.getByLabel('PIN code').fill('560001');
  await confirm.getByLabel('Add a GSTIN for a business invoice').check();
  await confirm.getByLabel('GSTIN', { exact: true }).fill('29AAGCB1286Q1Z0');
  await confirm.getByRole('button', { name: /^Pay / }).scrollIntoViewIfNeeded();
  await shoot(page, `confirm-billing-${tag}`, false);
  await confirm.getByRole('button', { name: /^Pay / }).click();
  const checkout = page.getByRole('dialog', { name: 'Basera test checkout' });
  await checkout.waitFor();
  await shoot(page, `checkout-${tag}`, false);
  await checkout.getByRole('button', { name: 'Simulate failure' }).click();
  await checkout.getByRole('alert').waitFor();
  await shoot(page, `checkout-declined-${tag}`, false);
  await checkout.getByRole('button', { name: 'Cancel', exact: true }).click();
  await page.getByText('Payment Cancelled', { exact: true }).first().waitFor();
  await shoot(page, `cancelled-toast-${tag}`, false);

  // /trips: the held booking (Complete payment) and the paid one.
  await page.goto(`${base}/trips`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Complete payment' }).first().waitFor();
  await shoot(page, `trips-${tag}`, true);
  await page.getByRole('tab', { name: /^Cancelled/ }).click();
  await page.getByRole('tabpanel').getByRole('article').first().waitFor();
  await shoot(page, `trips-cancelled-${tag}`, true);
  await page.getByRole('tab', { name: /^Upcoming/ }).click();

  // Cancel booking on the paid trip: the refund with its taxes (opened, not confirmed).
  await page
    .locator(`article[aria-labelledby="trip-${receiptId}"]`)
    .getByRole('button', { name: 'Cancel booking' })
    .click();
  const cancel = page.getByRole('dialog', { name: 'Cancel booking' });
  await cancel.getByText('Total refund', { exact: true }).waitFor();
  await shoot(page, `cancel-${tag}`, false);
  await page.keyboard.press('Escape');
  await cancel.waitFor({ state: 'hidden' });

  // The paid booking's confirmation page (issue 29), and its listing with those nights chosen.
  await page.goto(`${base}/trips/${receiptId}/confirmed`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1, name: 'Your stay is booked' }).waitFor();
  await page
    .getByText(/ cancellation policy$/)
    .first()
    .waitFor();
  await shoot(page, `confirmed-${tag}`, true);
  const { booking: own } = await call<BookingDetail>(context.request, 'GET', `/api/bookings/${receiptId}`);
  await page.goto(
    `${base}/property/${paid.id}?checkIn=${own.checkInDate}&checkOut=${own.checkOutDate}&guests=2`,
    { waitUntil: 'networkidle' },
  );
  if (width < 768) await page.getByRole('button', { name: 'Reserve', exact: true }).click();
  const ownStay = page.getByRole('link', { name: 'View your booking' });
  await ownStay.waitFor();
  await ownStay.scrollIntoViewIfNeeded();
  await shoot(page, `own-stay-${tag}`, false);

  // The paid booking's receipt.
  await page.goto(`${base}/trips/${receiptId}/receipt`, { waitUntil: 'networkidle' });
  await page.getByText('Booking receipt', { exact: true }).waitFor();
  await shoot(page, `receipt-${tag}`, true);

  // /payments: the paid booking's payment with its taxes and invoices.
  await page.goto(`${base}/payments`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { name: 'Payments', exact: true }).waitFor();
  await shoot(page, `payments-${tag}`, true);
});
