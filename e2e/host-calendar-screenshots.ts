// Screenshots of the host calendar (/owner/calendar):
// `BASE_URL=http://localhost:5000 npx tsx e2e/host-calendar-screenshots.ts [outDir]`.
// Against a running server with the demo data, per theme and width: the loading skeleton; the demo
// owner's month with booked, requested, blocked and re-priced nights; a selection of free nights with
// its panel, a price refused, the nights blocked (then unblocked again); a selection over a booking
// (why it cannot be blocked); the keyboard focus; the Reset link confirmation; a month that failed to
// load (the request aborted, as offline); a new owner's empty page.
import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { addDays } from '../domain/rules/stay-dates.ts';
import type { HostCalendar } from '../domain/schemas/host-operations.ts';
import type { OwnerPropertySummary } from '../domain/schemas/listings.ts';
import type { StayQuoteAnswer } from '../domain/schemas/properties.ts';
import { registerOwner } from './journey-kit.ts';
import {
  base,
  call,
  demoAccounts,
  holdBack,
  screenshotRun,
  signedIn,
  themedContext,
} from './screenshot-kit.ts';

const { shoot, browser, eachCombination } = await screenshotRun('host-calendar');

const calendarOf = (request: APIRequestContext, id: string, from: string, to: string) =>
  call<HostCalendar>(request, 'GET', `/api/owner/properties/${id}/calendar?from=${from}&to=${to}`);

const nextMonth = (month: string) => {
  const [y, m] = [Number(month.slice(0, 4)), Number(month.slice(5, 7))];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
};

/**
 * The demo owner's listing and month to show: the first month with booked or blocked nights in the
 * next three, so the shots have every status; a guest's request and a weekend price are added to it
 * (once: running the script again finds them there).
 */
async function prepare(browser: Browser) {
  const owner = await signedIn(browser, demoAccounts.owner, 1280, 'light');
  const listings = await call<OwnerPropertySummary[]>(owner.request, 'GET', '/api/owner/properties');
  const first = await calendarOf(owner.request, listings[0]!.id, '2000-01-01', '2000-01-02');
  let chosen = { id: listings[0]!.id, month: nextMonth(first.today.slice(0, 7)) };
  search: for (const listing of listings.slice(0, 4))
    for (let month = first.today.slice(0, 7), i = 0; i < 3; i++, month = nextMonth(month)) {
      const { nights } = await calendarOf(owner.request, listing.id, `${month}-01`, `${nextMonth(month)}-01`);
      if (nights.some((night) => night.status !== 'free')) {
        chosen = { id: listing.id, month };
        break search;
      }
    }
  const { nights } = await calendarOf(
    owner.request,
    chosen.id,
    `${chosen.month}-01`,
    `${nextMonth(chosen.month)}-01`,
  );
  const free = nights.filter((night) => night.status === 'free' && night.date > first.today);
  // A weekend price on the month's first free Friday.
  const friday = free.find((night) => new Date(`${night.date}T00:00:00Z`).getUTCDay() === 5);
  if (friday)
    await call(owner.request, 'PUT', `/api/owner/properties/${chosen.id}/nightly-prices`, {
      startDate: friday.date,
      endDate: addDays(friday.date, 2),
      price: 18750,
      days: 'weekends',
    });
  // A guest's request for two free nights late in the month, unless one is there already.
  if (!nights.some((night) => night.status === 'requested')) {
    const pair = free.findLastIndex((night, i) => free[i + 1]?.date === addDays(night.date, 1));
    if (pair >= 0) {
      const checkIn = free[pair]!.date;
      const checkOut = addDays(checkIn, 2);
      const guest = await signedIn(browser, demoAccounts.customer, 1280, 'light');
      const quote = await call<StayQuoteAnswer>(
        guest.request,
        'GET',
        `/api/properties/${chosen.id}/quote?checkIn=${checkIn}&checkOut=${checkOut}&guests=2`,
      );
      await call(guest.request, 'POST', '/api/bookings', {
        propertyId: chosen.id,
        checkInDate: checkIn,
        checkOutDate: checkOut,
        adults: 2,
        children: 0,
        infants: 0,
        pets: 0,
        totalAmount: quote.total,
        paymentMethod: 'contact',
        specialRequests: '',
      });
      await guest.close();
    }
  }
  await owner.close();
  return { ...chosen, today: first.today };
}

const shown = await prepare(browser);
const calendarPath = `/owner/calendar?property=${shown.id}&month=${shown.month}`;
const cell = (page: Page, day: string) => page.locator(`[role="gridcell"][data-day="${day}"]`);

await eachCombination({ as: demoAccounts.owner }, async (context, { theme, width, tag }) => {
  const page = await context.newPage();

  // Loading: the calendar's answer held back.
  const release = await holdBack(page, '**/api/owner/properties/*/calendar?*');
  await page.goto(`${base}${calendarPath}`, { waitUntil: 'domcontentloaded' });
  await page.getByText('Loading the calendar').waitFor({ state: 'attached' });
  await shoot(page, `loading-${tag}`, false);
  await release();
  await page.getByRole('grid').waitFor();
  await page.waitForLoadState('networkidle');
  await shoot(page, `month-${tag}`, true);

  // The month's nights by status, to pick from.
  const { nights } = await calendarOf(
    context.request,
    shown.id,
    `${shown.month}-01`,
    `${nextMonth(shown.month)}-01`,
  );
  const future = nights.filter((night) => night.date >= shown.today);
  const free = future.filter((night) => night.status === 'free');
  const taken = future.find((night) => night.status === 'booked' || night.status === 'requested');

  // A selection of three free nights: the panel with Block and Set price.
  const start = free.findIndex((night, i) => free[i + 2]?.date === addDays(night.date, 2));
  if (start >= 0) {
    await cell(page, free[start]!.date).click();
    await cell(page, free[start + 2]!.date).click();
    await page.getByRole('button', { name: 'Block nights' }).waitFor();
    await shoot(page, `selected-${tag}`, true);
    await page.getByLabel('Price per night').fill('99');
    await page.getByLabel('Price per night').blur();
    await page.getByText('The price must be at least ₹100').scrollIntoViewIfNeeded();
    await shoot(page, `price-error-${tag}`, false);
    // Blocked (with its toast), then unblocked again so the next run finds the nights free.
    await page.getByLabel('Note (optional)').fill('Painting the bedrooms');
    await page.getByRole('button', { name: 'Block nights' }).click();
    await page.getByText('Nights blocked', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Unblock' }).waitFor();
    await page.getByRole('grid').scrollIntoViewIfNeeded();
    await shoot(page, `blocked-${tag}`, false);
    await page.getByRole('button', { name: 'Unblock' }).click();
    await page.getByText('Nights unblocked', { exact: true }).waitFor();
    await page.getByText('Nights unblocked', { exact: true }).waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Clear selection' }).click();
  }

  // A selection over a booking or request: why it cannot be blocked.
  if (taken) {
    const before = nights[nights.findIndex((night) => night.date === taken.date) - 1];
    if (before && before.date >= shown.today) await cell(page, before.date).click();
    await cell(page, taken.date).click();
    if (!before || before.date < shown.today) await cell(page, taken.date).click();
    await page.getByText('cannot be blocked', { exact: false }).waitFor();
    await page.getByText('cannot be blocked', { exact: false }).scrollIntoViewIfNeeded();
    await shoot(page, `selected-booked-${tag}`, false);
    await page.keyboard.press('Escape');
  }

  // The keyboard: focus on a night, moved with the arrows.
  await cell(page, free[0]!.date).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  await page.getByRole('grid').scrollIntoViewIfNeeded();
  await shoot(page, `keyboard-${tag}`, false);

  // Calendar sync: Reset link asks first.
  await page.getByRole('button', { name: 'Reset link' }).click();
  await page.getByRole('dialog', { name: 'Reset the calendar link?' }).waitFor();
  await shoot(page, `reset-link-${tag}`, false);
  await page.getByRole('button', { name: 'Cancel' }).click();

  // A month that cannot load (the request aborted, as when offline).
  await page.route('**/api/owner/properties/*/calendar?*', (route) => route.abort());
  await page.goto(`${base}${calendarPath}`, { waitUntil: 'domcontentloaded' });
  await page.getByText("We couldn't load this calendar.").waitFor();
  await shoot(page, `error-${tag}`, false);
  await page.unrouteAll({ behavior: 'wait' });

  // A new owner with no listing yet.
  const fresh = await themedContext(browser, width, theme);
  await registerOwner(fresh, { tag: `calendar.${tag}` }, base);
  const empty = await fresh.newPage();
  await empty.goto(`${base}/owner/calendar`, { waitUntil: 'networkidle' });
  await empty.getByText('No listings yet').waitFor();
  await shoot(empty, `empty-${tag}`, false);
  await fresh.close();
});
