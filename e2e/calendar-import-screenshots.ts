// Screenshots of calendar import on the host calendar (/owner/calendar):
// `BASE_URL=http://localhost:5000 npx tsx e2e/calendar-import-screenshots.ts [outDir]`, against a
// running server with the demo data and CALENDAR_IMPORT_ALLOW_PRIVATE=true (the feeds are served
// from here). Per theme and width: the month with imported nights (named after their feed) and the
// legend; the feeds, one synced and one failing; the add form refusing a link that is not http(s).
import type { APIRequestContext } from 'playwright-core';
import { addDays } from '../domain/rules/stay-dates.ts';
import type { CalendarImportList } from '../domain/schemas/calendar-imports.ts';
import type { HostCalendar } from '../domain/schemas/host-operations.ts';
import type { OwnerPropertySummary } from '../domain/schemas/listings.ts';
import { icsOf } from '../server/testing/calendar-import-kit.ts';
import { startFeedServer } from '../server/testing/feed-server.ts';
import { base, call, demoAccounts, screenshotRun, signedIn } from './screenshot-kit.ts';

const { shoot, browser, eachCombination } = await screenshotRun('calendar-import');
const nextMonth = (month: string) => {
  const [y, m] = [Number(month.slice(0, 4)), Number(month.slice(5, 7))];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
};
const compact = (iso: string) => iso.replaceAll('-', '');

/** The demo owner's first listing next month, with an Airbnb feed over three free nights and a broken one. */
async function prepare(request: APIRequestContext, feedUrl: (path: string) => string) {
  const listings = await call<OwnerPropertySummary[]>(request, 'GET', '/api/owner/properties');
  const id = listings[0]!.id;
  const { today } = await call<HostCalendar>(
    request,
    'GET',
    `/api/owner/properties/${id}/calendar?from=2026-01-01&to=2026-01-02`,
  );
  const month = nextMonth(today.slice(0, 7));
  const imports = `/api/owner/properties/${id}/calendar/imports`;
  for (const feed of (await call<CalendarImportList>(request, 'GET', imports)).imports)
    await call(request, 'DELETE', `${imports}/${feed.id}`);
  const { nights } = await call<HostCalendar>(
    request,
    'GET',
    `/api/owner/properties/${id}/calendar?from=${month}-01&to=${nextMonth(month)}-01`,
  );
  const free = (iso: string) => nights.some((n) => n.date === iso && n.status === 'free');
  const first = nights.find((n) => n.date > today && [0, 1, 2].every((d) => free(addDays(n.date, d))))!.date;
  return {
    id,
    month,
    first,
    imports,
    ics: icsOf([`DTSTART;VALUE=DATE:${compact(first)}`, `DTEND;VALUE=DATE:${compact(addDays(first, 3))}`]),
    feedUrl,
  };
}

const feeds = await startFeedServer();
const owner = await signedIn(browser, demoAccounts.owner, 1280, 'light');
const shown = await prepare(owner.request, feeds.url);
feeds.serveIcs('/airbnb.ics', shown.ics);
await call(owner.request, 'POST', shown.imports, { name: 'Airbnb', url: feeds.url('/airbnb.ics') });
await call(owner.request, 'POST', shown.imports, { name: 'Old holiday site', url: feeds.url('/gone.ics') });
await owner.close();

await eachCombination({ as: demoAccounts.owner }, async (context, { tag }) => {
  const page = await context.newPage();
  await page.goto(`${base}/owner/calendar?property=${shown.id}&month=${shown.month}`);
  await page.getByRole('grid').waitFor();
  // The first imported night, named after its feed (the other two and the legend say it too).
  const firstImported = page.locator(`[role="gridcell"][data-day="${shown.first}"]`);
  await firstImported.getByText('Imported from Airbnb').waitFor();
  await firstImported.scrollIntoViewIfNeeded();
  await shoot(page, `month-${tag}`, false);
  await page.getByRole('list', { name: 'Legend' }).scrollIntoViewIfNeeded();
  await shoot(page, `legend-${tag}`, false);
  const section = page.getByRole('heading', { name: 'Calendars from other sites' });
  await section.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, -16));
  await shoot(page, `feeds-${tag}`, false);
  const form = page.getByRole('form', { name: 'Add a calendar feed' });
  await form.getByLabel('Name').fill('Vrbo');
  await form.getByLabel('Feed link (iCal)').fill('webcal://example.com/cal.ics');
  await form.getByRole('button', { name: 'Add feed' }).click();
  await form.getByText('Must be an http or https address').waitFor();
  await form.scrollIntoViewIfNeeded();
  await shoot(page, `form-error-${tag}`, false);
});
await feeds.close();
