import { defineConfig } from 'vitest/config';

// Browser journeys: run by scripts/e2e.mjs, which starts the server and sets E2E_BASE_URL (vitest itself sets BASE_URL).
export default defineConfig({
  root: new URL('..', import.meta.url).pathname,
  test: {
    include: ['e2e/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
