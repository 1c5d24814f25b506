import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createGazetteer } from './gazetteer.ts';
import { createNominatimGeocoder } from './nominatim-geocoder.ts';

// A stand-in for a Nominatim server on this machine: it records each request and answers as told.
type Answer = (url: URL) => { status?: number; body?: unknown } | 'hang';
let server: Server | undefined;
let seen: IncomingMessage[] = [];

async function fakeNominatim(answer: Answer): Promise<string> {
  seen = [];
  server = createServer((request, response) => {
    seen.push(request);
    const told = answer(new URL(request.url ?? '/', 'http://localhost'));
    if (told === 'hang') return;
    response.writeHead(told.status ?? 200, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(told.body ?? null));
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/nominatim`;
}

afterEach(async () => {
  if (!server) return;
  server.closeAllConnections();
  await new Promise((resolve) => server!.close(resolve));
  server = undefined;
});

const warnings: string[] = [];
const geocoderAt = (url: string, timeoutMs = 3000) =>
  createNominatimGeocoder({
    url,
    userAgent: 'Basera/0.1 (tests)',
    fallback: createGazetteer(),
    timeoutMs,
    log: { warn: (_details, message) => warnings.push(message) },
  });

const anjuna = {
  place_id: 1,
  lat: '15.5736',
  lon: '73.7407',
  name: 'Flea Market Road',
  display_name: '12, Flea Market Road, Anjuna, Bardez, North Goa, Goa, 403509, India',
  address: {
    house_number: '12',
    road: 'Flea Market Road',
    village: 'Anjuna',
    county: 'Bardez',
    state_district: 'North Goa',
    state: 'Goa',
    postcode: '403509',
    country: 'India',
    country_code: 'in',
  },
};

describe('the Nominatim-compatible geocoder', () => {
  it('searches India in jsonv2 with address details, naming itself, and maps results into places', async () => {
    const url = await fakeNominatim((u) =>
      u.pathname === '/nominatim/search' ? { body: [anjuna, { lat: 'x', lon: '1' }] } : { status: 404 },
    );
    const answer = await geocoderAt(url).search('Anjuna');
    expect(answer).toEqual({
      source: 'geocoder',
      places: [
        {
          label: '12, Flea Market Road, Anjuna, Bardez, North Goa, Goa, 403509, India',
          addressLine1: '12 Flea Market Road',
          city: 'Anjuna',
          state: 'Goa',
          pincode: '403509',
          country: 'India',
          latitude: '15.573600',
          longitude: '73.740700',
        },
      ],
    });
    const query = new URL(seen[0]!.url!, 'http://localhost').searchParams;
    expect(Object.fromEntries(query)).toMatchObject({
      q: 'Anjuna',
      countrycodes: 'in',
      format: 'jsonv2',
      addressdetails: '1',
      limit: '8',
    });
    expect(seen[0]!.headers['user-agent']).toBe('Basera/0.1 (tests)');
  });

  it('reverse geocodes a point into its street, city, state and pincode', async () => {
    const url = await fakeNominatim((u) =>
      u.pathname === '/nominatim/reverse' ? { body: anjuna } : { status: 404 },
    );
    const answer = await geocoderAt(url).reverse(15.5736, 73.7407);
    expect(answer).toEqual({
      source: 'geocoder',
      place: expect.objectContaining({
        addressLine1: '12 Flea Market Road',
        city: 'Anjuna',
        pincode: '403509',
      }),
    });
    const query = new URL(seen[0]!.url!, 'http://localhost').searchParams;
    expect(query.get('lat')).toBe('15.5736');
    expect(query.get('lon')).toBe('73.7407');
    expect(query.get('format')).toBe('jsonv2');
  });

  it('leaves out a pincode that is not six digits and a missing street', async () => {
    const url = await fakeNominatim(() => ({
      body: [
        { lat: '19.07', lon: '72.88', display_name: 'Mumbai', address: { city: 'Mumbai', postcode: '4000' } },
      ],
    }));
    const { places } = await geocoderAt(url).search('Mumbai');
    expect(places[0]).toMatchObject({ addressLine1: null, city: 'Mumbai', state: null, pincode: null });
  });

  it('falls back to the gazetteer when the geocoder cannot be reached', async () => {
    // A port that was listening a moment ago and no longer is: the connection is refused.
    const url = await fakeNominatim(() => ({ body: [] }));
    await new Promise((resolve) => server!.close(resolve));
    server = undefined;
    const geocoder = geocoderAt(url);
    const answer = await geocoder.search('Panaji');
    expect(answer.source).toBe('gazetteer');
    expect(answer.places[0]).toMatchObject({ city: 'Panaji', state: 'Goa' });
    expect(await geocoder.reverse(19.0745, 72.8794)).toMatchObject({
      source: 'gazetteer',
      place: { city: 'Mumbai' },
    });
    expect(warnings.at(-1)).toBe('geocoder reverse failed; the gazetteer answered');
  });

  it('falls back to the gazetteer when the geocoder is slow', async () => {
    const url = await fakeNominatim(() => 'hang');
    const started = Date.now();
    expect((await geocoderAt(url, 200).search('Mumbai')).source).toBe('gazetteer');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('falls back to the gazetteer when the geocoder errs or finds nothing at a point', async () => {
    const url = await fakeNominatim((u) =>
      u.pathname.endsWith('/search')
        ? { status: 503, body: { error: 'busy' } }
        : { body: { error: 'Unable to geocode' } },
    );
    expect((await geocoderAt(url).search('Mumbai')).source).toBe('gazetteer');
    expect((await geocoderAt(url).reverse(19.0745, 72.8794))?.source).toBe('gazetteer');
  });

  it('hands a point abroad to the gazetteer, which knows nothing there', async () => {
    const url = await fakeNominatim(() => ({
      body: {
        lat: '51.5',
        lon: '-0.12',
        display_name: 'London',
        address: { city: 'London', country_code: 'gb' },
      },
    }));
    expect(await geocoderAt(url).reverse(51.5, -0.12)).toBeNull();
  });
});
