import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { engineTestFiles } from './scripts/test-selection/engine-test-files.ts';
import { moduleMockingTestFiles } from './scripts/test-selection/module-mocking-test-files.ts';
import { readTestSeconds, slowestFirst } from './scripts/test-selection/slowest-first.ts';

const root = new URL('.', import.meta.url).pathname;

/** The zone the unit tests run in a second time: dates must not depend on the machine's zone. */
export const SECOND_ZONE = 'America/Los_Angeles';

/**
 * TEST_ENGINES without pglite (CI's PostgreSQL pass): only the test files that run per engine
 * (scripts/test-selection/engine-test-files.ts); the rest ran in the PGlite pass and do the same
 * thing on any engine. Found from the files themselves, so a new per-engine test is never left out.
 */
const secondEngineOnly = (() => {
  const only = process.env.TEST_ENGINES?.split(',').map((e) => e.trim());
  return only !== undefined && !only.includes('pglite');
})();

const UNIT_TESTS = ['domain/**/*.test.ts', 'web/**/*.test.ts'];
/** Unit tests that replace a module with vi.mock run isolated; the rest share a worker's modules. */
const MOCKING_UNIT_TESTS = moduleMockingTestFiles(root, ['domain', 'web']);

/**
 * The unit tests of rules and screens, once in the machine's zone and once in SECOND_ZONE. Each file
 * in a fresh process cost about a second of start-up, over 270 files a run (decision 123): the files
 * that mock no module share a worker's imports, like the server's tests do.
 */
const unitProjects = (name: string, env: Record<string, string> = {}) => [
  {
    extends: true as const,
    test: { name, include: UNIT_TESTS, exclude: MOCKING_UNIT_TESTS, isolate: false, env },
  },
  { extends: true as const, test: { name: `${name}-mocking`, include: MOCKING_UNIT_TESTS, env } },
];

// Rooted at the repository (vite.config.ts is rooted at web/).
export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    globalSetup: ['scripts/i18n/compile-before-tests.ts'],
    // Test accounts get a cheap argon2id hash (server/modules/auth/passwords.ts); only inside vitest.
    env: { BASERA_TEST_PASSWORD_HASH: 'cheap' },
    // Two files more than the cores: many files wait (on PostgreSQL, on servers they start, on holds
    // of a minute), and a waiting file leaves its core idle. On the 2-core CI machine four workers
    // ran `npm run check` on both engines in 301 s, three in 352, two in 447 (decision 109).
    // TEST_WORKERS sets the number.
    maxWorkers: Number(process.env.TEST_WORKERS ?? availableParallelism() + 2),
    // The slowest files first, from a measured run (scripts/test-selection/test-seconds.json).
    sequence: {
      sequencer: slowestFirst(root, readTestSeconds(`${root}scripts/test-selection/test-seconds.json`)),
    },
    projects: secondEngineOnly
      ? [{ extends: true, test: { name: 'engines', include: engineTestFiles(root), isolate: false } }]
      : [
          {
            extends: true,
            test: {
              name: 'server',
              include: ['server/**/*.test.ts', 'scripts/**/*.test.ts'],
              // A worker keeps its imported modules from one test file to the next: every API file
              // imports the whole app, and importing it anew for each file was about 40% of the run
              // (decision 79). Each file still gets its own database and app (server/testing).
              isolate: false,
            },
          },
          // `npm run test:tz` runs the second zone's projects alone.
          ...unitProjects('units'),
          ...unitProjects('second-zone', { TZ: SECOND_ZONE }),
        ],
  },
});
