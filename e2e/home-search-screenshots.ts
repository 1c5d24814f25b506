// Screenshots of search results people can decide from (issue 29):
// `BASE_URL=http://localhost:5000 npx tsx e2e/home-search-screenshots.ts [outDir]`.
// Against a running server with the demo data, per theme and width: a misspelt place with dates
// (the heading names the place found, each card its stay's total beside the nightly price, the whole
// card a link), the Where field suggesting places as one types, and the row under a list with a next
// page ("Load more" beside "View All Properties").
import type { Page } from 'playwright-core';
import { base, screenshotRun } from './screenshot-kit.ts';

const { shoot, eachCombination } = await screenshotRun('home-search');

/** A calendar date `days` from today in India. */
const inIndia = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });

/** The results heading at the top of the screen (under the header and the compact bar). */
async function toResults(page: Page) {
  await page.locator('#properties-title').evaluate((el) => {
    window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 140);
  });
}

await eachCombination(async (context, { width, tag }) => {
  const page = await context.newPage();

  await page.goto(`${base}/?location=Udaipr&checkIn=${inIndia(30)}&checkOut=${inIndia(33)}`);
  await page.getByRole('heading', { name: 'Properties in Udaipur' }).waitFor();
  await page.getByTestId('stay-total').first().waitFor();
  await toResults(page);
  await shoot(page, `results-${tag}`);

  await page.goto(`${base}/`);
  await page.getByRole('article').first().waitFor();
  if (width < 768) await page.getByRole('button', { name: /^Search stays:/ }).click();
  await page.getByRole('combobox', { name: 'Where' }).first().fill('Ra');
  await page.getByRole('listbox', { name: 'Places with stays' }).waitFor();
  await page.waitForLoadState('networkidle');
  await page.keyboard.press('ArrowDown');
  await page.locator('[role="option"][aria-selected="true"]').waitFor();
  await shoot(page, `where-suggestions-${tag}`);

  await page.goto(`${base}/?adults=1`);
  await page.getByRole('button', { name: 'Load more' }).scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 200));
  await shoot(page, `list-end-${tag}`);
});
