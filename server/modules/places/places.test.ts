import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { placeList, reversePlace } from '../../../domain/schemas/places.ts';
import { loadConfig } from '../../config.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';

// The routes answer from the gazetteer without touching the database: one engine is enough.
describe('GET /api/places and /api/places/reverse (no geocoder set: the gazetteer)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite');
  });
  afterAll(() => t.close());

  it('suggests Indian places for a text, with coordinates and state, to anyone', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/places?q=Mumbai' });
    expect(res.statusCode).toBe(200);
    const body = placeList.parse(res.json());
    expect(body.source).toBe('gazetteer');
    expect(body.places.length).toBeGreaterThan(0);
    expect(body.places.length).toBeLessThanOrEqual(8);
    expect(body.places[0]).toMatchObject({
      label: 'Mumbai, Maharashtra',
      city: 'Mumbai',
      state: 'Maharashtra',
      country: 'India',
      latitude: expect.stringMatching(/^19\.\d{6}$/),
    });
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('refuses a text shorter than 2 characters with the schema message', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/places?q=%20a%20' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'querystring q: must be at least 2 characters' });
    const missing = await t.app.inject({ method: 'GET', url: '/api/places' });
    expect(missing.statusCode).toBe(400);
  });

  it('answers the nearest city to a point', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/places/reverse?latitude=15.4989&longitude=73.8278',
    });
    expect(res.statusCode).toBe(200);
    expect(reversePlace.parse(res.json())).toMatchObject({
      source: 'gazetteer',
      place: { city: 'Panaji', state: 'Goa', country: 'India' },
    });
  });

  it('answers 404 for a point far from India, and 400 for coordinates that are not', async () => {
    const far = await t.app.inject({ method: 'GET', url: '/api/places/reverse?latitude=0&longitude=0' });
    expect(far.statusCode).toBe(404);
    expect(far.json()).toEqual({ message: 'No place found near this point' });
    const bad = await t.app.inject({ method: 'GET', url: '/api/places/reverse?latitude=91&longitude=73' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^querystring latitude: /);
    const text = await t.app.inject({ method: 'GET', url: '/api/places/reverse?latitude=abc&longitude=73' });
    expect(text.json()).toEqual({ message: 'querystring latitude: must be a number' });
  });
});

describe('GET /api/places with GEOCODER_URL set', () => {
  let geocoder: Server;
  let url: string;
  let t: TestApp | undefined;
  beforeAll(async () => {
    geocoder = createServer((request, response) => {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(
        JSON.stringify(
          request.url?.startsWith('/search')
            ? [
                {
                  lat: '15.5736',
                  lon: '73.7407',
                  display_name: 'Anjuna, Bardez, North Goa, Goa, 403509, India',
                  address: { village: 'Anjuna', state: 'Goa', postcode: '403509', country: 'India' },
                },
              ]
            : { error: 'Unable to geocode' },
        ),
      );
    });
    await new Promise<void>((resolve) => geocoder.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(geocoder.address() as AddressInfo).port}`;
  });
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });
  afterAll(() => new Promise((resolve) => geocoder.close(resolve)));

  it('answers from the geocoder and says so', async () => {
    t = await startTestApp('pglite', { GEOCODER_URL: url });
    const res = await t.app.inject({ method: 'GET', url: '/api/places?q=Anjuna' });
    expect(res.json()).toEqual({
      source: 'geocoder',
      places: [
        {
          label: 'Anjuna, Bardez, North Goa, Goa, 403509, India',
          addressLine1: null,
          city: 'Anjuna',
          state: 'Goa',
          pincode: '403509',
          country: 'India',
          latitude: '15.573600',
          longitude: '73.740700',
        },
      ],
    });
    // The geocoder finds nothing at this point: the gazetteer's nearest city answers.
    const reverse = await t.app.inject({
      method: 'GET',
      url: '/api/places/reverse?latitude=19.0745&longitude=72.8794',
    });
    expect(reverse.json()).toMatchObject({ source: 'gazetteer', place: { city: 'Mumbai' } });
  });

  it('answers from the gazetteer when the geocoder is unreachable', async () => {
    t = await startTestApp('pglite', { GEOCODER_URL: 'http://127.0.0.1:9/nominatim' });
    const res = await t.app.inject({ method: 'GET', url: '/api/places?q=Panaji' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ source: 'gazetteer', places: [{ city: 'Panaji', state: 'Goa' }] });
  });

  it('reads GEOCODER_URL as optional, and refuses one that is not an http(s) URL', () => {
    expect(loadConfig({}).geocoderUrl).toBeUndefined();
    expect(loadConfig({ GEOCODER_URL: '' }).geocoderUrl).toBeUndefined();
    expect(loadConfig({ GEOCODER_URL: url }).geocoderUrl).toBe(url);
    expect(() => loadConfig({ GEOCODER_URL: 'ftp://example.com' })).toThrow(
      'Invalid environment: GEOCODER_URL: must be an http(s) URL',
    );
  });
});
