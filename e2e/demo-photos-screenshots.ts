// Screenshots of the demo photos where people see them: the home grid, a property page and the
// interior-design portfolio, at 390 and 1280 px in light and dark themes, against a running server
// with the demo data: `BASE_URL=http://localhost:5000 npx tsx e2e/demo-photos-screenshots.ts [outDir]`.
import { base, screenshotRun } from './screenshot-kit.ts';

const { shoot, eachCombination } = await screenshotRun('demo-photos');

const cards = (await (await fetch(`${base}/api/properties?limit=1`)).json()) as Array<{ id: string }>;
const pages = [
  ['home', '/'],
  ['property', `/property/${cards[0]?.id}`],
  ['interior-design', '/interior-design#portfolio'],
] as const;

await eachCombination(async (context, { tag }) => {
  for (const [name, url] of pages) {
    const page = await context.newPage();
    await page.goto(base + url, { waitUntil: 'networkidle' });
    // Photos are painted on first request: wait until every image in view has loaded. An image with
    // no box (the gallery's lazy photos a phone hides) is not in view, and never loads.
    await page.waitForFunction(
      () =>
        [...document.images]
          .filter((img) => {
            const box = img.getBoundingClientRect();
            return box.width > 0 && box.height > 0 && box.top < window.innerHeight;
          })
          .every((img) => img.complete),
      undefined,
      { timeout: 120_000 },
    );
    await shoot(page, `${name}-${tag}`);
    await page.close();
  }
});
