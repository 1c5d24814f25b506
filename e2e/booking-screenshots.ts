// Screenshots of booking and paying: `BASE_URL=http://localhost:5000 npx tsx e2e/booking-screenshots.ts [outDir]`.
// Against a running server with the demo data, as the demo customer: the Confirm your booking dialog
// and the simulated checkout over the property page, /trips (a held booking with Complete payment, a
// paid one) and a paid booking's receipt, at 390 and 1280 px in light and dark themes. Each run
// books fresh nights months ahead (a held online booking and a paid one).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, BrowserContext, Page } from 'playwright-core';
import type { BookingDetail, PaymentOrder } from '../domain/schemas/bookings.ts';
import type { Availability, PropertyCard, StayQuoteAnswer } from '../domain/schemas/properties.ts';
import { launchChromium } from './browser.ts';

const base = process.env.BASE_URL ?? 'http://localhost:5000';
const outDir = process.argv[2] ?? 'test-results/screenshots/booking';
mkdirSync(outDir, { recursive: true });
const headers = { origin: base };

const isoInIndia = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });

async function get<T>(url: string): Promise<T> {
  const answer = await fetch(`${base}${url}`);
  if (!answer.ok) throw new Error(`GET ${url}: ${answer.status}`);
  return (await answer.json()) as T;
}

async function post<T>(request: APIRequestContext, url: string, data: object): Promise<T> {
  const answer = await request.post(`${base}${url}`, { headers, data });
  if (!answer.ok()) throw new Error(`POST ${url}: ${answer.status()} ${await answer.text()}`);
  return (await answer.json()) as T;
}

async function freeStay(id: string, fromDays: number) {
  const { nights } = await get<Availability>(
    `/api/properties/${id}/availability?from=${isoInIndia(fromDays)}&to=${isoInIndia(fromDays + 120)}`,
  );
  const i = nights.findIndex(
    (night, j) => night.available && nights[j + 1]?.available && j + 2 < nights.length,
  );
  if (i < 0) throw new Error(`no free stay on ${id}`);
  return { checkIn: nights[i]!.date, checkOut: nights[i + 2]!.date };
}

async function signIn(context: BrowserContext) {
  await post(context.request, '/api/auth/login', {
    email: 'customer@basera.example',
    password: 'Customer123',
  });
}

/** A paid booking through Basera's own API and the simulated gateway (as the checkout pays it). */
async function paidBooking(request: APIRequestContext, propertyId: string): Promise<string> {
  const stay = await freeStay(propertyId, 220);
  const quote = await get<StayQuoteAnswer>(
    `/api/properties/${propertyId}/quote?checkIn=${stay.checkIn}&checkOut=${stay.checkOut}&guests=2`,
  );
  const order = await post<PaymentOrder>(request, '/api/payment/create-order', {
    propertyId,
    checkInDate: stay.checkIn,
    checkOutDate: stay.checkOut,
    adults: 2,
    totalAmount: quote.total,
    specialRequests: 'Arriving by the evening train, around 9 pm',
  });
  const signed = await post<object>(request, '/api/payment/simulated/pay', {
    orderId: order.orderId,
    outcome: 'success',
  });
  const detail = await post<BookingDetail>(request, '/api/payment/verify', signed);
  return detail.booking.id;
}

async function shoot(page: Page, name: string, fullPage = true) {
  // Scroll through once so lazy images load, then back to the top.
  if (fullPage)
    await page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += 600) {
        window.scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 50));
      }
      window.scrollTo(0, 0);
    });
  await page.waitForTimeout(400);
  const file = path.join(outDir, `${name}.png`);
  await page.screenshot({ path: file, fullPage });
  console.log(file);
  if (!fullPage) return;
  // Tall pages: also save 1000 px slices that are readable when opened.
  const { width, height } = await page.evaluate(() => ({
    width: document.documentElement.clientWidth,
    height: document.documentElement.scrollHeight,
  }));
  if (height <= 1400) return;
  for (let y = 0, n = 1; y < height; y += 1000, n++)
    await page.screenshot({
      path: path.join(outDir, `${name}-part${n}.png`),
      fullPage: true,
      clip: { x: 0, y, width, height: Math.min(1000, height - y) },
    });
}

const cards = await get<PropertyCard[]>('/api/properties?limit=100');
const [held, paid] = [cards.at(-2)!, cards.at(-3)!];
const browser = await launchChromium();
const setup = await browser.newContext();
await signIn(setup);
const receiptId = await paidBooking(setup.request, paid.id);
await setup.close();

for (const theme of ['light', 'dark'] as const) {
  for (const width of [390, 1280]) {
    const context = await browser.newContext({
      viewport: { width, height: width < 768 ? 844 : 900 },
      timezoneId: 'Asia/Kolkata',
    });
    await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
    await signIn(context);
    const page = await context.newPage();
    const tag = `${width}-${theme}`;

    // Reserve → Confirm your booking → Pay: the checkout over the property page, then dismissed.
    const stay = await freeStay(held.id, 200);
    await page.goto(
      `${base}/property/${held.id}?checkIn=${stay.checkIn}&checkOut=${stay.checkOut}&guests=2`,
      {
        waitUntil: 'networkidle',
      },
    );
    if (width < 768) await page.getByRole('button', { name: 'Reserve', exact: true }).click();
    const reserve = page.getByRole('button', { name: 'Reserve with Payment' });
    await reserve.waitFor();
    while (!(await reserve.isEnabled())) await page.waitForTimeout(100);
    await reserve.click();
    const confirm = page.getByRole('dialog', { name: 'Confirm your booking' });
    await confirm.waitFor();
    await shoot(page, `confirm-${tag}`, false);
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
    await shoot(page, `trips-${tag}`);

    // The paid booking's receipt.
    await page.goto(`${base}/trips/${receiptId}/receipt`, { waitUntil: 'networkidle' });
    await page.getByText('Booking receipt', { exact: true }).waitFor();
    await shoot(page, `receipt-${tag}`);
    await context.close();
  }
}
await browser.close();
