import { defineConfig } from 'vitest/config';
import { readTestSeconds, slowestFirst } from '../scripts/test-selection/slowest-first.ts';

const root = new URL('..', import.meta.url).pathname;

/**
 * Journey files at once, each worker against its own server (scripts/e2e.mjs starts one per worker).
 * One by default: on the 2-core CI machine two workers took as long in all (804 s against 785 s for
 * one, decision 74) and each step twice as long, which timing-sensitive waits felt.
 */
export const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? 1);

// Browser journeys: run by scripts/e2e.mjs, which starts the servers and sets E2E_BASE_URLS and
// E2E_DATA_DIRS; e2e/worker-server.ts gives each worker its own (vitest itself sets BASE_URL).
export default defineConfig({
  root,
  test: {
    include: ['e2e/**/*.test.ts'],
    environment: 'node',
    // A long journey on a slow 2-core machine running three files at once took over 60 s (decision 140).
    testTimeout: 180_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // A worker keeps playwright, axe and the kits imported from one journey file to the next:
    // importing them anew for each file took 60 s of a 856 s run (decision 101).
    isolate: false,
    maxWorkers: E2E_WORKERS,
    fileParallelism: E2E_WORKERS > 1,
    setupFiles: ['e2e/worker-server.ts'],
    // The longest journeys first, from a measured run (decision 123): a three-minute journey that
    // started last kept one server busy while the other two had finished.
    sequence: {
      sequencer: slowestFirst(root, readTestSeconds(`${root}scripts/test-selection/journey-seconds.json`)),
    },
    // expect.poll gives up after 1 s by default: too short for a quote or a calendar on a busy machine.
    expect: { poll: { timeout: 15_000 } },
  },
});
