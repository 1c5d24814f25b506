import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { TestSpecification } from 'vitest/node';
import { BaseSequencer } from 'vitest/node';

/** Seconds each slow test file took in a measured run, by path from the repository root. */
export type TestSeconds = Record<string, number>;

export const readTestSeconds = (file: string): TestSeconds => JSON.parse(readFileSync(file, 'utf8'));

/**
 * A vitest sequencer that starts the slowest files first (from `table`, a run's measured seconds),
 * then the rest in vitest's own order. Files are handed to workers in this order, and on a clean
 * clone vitest knows no durations: a two-minute file that happened to start last kept one worker
 * busy while the others idled (decision 123). Longest first leaves short files to fill the end.
 */
export function slowestFirst(root: string, table: TestSeconds) {
  const secondsOf = (spec: TestSpecification) =>
    table[path.relative(root, spec.moduleId).split(path.sep).join('/')] ?? 0;
  return class SlowestFirst extends BaseSequencer {
    override async sort(files: TestSpecification[]) {
      const base = await super.sort(files);
      const rank = new Map(base.map((spec, i) => [spec, i]));
      return [...base].sort((a, b) => secondsOf(b) - secondsOf(a) || rank.get(a)! - rank.get(b)!);
    }
  };
}
