import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Rooted at the repository (vite.config.ts is rooted at web/).
export default defineConfig({
  test: {
    include: ['domain/**/*.test.ts', 'server/**/*.test.ts', 'web/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Every core: vitest's default leaves one for itself, which on a 2-core CI machine runs one file
    // at a time; the suites wait on PGlite and PostgreSQL enough that two at once save about a quarter.
    maxWorkers: availableParallelism(),
  },
});
