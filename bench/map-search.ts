// Map search at scale (decision 105), on PostgreSQL and on PGlite, through the real server under
// autocannon; run by hand, asserts nothing:
//   npx tsx bench/map-search.ts
//   BENCH_ENGINES=postgres BENCH_DURATION=5 npx tsx bench/map-search.ts
// Settings (env) as bench/search.ts: BENCH_LISTINGS (50000), BENCH_BOOKINGS (4 per listing),
// BENCH_ENGINES (postgres,pglite), BENCH_POSTGRES_URL, BENCH_CONNECTIONS (100), BENCH_DURATION (10 s).
//
// 1. Data: bench/search-data.ts's listings, bookings and blocked ranges, then spread over India
//    (bench/map-search-data.ts: seven in ten within about 20 km of one of 30 destinations, the rest
//    anywhere in India's box).
// 2. Rows: the ceiling (a bare Fastify hello-world, its own process, same run), then the app's server
//    with SEARCH_CACHE_MS=0, so every answer is a query: the city search (location=Goa, as
//    bench/search.ts), box searches over a city-sized box around Goa and over all of India, with and
//    without dates, and the map's clusters over both boxes. "of row 1" is the share of the city
//    search's requests/s; "of ceiling" the share of the bare Fastify's.
// 3. EXPLAIN (ANALYZE, BUFFERS) on PostgreSQL of what each box search and cluster request runs.
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
import { GOA_BOX, INDIA_BOX, spreadOverIndia } from './map-search-data.ts';
import { CONNECTIONS, DURATION_S, measureRow, type Row, startApp } from './search-load.ts';
import { addDays, dateSearchPath } from './search-urls.ts';

const STARTED = performance.now();

// The same stay as the city date search (bench/search-urls.ts): 30 days ahead, 3 nights, 2 guests.
const stay = new URL(dateSearchPath, 'http://x').searchParams;
const dates = `checkIn=${stay.get('checkIn')}&checkOut=${addDays(stay.get('checkIn')!, 3)}&guests=2`;

const ROWS: [string, string][] = [
  ['city search (location=Goa)', '/api/properties?location=Goa'],
  ['city date search (Goa, 3 nights)', dateSearchPath],
  ['box search, city (Goa box)', `/api/properties?bbox=${GOA_BOX}`],
  ['box date search, city', `/api/properties?bbox=${GOA_BOX}&${dates}`],
  ['box search, India', `/api/properties?bbox=${INDIA_BOX}`],
  ['box date search, India', `/api/properties?bbox=${INDIA_BOX}&${dates}`],
  ['clusters, city box, zoom 10', `/api/properties/map?bbox=${GOA_BOX}&zoom=10`],
  ['clusters, India, zoom 5', `/api/properties/map?bbox=${INDIA_BOX}&zoom=5`],
  ['clusters, India, dates, zoom 5', `/api/properties/map?bbox=${INDIA_BOX}&zoom=5&${dates}`],
];

async function measureEngine(prepared: Prepared): Promise<Row[]> {
  const app = await startApp({ ...prepared.env, RATE_LIMIT_MAX: '1000000', SEARCH_CACHE_MS: '0' });
  try {
    // What each row answers, once: how many cards or clusters, and for clusters how many listings.
    for (const [label, path] of ROWS) {
      const res = await fetch(`${app.base}${path}`).catch((err: Error) => {
        throw new Error(`${label}: ${err.message}; the server said:\n${app.output()}`);
      });
      const body = res.ok ? ((await res.json()) as { count?: number }[]) : [];
      const listings = body.reduce((sum, item) => sum + (item.count ?? 0), 0);
      console.log(
        `  ${label}: ${res.status}, ${body.length} items${listings ? ` holding ${listings} listings` : ''}`,
      );
    }
    const rows: Row[] = [];
    for (const [label, path] of ROWS)
      rows.push(await measureRow(label, `${app.base}${path}`, prepared.watch(app.pid)));
    return rows;
  } finally {
    await app.stop();
  }
}

console.log(
  `bench/map-search: ${LISTINGS} listings spread over India, ${BOOKINGS} bookings; ${CONNECTIONS} connections, ` +
    `${DURATION_S} s a row, answer cache off; ${availableParallelism()} cores, load average ${loadAverage()}`,
);
const ceilingRow = await measureCeiling();

const results = new Map<Engine, Row[]>();
for (const engine of ENGINES) {
  const prepared = await prepareDatabase(engine, {
    size: { listings: LISTINGS, bookings: BOOKINGS, owners: 300, guests: 300 },
    more: spreadOverIndia,
  });
  try {
    results.set(engine, await measureEngine(prepared));
    if (engine === 'postgres')
      await explainRequests(
        prepared,
        ROWS.slice(2).map(([, path]) => path),
      );
  } finally {
    await prepared.cleanup();
  }
}

printTables(ceilingRow, results, STARTED);
