import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Locator, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { formatRupees } from '../domain/money.ts';
import type { TripListItem } from '../domain/schemas/bookings.ts';
import type {
  Availability,
  PropertyCard,
  PropertyDetail,
  StayQuoteAnswer,
} from '../domain/schemas/properties.ts';
import { launchChromium } from './browser.ts';

/** Where scripts/e2e.mjs started the server. */
export const base = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:5000';

/** One Chromium per test file, opened before its tests and closed after. */
export function launchSharedBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('browser not started');
    return browser;
  };
}

export async function freshPage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  return { context, page };
}

export async function seeText(page: Page, text: string) {
  await page.getByText(text, { exact: true }).first().waitFor({ state: 'visible', timeout: 10_000 });
}

/**
 * Two rendered frames later: what a scroll, a first load or an event was going to change on screen
 * has been drawn. For checking that something did NOT happen, where there is no condition to await.
 */
export async function afterNextPaint(page: Page) {
  await page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
}

export async function atPath(page: Page, pathname: string) {
  await page.waitForURL((url) => url.pathname === pathname, { timeout: 10_000 });
}

/** The demo accounts the seed creates (server/db/seed). */
export const demo = {
  customer: { email: 'customer@basera.example', password: 'Customer123' },
  owner: { email: 'owner@basera.example', password: 'Owner1234' },
  admin: { email: 'admin@basera.example', password: 'Admin1234' },
} as const;

/**
 * What `note` says of each request `page` makes from now on, in the order made; a request it gives
 * undefined for is left out. The list grows as the page goes on (poll it, or read it at the end).
 */
export function recordRequests(page: Page, note: (request: Request) => string | undefined): string[] {
  const noted: string[] = [];
  page.on('request', (request) => {
    const said = note(request);
    if (said !== undefined) noted.push(said);
  });
  return noted;
}

/**
 * Sign in through the API (the page's context keeps the session cookie), open / and wait for the
 * header's avatar. The sign-in form has its own journeys (auth-journey, sign-in-flow, auth-messages),
 * which use signInThroughForm; the others need only a session.
 */
export async function signIn(page: Page, email: string, password: string) {
  await signInByApi(page.context(), email, password);
  await page.goto(`${base}/`);
  await page.getByTestId('avatar-initials').waitFor();
}

/** POST /api/auth/login in this context: its pages share the session. */
export async function signInByApi(context: BrowserContext, email: string, password: string) {
  const login = await context.request.post(`${base}/api/auth/login`, {
    headers: { origin: base },
    data: { email, password },
  });
  expect(login.status(), await login.text()).toBe(200);
}

/** Sign in through the /auth form and wait for the header's avatar. */
export async function signInThroughForm(page: Page, email: string, password: string) {
  await page.goto(`${base}/auth`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await atPath(page, '/');
  await page.getByTestId('avatar-initials').waitFor();
}

/** A GET of the server's API without a session, as JSON; an error status fails the journey. */
export async function getJson<T>(path: string): Promise<T> {
  const answer = await fetch(`${base}${path}`);
  if (!answer.ok) throw new Error(`${path}: ${answer.status}`);
  return (await answer.json()) as T;
}

/** The calendar date `days` from today in India (YYYY-MM-DD): the demo listings' zone. */
export function isoInIndia(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });
}

// Booking helpers shared by the journeys that book (booking.test.ts, after-booking.test.ts).

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** '2027-03-12' as the trips page and receipt write it: "12 Mar 2027". */
export const dayText = (iso: string) =>
  `${Number(iso.slice(8, 10))} ${MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;
export const stayText = (stay: Stay) => `${dayText(stay.checkIn)} – ${dayText(stay.checkOut)}`;

export type Stay = { checkIn: string; checkOut: string };
export type Listing = PropertyCard & { city: string };

let listed: Promise<Listing[]> | undefined;
/** Every demo listing with its city, dearest first (the dearest stay runs past a lakh: ₹1,xx,xxx). */
export function listings(): Promise<Listing[]> {
  listed ??= getJson<PropertyCard[]>('/api/properties?limit=100').then(async (cards) => {
    const withCity = await Promise.all(
      cards.map(async (card) => {
        const detail = await getJson<PropertyDetail>(`/api/properties/${card.id}`);
        return { ...card, city: detail.city ?? '' };
      }),
    );
    return withCity.sort((a, b) => Number(b.basePrice) - Number(a.basePrice));
  });
  return listed;
}

/**
 * The property page's own calendar, scrolled to: its month is drawn (and its nights asked for) only
 * as the visitor nears it (decision 156).
 */
export async function stayCalendarOf(page: Page): Promise<Locator> {
  const section = page.locator('section[aria-labelledby="stay-calendar-heading"]');
  await section.scrollIntoViewIfNeeded();
  await section.getByRole('grid').first().waitFor();
  return section;
}

/** The first `nights` free nights in a row on a listing from `fromDays` ahead. */
export async function freeStay(listingId: string, fromDays: number, nights = 2): Promise<Stay> {
  const { nights: calendar } = await getJson<Availability>(
    `/api/properties/${listingId}/availability?from=${isoInIndia(fromDays)}&to=${isoInIndia(fromDays + 120)}`,
  );
  for (let i = 0; i + nights < calendar.length; i++)
    if (calendar.slice(i, i + nights).every((night) => night.available))
      return { checkIn: calendar[i]!.date, checkOut: calendar[i + nights]!.date };
  throw new Error(`no ${nights} free nights in a row on ${listingId} from ${fromDays} days ahead`);
}

export async function quoteOf(listingId: string, stay: Stay, guests = 2): Promise<StayQuoteAnswer> {
  return getJson<StayQuoteAnswer>(
    `/api/properties/${listingId}/quote?checkIn=${stay.checkIn}&checkOut=${stay.checkOut}&guests=${guests}`,
  );
}

/** Listing number `index` (dearest first), its first free stay from `fromDays` ahead and the server's quote. */
export async function stayOn(index: number, fromDays: number, nights = 2) {
  const listing = (await listings())[index]!;
  const stay = await freeStay(listing.id, fromDays, nights);
  return { listing, stay, quote: await quoteOf(listing.id, stay) };
}

/**
 * The page's clock reads `at` (Date.now() and new Date()), its timers run as usual. Playwright's own
 * clock.setFixedTime fakes the timers too; its loop then starved key presses once Preact's effects
 * (scheduled by timer and animation frame) were pending (decision 126).
 */
export async function fixPageDate(context: BrowserContext, at: Date) {
  // A script's text, not a function: the test runner's transform would add helpers the page lacks.
  await context.addInitScript({
    content: `(() => {
      const Real = Date, fixed = ${at.getTime()};
      class FixedDate extends Real {
        constructor(...args) { if (args.length === 0) super(fixed); else super(...args); }
        static now() { return fixed; }
      }
      globalThis.Date = FixedDate;
    })();`,
  });
}

/** A desktop page in India's zone (the listings' calendar dates are India's). */
export async function indiaPage(
  browser: Browser,
  width = 1280,
  height = 900,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width, height }, timezoneId: 'Asia/Kolkata' });
  return { context, page: await context.newPage() };
}

/** A desktop page in India's zone with the demo customer signed in. */
export async function customerPage(browser: Browser) {
  const opened = await indiaPage(browser);
  await signIn(opened.page, demo.customer.email, demo.customer.password);
  return opened;
}

/** A page in India's zone with the demo owner signed in through the API (the sign-in form has its own journeys). */
export async function ownerPage(browser: Browser, width = 1280, height = 900) {
  const opened = await indiaPage(browser, width, height);
  await signInByApi(opened.context, demo.owner.email, demo.owner.password);
  return opened;
}

/** The signed-in traveller's trips, read through the page's own session (GET /api/bookings). */
export async function tripsOf(page: Page): Promise<TripListItem[]> {
  const answer = await page.request.get(`${base}/api/bookings`);
  expect(answer.status()).toBe(200);
  return (await answer.json()) as TripListItem[];
}

/**
 * The live bookings (held, requested or confirmed) of this stay. An earlier run's abandoned hold on
 * the same nights may still be listed, expired (the server expires a guest's own hold on a listing
 * when they order it again), so those are left out.
 */
export async function liveTripsFor(page: Page, listingId: string, stay: Stay): Promise<TripListItem[]> {
  return (await tripsOf(page)).filter(
    (trip) =>
      trip.property.id === listingId &&
      trip.booking.checkInDate === stay.checkIn &&
      trip.booking.checkOutDate === stay.checkOut &&
      (trip.booking.status === 'pending' || trip.booking.status === 'confirmed'),
  );
}

export async function tripFor(page: Page, listingId: string, stay: Stay): Promise<TripListItem | undefined> {
  const live = await liveTripsFor(page, listingId, stay);
  expect(live.length).toBeLessThanOrEqual(1);
  return live[0];
}

/**
 * The toast with this title (and description), as the traveller sees it. While an app dialog is open
 * (Payment Error leaves Confirm your booking open) Radix hides the rest of the page from assistive
 * technology, toasts included, so the region is found with hidden elements too; the text must show.
 */
export async function seeToast(
  page: Page,
  title: string,
  description?: string,
  region = 'Notifications (F8)',
) {
  const toast = page
    .getByRole('region', { name: region, includeHidden: true })
    .getByRole('listitem', { includeHidden: true })
    .filter({ hasText: title });
  await toast.getByText(title, { exact: true }).waitFor({ timeout: 10_000 });
  if (description) await toast.getByText(description, { exact: true }).waitFor();
  return toast;
}

export const checkout = (page: Page) => page.getByRole('dialog', { name: 'Basera test checkout' });

export async function openPropertyWithStay(page: Page, listingId: string, stay: Stay, guests = 2) {
  await page.goto(
    `${base}/property/${listingId}?checkIn=${stay.checkIn}&checkOut=${stay.checkOut}&guests=${guests}`,
  );
  await page.getByTestId('quote-total').waitFor();
}

/** Who the journeys' tax invoices are made out to (issue 24 §3). */
export const journeyBilling = { name: 'Asha Rao', state: 'Karnataka', pincode: '560001' } as const;

/**
 * The confirm dialog's billing details, typed over whatever it was prefilled with; a GSTIN ticks
 * "Add a GSTIN for a business invoice" first.
 */
export async function fillBilling(
  confirm: Locator,
  billing: { name: string; state: string; pincode: string; gstin?: string } = journeyBilling,
) {
  await confirm.getByLabel('Billing name').fill(billing.name);
  await confirm.getByLabel('State').selectOption(billing.state);
  await confirm.getByLabel('PIN code').fill(billing.pincode);
  if (billing.gstin) {
    await confirm.getByLabel('Add a GSTIN for a business invoice').check();
    await confirm.getByLabel('GSTIN', { exact: true }).fill(billing.gstin);
  }
}

/** Reserve with Payment → Confirm your booking (billing details) → Pay: the simulated checkout opens for the total. */
export async function payFromPropertyPage(page: Page, total: string) {
  const reserve = page.getByRole('button', { name: 'Reserve with Payment' });
  await expect.poll(() => reserve.isEnabled()).toBe(true);
  await reserve.click();
  const confirm = page.getByRole('dialog', { name: 'Confirm your booking' });
  await confirm.waitFor();
  await confirm.getByText(formatRupees(total), { exact: true }).waitFor();
  await fillBilling(confirm);
  await confirm.getByRole('button', { name: `Pay ${formatRupees(total)}` }).click();
  await checkout(page).waitFor();
  // The app's own dialog steps aside for the checkout.
  await confirm.waitFor({ state: 'hidden' });
  return checkout(page);
}

/** The checkout writes money as the app does (issue 29): "₹1,10,000", and paise only when there are some. */
export const checkoutAmount = (total: string) => formatRupees(total);

/** The /trips card of a booking (named by its title's id), showing the listing and the stay's dates. */
export async function tripCard(page: Page, bookingId: string, title: string, stay: Stay): Promise<Locator> {
  const card = page.locator(`article[aria-labelledby="trip-${bookingId}"]`);
  await card.getByRole('heading', { name: title, exact: true }).waitFor();
  await card.getByText(stayText(stay), { exact: true }).waitFor();
  return card;
}

/** A status badge's colour, read from its classes (traveller §4: green, yellow, else grey). */
export async function badgeTone(card: Locator, label: string): Promise<string> {
  const badge = card.getByText(label, { exact: true });
  await badge.waitFor();
  const classes = (await badge.getAttribute('class')) ?? '';
  return classes.includes('green') ? 'green' : classes.includes('yellow') ? 'yellow' : 'grey';
}

// Owners for the listing and dashboard journeys and their screenshot scripts.

/** Who registerOwner makes: Asha Verma, password Journey1234, unless said; the email, or a tag for one. */
export type NewOwner = { firstName?: string; lastName?: string; password?: string } & (
  | { email: string }
  | { tag: string }
);

/**
 * A new account that has become an owner through the API (register, then the onboarding's
 * PUT /api/user/profile): the context holds its session. A tag makes the email
 * `<tag>.<time>@example.com`. `origin` is the server (the screenshot scripts name their own).
 */
export async function registerOwner(context: BrowserContext, owner: NewOwner, origin = base) {
  const person = {
    firstName: owner.firstName ?? 'Asha',
    lastName: owner.lastName ?? 'Verma',
    email: 'email' in owner ? owner.email : `${owner.tag}.${Date.now()}@example.com`,
    password: owner.password ?? 'Journey1234',
  };
  const registered = await context.request.post(`${origin}/api/auth/register`, {
    headers: { origin },
    data: person,
  });
  if (!registered.ok()) throw new Error(`register: ${registered.status()} ${await registered.text()}`);
  const becameOwner = await context.request.put(`${origin}/api/user/profile`, {
    headers: { origin },
    data: {
      firstName: person.firstName,
      lastName: person.lastName,
      email: person.email,
      phone: '98765 43210',
      panNumber: 'ABCPE1234F',
      aadharNumber: '234123412346',
      role: 'owner',
      isProfileComplete: true,
    },
  });
  if (!becameOwner.ok()) throw new Error(`become owner: ${becameOwner.status()} ${await becameOwner.text()}`);
  return person;
}

// Mail, as the server's file mailer leaves it in DATA_DIR/mail: a file per mail, named by its time
// and its address.

/**
 * The link (path and query, e.g. `/auth?token=…`) starting with `pathPrefix` in the newest mail to
 * this address that has one; undefined while there is none.
 */
export function mailLink(dataDir: string, email: string, pathPrefix: string): string | undefined {
  const dir = path.join(dataDir, 'mail');
  if (!existsSync(dir)) return undefined;
  const address = email.replace(/[^a-z0-9@.]/gi, '_'); // as the file mailer names the files
  const links = readdirSync(dir)
    .filter((name) => name.includes(address))
    .sort()
    .map((name) => linkIn(readFileSync(path.join(dir, name), 'utf8'), pathPrefix));
  return links.filter(Boolean).at(-1);
}

function linkIn(text: string, pathPrefix: string): string | undefined {
  for (const [url] of text.matchAll(/https?:\/\/\S+/g)) {
    const { pathname, search } = new URL(url);
    if (`${pathname}${search}`.startsWith(pathPrefix)) return `${pathname}${search}`;
  }
  return undefined;
}

/**
 * Axe on the page as it stands, asked for its violations only. Legacy mode runs axe in the page
 * itself: the default opens a blank page per run to merge frames' results (the app has no frames),
 * and on the 2-core CI machine that made a run on the home page 4.2 s against 1.5 s (decision 143).
 */
export function axeOn(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
}

/**
 * The serious and critical axe findings on the page as it stands, within `include` and without
 * `exclude` if given. In the dark theme only colour contrast: the theme changes colours and nothing
 * else (CSS variables), so every other rule answers as it did in light, and running them all again
 * cost about a tenth of the journeys' time (decision 109).
 */
export async function severeAxeFindings(page: Page, scope: { include?: string; exclude?: string } = {}) {
  const dark = await page.evaluate(() => document.documentElement.classList.contains('dark'));
  let axe = axeOn(page);
  if (scope.include) axe = axe.include(scope.include);
  if (scope.exclude) axe = axe.exclude(scope.exclude);
  const results = await (dark ? axe.withRules(['color-contrast']) : axe).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/** No serious or critical axe finding on the page as it stands; `what` names it in the failure. */
export async function noSevereAxeViolations(page: Page, what: string) {
  expect(await severeAxeFindings(page), what).toEqual([]);
}

/**
 * Axe's label-content-name-mismatch (WCAG 2.5.3, an experimental rule axe leaves out by default):
 * every control named by aria-label or aria-labelledby says its visible text as part of its name, so
 * someone speaking what they see reaches it. Its findings on the page as it stands.
 */
export async function labelInNameFindings(page: Page) {
  const results = await axeOn(page).withRules(['label-content-name-mismatch']).analyze();
  return results.violations.flatMap((v) => v.nodes.map((n) => `${n.target.join(' ')}: ${n.html}`));
}
