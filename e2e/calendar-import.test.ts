// Calendar import (issue 27 §3) in Chromium against the real server: the demo owner adds the feed of
// another platform (served by a local HTTP server this test starts) on the listing's calendar page,
// sees the feed listed with its nights, and sees those nights on the grid in the imported colour with
// the feed's name (and in the legend); then removes the feed and the nights are free again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../domain/rules/stay-dates.ts';
import type { HostCalendar } from '../domain/schemas/host-operations.ts';
import type { OwnerPropertySummary } from '../domain/schemas/listings.ts';
import { icsOf } from '../server/testing/calendar-import-kit.ts';
import { type FeedServer, startFeedServer } from '../server/testing/feed-server.ts';
import { base, launchSharedBrowser, noSevereAxeViolations, ownerPage, seeToast } from './journey-kit.ts';

const browser = launchSharedBrowser();
const FEED_NAME = 'Holiday Lets';

const nextMonthOf = (month: string) => {
  const [y, m] = [Number(month.slice(0, 4)), Number(month.slice(5, 7))];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
};
const compact = (iso: string) => iso.replaceAll('-', '');

describe('calendar import', () => {
  let feeds: FeedServer;
  beforeAll(async () => {
    feeds = await startFeedServer();
  });
  afterAll(() => feeds.close());

  it("shows a feed's nights on the host calendar in their own colour, with the feed's name", async () => {
    const { page } = await ownerPage(browser());
    // The demo owner's second live listing, two months ahead (the other journeys book and block nearer).
    const listings = (await (
      await page.request.get(`${base}/api/owner/properties`)
    ).json()) as OwnerPropertySummary[];
    const listing = listings.filter((l) => l.status === 'approved' && l.isListed).at(-2)!;
    const calendarOf = async (from: string, to: string) =>
      (await (
        await page.request.get(`${base}/api/owner/properties/${listing.id}/calendar?from=${from}&to=${to}`)
      ).json()) as HostCalendar;
    const { today } = await calendarOf('2026-01-01', '2026-01-02');
    const month = nextMonthOf(nextMonthOf(today.slice(0, 7)));
    const { nights } = await calendarOf(`${month}-01`, `${nextMonthOf(month)}-01`);
    const free = (iso: string) => nights.some((n) => n.date === iso && n.status === 'free');
    const first = nights.find((n) => [0, 1, 2].every((d) => free(addDays(n.date, d))))?.date;
    if (!first) throw new Error(`no three free nights in ${month} on ${listing.title}`);
    const imported = [first, addDays(first, 1), addDays(first, 2)];
    feeds.serveIcs(
      '/holiday-lets.ics',
      icsOf([
        `DTSTART;VALUE=DATE:${compact(first)}`,
        `DTEND;VALUE=DATE:${compact(addDays(first, 3))}`,
        'SUMMARY:Booked',
      ]),
    );

    await page.goto(`${base}/owner/calendar?property=${listing.id}&month=${month}`);
    await page.getByRole('grid').waitFor();
    const form = page.getByRole('form', { name: 'Add a calendar feed' });
    await form.getByLabel('Name').fill(FEED_NAME);
    await form.getByLabel('Feed link (iCal)').fill(feeds.url('/holiday-lets.ics'));
    await form.getByRole('button', { name: 'Add feed' }).click();
    await seeToast(page, 'Calendar added', `3 nights are closed by “${FEED_NAME}”.`);

    const row = page
      .getByRole('list', { name: 'Calendar feeds' })
      .getByRole('listitem')
      .filter({ hasText: FEED_NAME });
    await row.getByText(/^Last synced \d{1,2} \w{3} \d{4}, \d{2}:\d{2} · 3 nights closed$/).waitFor();
    await expect.poll(() => form.getByLabel('Name').inputValue()).toBe('');

    // The nights on the grid: named after the feed, in the colour the legend gives imported nights.
    for (const night of imported)
      await page
        .locator(`[role="gridcell"][data-day="${night}"]`)
        .filter({ hasText: `Imported from ${FEED_NAME}` })
        .waitFor();
    const legend = page
      .getByRole('list', { name: 'Legend' })
      .getByRole('listitem')
      .filter({ hasText: `Imported from ${FEED_NAME}` });
    const colour = async (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((el) => getComputedStyle(el).backgroundColor);
    const legendColour = await legend
      .locator('span')
      .first()
      .evaluate((el) => getComputedStyle(el).backgroundColor);
    // Polled: the cell's colour eases in (transition-colors) when the month comes back.
    await expect.poll(() => colour(`[role="gridcell"][data-day="${first}"]`)).toBe(legendColour);
    expect(await colour(`[role="gridcell"][data-day="${addDays(first, 3)}"]`)).not.toBe(legendColour);
    await noSevereAxeViolations(page, 'the host calendar with an imported feed');

    // Removed: the feed's nights are free again.
    await row.getByRole('button', { name: `Remove ${FEED_NAME}` }).click();
    await page
      .getByRole('dialog', { name: `Remove “${FEED_NAME}”?` })
      .getByRole('button', { name: 'Remove' })
      .click();
    await seeToast(page, 'Calendar removed');
    await page.locator(`[role="gridcell"][data-day="${first}"]`).filter({ hasText: 'Available' }).waitFor();
    await page.getByText('No calendars added yet.').waitFor();
  });
});
