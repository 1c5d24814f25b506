// The JavaScript a first visit to a page runs, gzip- and brotli-compressed, against running servers:
//   npx tsx bench/first-route-js.ts http://localhost:5000 [http://localhost:5200 ...] [-- /path ...]
// For each server and page (default / and /hi): every script Chromium loads until the network is
// idle, each compressed at the highest level, summed. Several servers print side by side, with the
// difference to the first (the baseline). Prints; asserts nothing.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { launchChromium } from '../e2e/browser.ts';

const args = process.argv.slice(2);
const split = args.indexOf('--');
const servers = split === -1 ? args : args.slice(0, split);
const pages = split === -1 ? ['/', '/hi'] : args.slice(split + 1);
if (servers.length === 0) throw new Error('give at least one server address');

const browser = await launchChromium();
async function scriptsOf(url: string): Promise<string[]> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const scripts = new Set<string>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.add(response.url());
  });
  const answer = await page.goto(url);
  await page.waitForLoadState('networkidle');
  await context.close();
  return answer && answer.status() < 400 ? [...scripts] : [];
}

type Size = { files: number; raw: number; gzip: number; brotli: number };
async function sizeOf(url: string): Promise<Size> {
  const size: Size = { files: 0, raw: 0, gzip: 0, brotli: 0 };
  for (const script of await scriptsOf(url)) {
    const body = Buffer.from(await (await fetch(script)).arrayBuffer());
    size.files += 1;
    size.raw += body.length;
    size.gzip += gzipSync(body, { level: 9 }).length;
    size.brotli += brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  }
  return size;
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
for (const path of pages) {
  let baseline: Size | undefined;
  for (const server of servers) {
    const size = await sizeOf(`${server}${path}`);
    if (size.files === 0) {
      console.log(`${path} at ${server}: no page`);
      continue;
    }
    baseline ??= size;
    const change =
      size === baseline
        ? ''
        : ` (gzip ${size.gzip >= baseline.gzip ? '+' : ''}${kb(size.gzip - baseline.gzip)})`;
    console.log(
      `${path} at ${server}: ${size.files} scripts, raw ${kb(size.raw)}, gzip ${kb(size.gzip)}, brotli ${kb(size.brotli)}${change}`,
    );
  }
}
await browser.close();
