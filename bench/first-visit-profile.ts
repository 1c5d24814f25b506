// Where a phone's first visit spends its script time: a CPU profile of one visit (unthrottled) in
// Debian's Chromium as a phone (the server draws its first screen), functions by self and total time.
//   NO_MINIFY=1 npm run build:web   (readable names; rebuild without it afterwards)
//   BASE_URL=http://localhost:5000 npx tsx bench/first-visit-profile.ts /property/<id> [rows]
// Prints; asserts nothing. Decision 131 found its Intl costs this way, decision 155 a regression.
import { chromium } from 'playwright-core';
import { chromiumFlags } from '../e2e/browser.ts';
import { FULL_CHROMIUM } from '../scripts/chromium-path.mjs';

type Frame = { functionName: string; url: string; lineNumber: number };
type Node = { id: number; callFrame: Frame; children?: number[] };
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[]; startTime: number };

const base = process.env.BASE_URL ?? 'http://localhost:5000';
const route = process.argv[2] ?? '/';
const rows = Number(process.argv[3] ?? 30);
const phone =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36';

const browser = await chromium.launch({ executablePath: FULL_CHROMIUM, args: chromiumFlags });
const context = await browser.newContext({
  viewport: { width: 412, height: 823 },
  userAgent: phone,
  isMobile: true,
  hasTouch: true,
});
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
await cdp.send('Profiler.start');
await page.goto(base + route, { waitUntil: 'load' });
await page.waitForTimeout(3000);
const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
await browser.close();

const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parentOf = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
const nameOf = ({ callFrame: f }: Node) =>
  `${f.functionName || '(anonymous)'} ${f.url.replace(/.*\//, '')}:${f.lineNumber + 1}`;

// Each sample's time goes to its function (self) and once to each function on its stack (total).
const self = new Map<string, number>();
const total = new Map<string, number>();
const add = (into: Map<string, number>, key: string, ms: number) => into.set(key, (into.get(key) ?? 0) + ms);
profile.samples.forEach((id, i) => {
  const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
  add(self, nameOf(byId.get(id)!), ms);
  const seen = new Set<string>();
  for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) {
    const name = nameOf(byId.get(at)!);
    if (!seen.has(name)) add(total, name, ms);
    seen.add(name);
  }
});

// Runs of samples with no idle gap: roughly the page's tasks. For each long one, its own hottest
// functions by total time (the app's components show where a render went).
const idle = (id: number) => /^\((idle|program)\)/.test(nameOf(byId.get(id)!));
const bursts: { start: number; ms: number; total: Map<string, number> }[] = [];
let clock = profile.startTime;
let burst: (typeof bursts)[number] | undefined;
profile.samples.forEach((id, i) => {
  const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
  clock += profile.timeDeltas[i] ?? 0;
  if (idle(id)) {
    burst = undefined;
    return;
  }
  if (!burst) {
    burst = { start: (clock - profile.startTime) / 1000, ms: 0, total: new Map() };
    bursts.push(burst);
  }
  burst.ms += ms;
  const seen = new Set<string>();
  for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) {
    const name = nameOf(byId.get(at)!);
    if (!seen.has(name)) add(burst.total, name, ms);
    seen.add(name);
  }
});

const table = (times: Map<string, number>) =>
  [...times]
    .filter(([name]) => !/^\((program|idle|root)\)/.test(name))
    .sort((a, b) => b[1] - a[1])
    .slice(0, rows)
    .map(([name, ms]) => `${ms.toFixed(1).padStart(8)} ms  ${name}`)
    .join('\n');
console.log(
  `${base}${route}, one phone visit, unthrottled\n\nSelf time\n${table(self)}\n\nTotal time\n${table(total)}`,
);

console.log('\nTasks over 15 ms (start, length: the functions with most time in them)');
for (const { start, ms, total: inTask } of bursts.filter((b) => b.ms > 15)) {
  const named = [...inTask]
    .filter(([name]) => /^[A-Z][A-Za-z]+ |^use[A-Z]|^init_/.test(name))
    .sort((a, b) => b[1] - a[1])
    .slice(0, Number(process.env.NAMED ?? 6));
  console.log(
    `@${start.toFixed(0)} ms ${ms.toFixed(1)} ms: ${named.map(([n, t]) => `${n.split(' ')[0]} ${t.toFixed(1)}`).join(', ')}`,
  );
}
