// Writes the measured seconds of the slow test files from a vitest JSON report, for slowestFirst:
//   npx vitest run --reporter=json --outputFile=/tmp/report.json
//   npx tsx scripts/test-selection/record-test-seconds.ts /tmp/report.json scripts/test-selection/test-seconds.json
// A file run in several projects (both engines, both zones) keeps its longest run. Files under
// MIN_SECONDS are left out: their order does not change when the run ends.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const MIN_SECONDS = 3;
const [report, out] = process.argv.slice(2);
if (!report || !out) throw new Error('usage: record-test-seconds.ts <vitest-json-report> <out.json>');

type Report = { testResults: { name: string; startTime: number; endTime: number }[] };
const { testResults } = JSON.parse(readFileSync(report, 'utf8')) as Report;
const seconds: Record<string, number> = {};
for (const { name, startTime, endTime } of testResults) {
  const file = path.relative(process.cwd(), name).split(path.sep).join('/');
  const took = Math.round((endTime - startTime) / 100) / 10;
  if (took >= MIN_SECONDS) seconds[file] = Math.max(seconds[file] ?? 0, took);
}
const sorted = Object.fromEntries(Object.entries(seconds).sort(([, a], [, b]) => b - a));
writeFileSync(out, `${JSON.stringify(sorted, null, 2)}\n`);
console.log(`${Object.keys(sorted).length} files of ${MIN_SECONDS} s or more written to ${out}`);
