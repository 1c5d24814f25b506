// The map tiles come from outside (MAP_TILE_URL, OpenStreetMap by default), which a test machine may
// not reach: the journeys and screenshots answer the tile server's requests themselves with a plain
// tile (land colour, faint edges), so the map draws the same every run. Our own /api is never stubbed.
import type { BrowserContext, Route } from 'playwright-core';

const TILE = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><rect width="256" height="256" fill="#eef0e6"/><path d="M0 0.5H256M0.5 0V256" stroke="#d5d9cc"/></svg>`;

/** Answers every request to the site's tile server (its MAP_TILE_URL's origin) with a plain tile. */
export async function servePlainTiles(context: BrowserContext, base: string) {
  await routeTiles(context, base, (route) =>
    route.fulfill({ status: 200, contentType: 'image/svg+xml', body: TILE }),
  );
}

/** The site's tile server unreachable: every tile request fails, as on a closed network. */
export async function failTiles(context: BrowserContext, base: string) {
  await routeTiles(context, base, (route) => route.abort('internetdisconnected'));
}

async function routeTiles(context: BrowserContext, base: string, answer: (route: Route) => Promise<void>) {
  const config = (await (await context.request.get(`${base}/api/site-config`)).json()) as {
    map: { tileUrl: string };
  };
  const host = /^https?:\/\/([^/]+)/.exec(config.map.tileUrl)?.[1] ?? '';
  // A `{s}` subdomain label stands for any.
  const hostPattern = new RegExp(`^${host.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace('{s}', '[^.]+')}$`);
  await context.route((url) => hostPattern.test(url.host), answer);
}
