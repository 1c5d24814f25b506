// Search at scale, on PostgreSQL and on PGlite, through the real server (a child process) under
// autocannon; run by hand, asserts nothing:
//   npx tsx bench/search.ts
//   BENCH_LISTINGS=2000 npx tsx bench/search.ts          (a quick smoke run)
//   BENCH_DATA=demo npx tsx bench/search.ts              (the demo data instead, seeded at start)
// Settings (env): BENCH_DATA (generated, or demo), BENCH_LISTINGS (50000), BENCH_BOOKINGS (4 per listing: 200000), BENCH_ENGINES
// (postgres,pglite), BENCH_POSTGRES_URL (postgres://postgres@127.0.0.1:5432/postgres; a throw-away
// database bench_search_<pid> is created on it and dropped), BENCH_CONNECTIONS (100),
// BENCH_DURATION (10 s per row, after a 2 s warm-up), BENCH_ACCEPT_ENCODING ('gzip, deflate, br',
// as browsers send; 'identity' to leave compression out).
//
// 1. Data: bench/search-data.ts fills a migrated database with set-based INSERT ... SELECT
//    generate_series (listings over 30 destinations with photos, amenities, badges, reviews and
//    ratings; bookings and blocked ranges over the year), then VACUUM ANALYZE; its time is printed.
// 2. The ceiling is a bare Fastify hello-world in its own process; each row is the app's server
//    (server/main.ts, SEED_DEMO=false, LOG_LEVEL=warn) on the generated data. A row whose first
//    answer is not 2xx prints "not available (status)" instead of figures. Besides req/s and latency,
//    each row gives CPU time per answer of the server process and (PostgreSQL) of its backends,
//    read from /proc: the machine is shared, and CPU per answer moves less with others' load.
//    Rows of one URL repeated mostly measure the answer cache (decision 39); the "rotating" rows go
//    through 1,200 distinct searches or up to 1,000 listings' pages, a different one per request.
// 3. EXPLAIN: on PostgreSQL a second server instance reaches the database through a proxy that reads
//    the wire protocol (bench/search-capture.ts); one date search is sent through it and every
//    statement it ran is explained here with EXPLAIN (ANALYZE, BUFFERS) and the same parameters.
import { availableParallelism } from 'node:os';
import {
  BOOKINGS,
  ENGINES,
  type Engine,
  explainRequests,
  LISTINGS,
  loadAverage,
  measureCeiling,
  type Prepared,
  prepareDatabase,
  printTables,
} from './bench-database.ts';
import { listingId } from './search-data.ts';
import { BROWSER_HEADERS, CONNECTIONS, DURATION_S, measureRow, type Row, startApp } from './search-load.ts';
import { availabilityQuery, dateSearchPath, publicListingIds, rotatingSearches } from './search-urls.ts';

const DEMO = process.env.BENCH_DATA === 'demo';
const STARTED = performance.now();

/** A migrated database holding the generated data, and the server settings that reach it. */
const prepare = (engine: Engine) =>
  prepareDatabase(engine, {
    size: { listings: LISTINGS, bookings: BOOKINGS, owners: 300, guests: 300 },
    demo: DEMO,
  });

const nextLink = (res: Response) => res.headers.get('link')?.match(/<([^>]+)>\s*;\s*rel="?next"?/)?.[1];

/** The rows' URLs on a running server; a URL that cannot be found is undefined (not available). */
async function rowUrls(base: string) {
  const first = await fetch(`${base}/api/properties`, { headers: BROWSER_HEADERS });
  const cards = first.ok ? ((await first.json()) as { id: string }[]) : [];
  let page50: string | undefined;
  let link = first.ok ? nextLink(first) : undefined;
  for (let page = 2; link && page <= 50; page++) {
    const url = new URL(link, base).toString();
    if (page === 50) page50 = url;
    else {
      const res = await fetch(url, { headers: BROWSER_HEADERS });
      await res.arrayBuffer();
      link = res.ok ? nextLink(res) : undefined;
    }
  }
  const id = cards[0]?.id ?? listingId(7);
  const ids = await publicListingIds(base);
  return {
    'GET /api/properties (page 1)': `${base}/api/properties`,
    'searches, 1,200 rotating': { base, paths: rotatingSearches() },
    'page 50 through the cursor': page50,
    'date search (Goa, 3 nights, 2)': `${base}${dateSearchPath}`,
    'property page': `${base}/api/properties/${id}`,
    [`property pages, ${ids.length} rotating`]: { base, paths: ids.map((i) => `/api/properties/${i}`) },
    'availability (2 months)': `${base}/api/properties/${id}/availability?${availabilityQuery}`,
    [`availability, ${ids.length} rotating`]: {
      base,
      paths: ids.map((i) => `/api/properties/${i}/availability?${availabilityQuery}`),
    },
  };
}

async function measureEngine(prepared: Prepared): Promise<Row[]> {
  const app = await startApp({ ...prepared.env, RATE_LIMIT_MAX: '1000000' });
  try {
    const rows: Row[] = [];
    for (const [label, url] of Object.entries(await rowUrls(app.base))) {
      rows.push(await measureRow(label, url, prepared.watch(app.pid)));
    }
    return rows;
  } finally {
    await app.stop();
  }
}

console.log(
  `bench/search: ${DEMO ? 'demo data' : `${LISTINGS} listings, ${BOOKINGS} bookings`}; ${CONNECTIONS} connections, ${DURATION_S} s a row; ` +
    `${availableParallelism()} cores, load average ${loadAverage()}; accept-encoding: ${BROWSER_HEADERS['accept-encoding']}`,
);
const ceilingRow = await measureCeiling();

const results = new Map<Engine, Row[]>();
for (const engine of ENGINES) {
  const prepared = await prepare(engine);
  try {
    results.set(engine, await measureEngine(prepared));
    if (engine === 'postgres') await explainRequests(prepared, [dateSearchPath]);
  } finally {
    await prepared.cleanup();
  }
}

printTables(ceilingRow, results, STARTED);
