import type { Place } from '../../../domain/schemas/places.ts';
import type { Logger } from '../../app-deps.ts';
import { coordinateText, type Geocoder, MAX_SUGGESTIONS } from './geocoder.ts';

export const GEOCODER_TIMEOUT_MS = 3000;

export type NominatimOptions = {
  /** The service's base URL, e.g. https://nominatim.openstreetmap.org (its /search and /reverse). */
  url: string;
  /** Nominatim's usage policy asks every application to name itself. */
  userAgent: string;
  /** Answers when the service fails, is slow or says something we cannot read. */
  fallback: Geocoder;
  timeoutMs?: number;
  log?: Pick<Logger, 'warn'>;
};

/** The part of a Nominatim `format=jsonv2&addressdetails=1` result we read. */
type NominatimResult = {
  lat?: unknown;
  lon?: unknown;
  display_name?: unknown;
  name?: unknown;
  address?: Record<string, unknown>;
  error?: unknown;
};

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);
const first = (address: Record<string, unknown>, keys: string[]) => {
  for (const key of keys) {
    const found = text(address[key]);
    if (found) return found;
  }
  return null;
};

/** A Nominatim result as a place; null when it has no usable point. */
export function placeFromNominatim(result: NominatimResult): Place | null {
  const latitude = Number(result.lat);
  const longitude = Number(result.lon);
  if (typeof result.lat !== 'string' && typeof result.lat !== 'number') return null;
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  const address = result.address ?? {};
  const street = [text(address.house_number), first(address, ['road', 'pedestrian', 'footway'])]
    .filter(Boolean)
    .join(' ');
  const postcode = text(address.postcode)?.replace(/\s+/g, '') ?? null;
  const city = first(address, [
    'city',
    'town',
    'village',
    'municipality',
    'hamlet',
    'suburb',
    'county',
    'state_district',
  ]);
  const state = first(address, ['state', 'union_territory', 'territory']);
  return {
    label:
      text(result.display_name) ??
      ([text(result.name), city, state].filter(Boolean).join(', ') || 'Unnamed place'),
    addressLine1: street || null,
    city,
    state,
    pincode: postcode && /^\d{6}$/.test(postcode) ? postcode : null,
    country: text(address.country) ?? 'India',
    latitude: coordinateText(latitude),
    longitude: coordinateText(longitude),
  };
}

/**
 * A Nominatim-compatible geocoder over HTTP (OpenStreetMap's Nominatim, a self-hosted one, or a
 * provider that speaks its API), limited to India. Any failure, timeout or unreadable answer is
 * logged and answered by the fallback (the gazetteer), so the wizard never waits more than a few
 * seconds and the answer's `source` says who answered.
 */
export function createNominatimGeocoder(options: NominatimOptions): Geocoder {
  const base = options.url.endsWith('/') ? options.url : `${options.url}/`;
  const timeoutMs = options.timeoutMs ?? GEOCODER_TIMEOUT_MS;

  async function getJson(path: 'search' | 'reverse', params: Record<string, string>): Promise<unknown> {
    const url = new URL(path, base);
    for (const [name, value] of Object.entries({ ...params, format: 'jsonv2', addressdetails: '1' })) {
      url.searchParams.set(name, value);
    }
    const response = await fetch(url, {
      headers: { 'User-Agent': options.userAgent, Accept: 'application/json', 'Accept-Language': 'en-IN,en' },
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error',
    });
    if (!response.ok) {
      await response.body?.cancel().catch(() => {});
      throw new Error(`the geocoder answered ${response.status}`);
    }
    return response.json();
  }

  const warn = (what: string, err: unknown) =>
    options.log?.warn(
      { err: err instanceof Error ? err.message : String(err) },
      `geocoder ${what} failed; the gazetteer answered`,
    );

  return {
    async search(q) {
      try {
        const results = await getJson('search', { q, countrycodes: 'in', limit: String(MAX_SUGGESTIONS) });
        if (!Array.isArray(results)) throw new Error('the geocoder did not answer a list');
        const places = results
          .map((result: NominatimResult) => placeFromNominatim(result))
          .filter((place): place is Place => place !== null)
          .slice(0, MAX_SUGGESTIONS);
        return { source: 'geocoder', places };
      } catch (err) {
        warn('search', err);
        return options.fallback.search(q);
      }
    },

    async reverse(latitude, longitude) {
      try {
        const result = (await getJson('reverse', {
          lat: String(latitude),
          lon: String(longitude),
          zoom: '18',
        })) as NominatimResult | null;
        if (!result || typeof result !== 'object' || result.error)
          throw new Error('the geocoder found nothing');
        // Nominatim's reverse has no country filter: a point abroad is the gazetteer's to refuse.
        const countryCode = text(result.address?.country_code);
        if (countryCode && countryCode.toLowerCase() !== 'in')
          throw new Error(`the point is in ${countryCode}`);
        const place = placeFromNominatim(result);
        if (!place) throw new Error('the geocoder answered no point');
        return { source: 'geocoder', place };
      } catch (err) {
        warn('reverse', err);
        return options.fallback.reverse(latitude, longitude);
      }
    },
  };
}
