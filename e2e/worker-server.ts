// Setup file of the journeys (e2e/vitest.config.ts): scripts/e2e.mjs starts a server per vitest
// worker, each on its own DATA_DIR, and lists them in E2E_BASE_URLS and E2E_DATA_DIRS. This worker
// (VITEST_POOL_ID, 1 to the worker count) takes its own, so two journey files never share a
// database and never race for the same nights or accounts.
const urls = process.env.E2E_BASE_URLS?.split(',');
const dirs = process.env.E2E_DATA_DIRS?.split(',');
if (urls && dirs) {
  const slot = (Number(process.env.VITEST_POOL_ID ?? '1') - 1) % urls.length;
  process.env.E2E_BASE_URL = urls[slot];
  process.env.E2E_DATA_DIR = dirs[slot];
}
