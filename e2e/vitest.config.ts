import { defineConfig } from 'vitest/config';

/**
 * Journey files at once, each worker against its own server (scripts/e2e.mjs starts one per worker).
 * One by default: on the 2-core CI machine two workers took as long in all (804 s against 785 s for
 * one, decision 74) and each step twice as long, which timing-sensitive waits felt.
 */
export const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? 1);

// Browser journeys: run by scripts/e2e.mjs, which starts the servers and sets E2E_BASE_URLS and
// E2E_DATA_DIRS; e2e/worker-server.ts gives each worker its own (vitest itself sets BASE_URL).
export default defineConfig({
  root: new URL('..', import.meta.url).pathname,
  test: {
    include: ['e2e/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // A worker keeps playwright, axe and the kits imported from one journey file to the next:
    // importing them anew for each file took 60 s of a 856 s run (decision 101).
    isolate: false,
    maxWorkers: E2E_WORKERS,
    fileParallelism: E2E_WORKERS > 1,
    setupFiles: ['e2e/worker-server.ts'],
    // expect.poll gives up after 1 s by default: too short for a quote or a calendar on a busy machine.
    expect: { poll: { timeout: 15_000 } },
  },
});
