// The host calendar (issue 12 §2, §3) in Chromium against the real server: the demo owner opens
// /owner/calendar, picks a listing, goes a month ahead, drags across a Friday and a Saturday and blocks
// them, prices the next Monday and Tuesday with the keyboard, loses a race for another night (the API's
// 409 as a toast) and unblocks it, finds it all again after a reload, copies the calendar link and resets
// it; a guest's property page then shows the weekend unavailable and quotes a stay over the new prices at
// the new figures.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addPaise, formatRupees, multiplyPaise, paiseToRupees, rupeesToPaise } from '../domain/money.ts';
import { addDays } from '../domain/rules/stay-dates.ts';
import type { HostCalendar } from '../domain/schemas/host-operations.ts';
import type { OwnerPropertySummary } from '../domain/schemas/listings.ts';
import type { PropertyDetail, StayQuoteAnswer } from '../domain/schemas/properties.ts';
import {
  base,
  dayText,
  getJson,
  indiaPage,
  isoInIndia,
  labelInNameFindings,
  launchSharedBrowser,
  noSevereAxeViolations,
  ownerPage,
  seeToast,
  stayCalendarOf,
} from './journey-kit.ts';

const browser = launchSharedBrowser();
const NEW_PRICE = '4321.00';
// Month and weekday names read through UTC, where a date's midnight is that date in any zone.
const utc = (iso: string) => new Date(`${iso}T00:00:00Z`);
const weekday = (iso: string) => utc(iso).toLocaleDateString('en-GB', { weekday: 'long', timeZone: 'UTC' });
const monthHeading = (month: string) =>
  utc(`${month}-01`).toLocaleDateString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const nextMonthOf = (iso: string) => {
  const [y, m] = [Number(iso.slice(0, 4)), Number(iso.slice(5, 7))];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
};

/** A night cell's accessible name, as the grid says it. */
const nightName = (iso: string, status: string, price: string) =>
  `${weekday(iso)} ${dayText(iso)}, ${status}, ${formatRupees(price)}`;
const cell = (page: Page, iso: string) => page.locator(`[role="gridcell"][data-day="${iso}"]`);

/**
 * The demo owner's last live listing (the other journeys book the first ones) and, in next month, a
 * Friday whose Thursday before and five nights from it are free: Thu, [Fri, Sat] blocked, Sun, [Mon,
 * Tue] re-priced, Wed lost to a race.
 */
async function quietWeek(page: Page) {
  const listings = (await (
    await page.request.get(`${base}/api/owner/properties`)
  ).json()) as OwnerPropertySummary[];
  const listing = listings.filter((l) => l.status === 'approved' && l.isListed).at(-1)!;
  const probe = await page.request.get(
    `${base}/api/owner/properties/${listing.id}/calendar?from=2026-01-01&to=2026-01-02`,
  );
  const month = nextMonthOf(((await probe.json()) as HostCalendar).today);
  const answer = await page.request.get(
    `${base}/api/owner/properties/${listing.id}/calendar?from=${month}-01&to=${nextMonthOf(`${month}-01`)}-01`,
  );
  const { nights } = (await answer.json()) as HostCalendar;
  const free = (iso: string) => nights.some((n) => n.date === iso && n.status === 'free' && !n.priceSet);
  const friday = nights.find(
    (n) => weekday(n.date) === 'Friday' && [-1, 0, 1, 2, 3, 4, 5].every((d) => free(addDays(n.date, d))),
  )?.date;
  if (!friday) throw new Error(`no quiet week in ${month} on ${listing.title}`);
  return { listing, month, friday, saturday: addDays(friday, 1), monday: addDays(friday, 3) };
}

/** Drag with the mouse from one night to another. */
async function drag(page: Page, from: string, to: string) {
  const [a, b] = [await cell(page, from).boundingBox(), await cell(page, to).boundingBox()];
  if (!a || !b) throw new Error('night cells not on screen');
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 6 });
  await page.mouse.up();
}

describe('the host calendar', () => {
  it('blocks a weekend and prices two nights; the property page shows both to guests', async () => {
    const { page } = await ownerPage(browser());
    const week = await quietWeek(page);
    const { listing, friday, saturday, monday } = week;
    const tuesday = addDays(monday, 1);
    const wednesday = addDays(monday, 2);
    const basePrice = listing.basePrice;

    // The calendar: pick the listing, then next month.
    await page.goto(`${base}/owner/calendar`);
    await page.getByRole('heading', { level: 1, name: 'Calendar' }).waitFor();
    await page.getByLabel('Listing').selectOption(listing.id);
    await page.waitForURL((url) => url.searchParams.get('property') === listing.id);
    await page.getByRole('button', { name: 'Next month' }).click();
    await page.getByRole('heading', { level: 2, name: monthHeading(week.month) }).waitFor();
    await page
      .getByRole('gridcell', { name: nightName(friday, 'Available', basePrice), exact: true })
      .waitFor();

    // Drag across Friday and Saturday, and block them with a note.
    await drag(page, friday, saturday);
    await page
      .getByRole('heading', { name: `${dayText(friday)} – ${dayText(saturday)} · 2 nights` })
      .waitFor();
    expect(await cell(page, friday).getAttribute('aria-selected')).toBe('true');
    await page.getByLabel('Note (optional)').fill('Family visiting');
    await page.getByRole('button', { name: 'Block nights' }).click();
    await seeToast(page, 'Nights blocked', 'Guests cannot book them.');
    const blockedFriday = nightName(friday, 'Blocked: Family visiting', basePrice);
    await page.getByRole('gridcell', { name: blockedFriday, exact: true }).waitFor();
    await page.getByRole('button', { name: 'Unblock' }).waitFor();

    // Monday and Tuesday with the keyboard: Escape clears, arrows move, Enter picks both ends.
    await cell(page, friday).focus();
    await page.keyboard.press('Escape');
    await page.getByRole('heading', { name: 'Select nights' }).waitFor();
    for (const key of ['ArrowRight', 'ArrowRight', 'ArrowRight', 'Enter', 'ArrowRight', 'Enter'])
      await page.keyboard.press(key);
    await page
      .getByRole('heading', { name: `${dayText(monday)} – ${dayText(tuesday)} · 2 nights` })
      .waitFor();
    await page.getByLabel('Price per night').fill('4,321');
    await page.getByRole('button', { name: 'Set price' }).click();
    await seeToast(page, 'Price updated');
    const repriced = `${nightName(monday, 'Available', NEW_PRICE)} (your price)`;
    await page.getByRole('gridcell', { name: repriced, exact: true }).waitFor();
    await page.getByRole('button', { name: `Reset to base price (${formatRupees(basePrice)})` }).waitFor();

    // A race: the night is blocked elsewhere (another tab) after it was selected here.
    await cell(page, wednesday).click();
    await cell(page, wednesday).click();
    await page.getByRole('heading', { name: `${dayText(wednesday)} · 1 night` }).waitFor();
    const elsewhere = await page.request.post(`${base}/api/owner/properties/${listing.id}/blocked-dates`, {
      headers: { origin: base },
      data: { startDate: wednesday, endDate: addDays(wednesday, 1) },
    });
    expect(elsewhere.status()).toBe(201);
    await page.getByRole('button', { name: 'Block nights' }).click();
    await seeToast(page, 'Could not block these nights', 'Some of those nights are already blocked');
    // The calendar is read again: the night shows blocked, and Unblock frees it.
    await page
      .getByRole('gridcell', { name: nightName(wednesday, 'Blocked', basePrice), exact: true })
      .waitFor();
    await page.getByRole('button', { name: 'Unblock' }).click();
    await seeToast(page, 'Nights unblocked', 'Guests can book them again.');
    await page
      .getByRole('gridcell', { name: nightName(wednesday, 'Available', basePrice), exact: true })
      .waitFor();

    // After a reload the month is still there (it is in the address), blocked and priced.
    await page.reload();
    await page.getByRole('gridcell', { name: blockedFriday, exact: true }).waitFor();
    await page
      .getByRole('gridcell', {
        name: nightName(saturday, 'Blocked: Family visiting', basePrice),
        exact: true,
      })
      .waitFor();
    await page.getByRole('gridcell', { name: repriced, exact: true }).waitFor();

    // Calendar sync: Copy puts the secret link on the clipboard; it serves the weekend as a blocked
    // all-day event. Reset link (confirmed) gives a new one, and the old stops working.
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base });
    const link = page.getByLabel('Calendar link (iCal)');
    const icsUrl = await link.inputValue();
    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    await seeToast(page, 'Link copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(icsUrl);
    const feed = await page.request.get(icsUrl);
    expect(feed.status()).toBe(200);
    expect(await feed.text()).toContain(`DTSTART;VALUE=DATE:${friday.replaceAll('-', '')}`);
    await page.getByRole('button', { name: 'Reset link', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Reset the calendar link?' });
    await confirm.getByRole('button', { name: 'Reset link', exact: true }).click();
    await seeToast(page, 'Calendar link reset');
    await expect.poll(() => link.inputValue()).not.toBe(icsUrl);
    expect((await page.request.get(icsUrl)).status()).toBe(404);
    expect((await page.request.get(await link.inputValue())).status()).toBe(200);
    await page.context().close();

    // A guest's property page: the weekend cannot be a check-in, nor can a stay cross it.
    const guest = await indiaPage(browser());
    const detail = await getJson<PropertyDetail>(`/api/properties/${listing.id}`);
    await guest.page.goto(`${base}/property/${listing.id}`);
    const stayCalendar = await stayCalendarOf(guest.page);
    const day = (iso: string) => stayCalendar.locator(`[data-day="${iso}"] button`).first();
    // The busy nights arrive after the month is drawn: wait for them rather than read too early.
    await expect.poll(() => day(friday).isDisabled(), { timeout: 15_000 }).toBe(true);
    expect(await day(saturday).isDisabled()).toBe(true);
    await day(addDays(friday, -1)).click();
    await guest.page.getByRole('heading', { name: 'Select check-out date' }).waitFor();
    expect(await day(friday).isDisabled()).toBe(false); // leaving on Friday morning is fine
    expect(await day(saturday).isDisabled()).toBe(true);

    // Sunday to Wednesday: Sunday at the base price, Monday and Tuesday at the host's new price.
    await guest.page.goto(
      `${base}/property/${listing.id}?checkIn=${addDays(friday, 2)}&checkOut=${wednesday}&guests=2`,
    );
    const nightly = addPaise(rupeesToPaise(basePrice), multiplyPaise(rupeesToPaise(NEW_PRICE), 2));
    const subtotal = addPaise(nightly, rupeesToPaise(detail.cleaningFee), rupeesToPaise(detail.serviceFee));
    const prices = guest.page
      .getByRole('definition')
      .filter({ hasText: formatRupees(paiseToRupees(nightly)) });
    await prices.first().waitFor();
    // The server priced the same nights (its GST is the API tests' to check), and the page shows it.
    const quote = await getJson<StayQuoteAnswer>(
      `/api/properties/${listing.id}/quote?checkIn=${addDays(friday, 2)}&checkOut=${wednesday}&guests=2`,
    );
    expect(quote.subtotalPaise).toBe(subtotal);
    expect(await guest.page.getByTestId('quote-total').textContent()).toBe(formatRupees(quote.total));
    await guest.context.close();
  });

  it('passes axe on a phone with nights selected, and the keyboard crosses months', async () => {
    const { context, page } = await ownerPage(browser(), 390, 700);
    const listings = (await (
      await page.request.get(`${base}/api/owner/properties`)
    ).json()) as OwnerPropertySummary[];
    const month = nextMonthOf(isoInIndia(0));
    await page.goto(`${base}/owner/calendar?property=${listings[0]!.id}&month=${month}`);
    await cell(page, `${month}-02`).click();
    await cell(page, `${month}-03`).click();
    await page.getByRole('heading', { name: /· 2 nights$/ }).waitFor();
    // The bar at the bottom takes the host to the panel below the month.
    await page.getByRole('button', { name: 'Block or price' }).click();
    await page.getByRole('button', { name: 'Set price' }).waitFor();
    await noSevereAxeViolations(page, 'the calendar at 390 px with a selection');
    // A night is named by what it shows (day, price) with the rest around it for screen readers.
    expect(await labelInNameFindings(page)).toEqual([]);

    // The keyboard crosses into the next month: it shows, and the focus lands on its 1st.
    const following = nextMonthOf(`${month}-01`);
    await cell(page, addDays(`${following}-01`, -1)).focus();
    await page.keyboard.press('ArrowRight');
    await page.waitForURL((url) => url.searchParams.get('month') === following);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-day')))
      .toBe(`${following}-01`);
    await context.close();
  });
});
