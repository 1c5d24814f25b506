import type { Page } from 'playwright-core';

/**
 * Holds back the page's requests whose address matches `pattern` until the returned function is
 * called; then they go to the server as they were. It delays, never answers in place of the server.
 */
export async function holdRequests(page: Page, pattern: RegExp): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Leaflet's chunk of the home results map (decision 136). */
export const RESULTS_MAP_CHUNK = /\/assets\/results-map-[\w-]+\.js$/;
