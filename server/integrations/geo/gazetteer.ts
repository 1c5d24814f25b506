import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Place } from '../../../domain/schemas/places.ts';
import { coordinateText, type Geocoder, MAX_SUGGESTIONS } from './geocoder.ts';

/** An entry of the gazetteer: an Indian city (with its state) or a state. */
type Entry = {
  kind: 'city' | 'state';
  name: string;
  state: string | null;
  latitude: number;
  longitude: number;
  /** Lower-cased, accents removed: what a query is compared with. */
  key: string;
  /** `key` of "name, state": "panaji, goa". */
  labelKey: string;
};

const COUNTRY = 'India';
/** Reverse lookups farther than this from every known city answer nothing (the sea, abroad). */
export const REVERSE_RADIUS_KM = 150;
const EARTH_RADIUS_KM = 6371.0088;

const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

type Row = { name: string; code: string; latitude?: string | null; longitude?: string | null };

const asset = (file: string) =>
  createRequire(import.meta.url).resolve(`country-state-city/lib/assets/${file}`);
const INDIAN_CITY_ROW = /\["(?:[^"\\]|\\.)*","IN",[^\]]*\]/g;
const isRow = (row: unknown): row is unknown[] => Array.isArray(row) && row.length >= 5;
const isState = (row: unknown): row is { name: string; isoCode: string; countryCode: string } =>
  !!row && typeof row === 'object' && 'name' in row && 'isoCode' in row && 'countryCode' in row;

/**
 * India's states and cities. Importing the package parses the whole world's 150,000 cities twice
 * (about a second) and keeps them converted (about 44 MB); reading its data files and keeping
 * India's 4,000 costs a fraction of that. Should the files' format ever change, the package's own
 * functions answer instead.
 */
async function indianPlaces(): Promise<{ states: Row[]; cities: (Row & { stateCode: string })[] }> {
  try {
    const states = JSON.parse(await readFile(asset('state.json'), 'utf8')) as unknown;
    // The city file is one 8 MB array of ["name","IN","stateCode","lat","lon"] rows: India's rows
    // are picked out of the text and parsed alone (a quarter of the time of parsing it all).
    const text = await readFile(asset('city.json'), 'utf8');
    const cityRows = [...text.matchAll(INDIAN_CITY_ROW)].map((match) => JSON.parse(match[0]) as unknown);
    if (Array.isArray(states) && states.every(isState) && cityRows.length > 0 && cityRows.every(isRow)) {
      return {
        states: (states as (Row & { isoCode: string; countryCode: string })[])
          .filter((state) => state.countryCode === 'IN')
          .map((state) => ({ ...state, code: state.isoCode })),
        cities: (cityRows as (string | null)[][]).map(([name, , stateCode, latitude, longitude]) => ({
          name: name ?? '',
          code: '',
          stateCode: stateCode ?? '',
          latitude,
          longitude,
        })),
      };
    }
  } catch {
    // Fall through to the package's functions.
  }
  const { City, State } = await import('country-state-city');
  return {
    states: State.getStatesOfCountry('IN').map((state) => ({ ...state, code: state.isoCode })),
    cities: (City.getCitiesOfCountry('IN') ?? []).map((city) => ({ ...city, code: '' })),
  };
}

async function loadEntries(): Promise<Entry[]> {
  const { states, cities } = await indianPlaces();
  const stateNames = new Map(states.map((state) => [state.code, state.name]));
  const entries: Entry[] = [];
  const add = (
    kind: Entry['kind'],
    name: string,
    state: string | null,
    lat?: string | null,
    lon?: string | null,
  ) => {
    const latitude = Number(lat);
    const longitude = Number(lon);
    if (!name || !lat || !lon || !Number.isFinite(latitude) || !Number.isFinite(longitude)) return;
    const key = folded(name);
    entries.push({
      kind,
      name,
      state,
      latitude,
      longitude,
      key,
      labelKey: state && kind === 'city' ? `${key}, ${folded(state)}` : key,
    });
  };
  for (const state of states) add('state', state.name, state.name, state.latitude, state.longitude);
  for (const city of cities) {
    add('city', city.name, stateNames.get(city.stateCode) ?? null, city.latitude, city.longitude);
  }
  return entries;
}

let loading: Promise<Entry[]> | undefined;
/** Read once, on first use, and shared: the data never changes while the server runs. */
function entries(): Promise<Entry[]> {
  loading ??= loadEntries().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

function placeOf(entry: Entry): Place {
  return {
    label: entry.kind === 'city' && entry.state ? `${entry.name}, ${entry.state}` : entry.name,
    addressLine1: null,
    city: entry.kind === 'city' ? entry.name : null,
    state: entry.state,
    pincode: null,
    country: COUNTRY,
    latitude: coordinateText(entry.latitude),
    longitude: coordinateText(entry.longitude),
  };
}

/** Great-circle distance in kilometres (haversine). */
export function distanceKm(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
) {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** How well an entry matches: 0 the whole name, 1 the name's start, 2 a word's start, 3 anywhere; null none. */
function rankOf(entry: Entry, query: string): number | null {
  if (entry.key === query || entry.labelKey === query) return 0;
  if (entry.key.startsWith(query) || entry.labelKey.startsWith(query)) return 1;
  if (entry.key.includes(` ${query}`)) return 2;
  if (entry.labelKey.includes(query)) return 3;
  return null;
}

/**
 * The offline gazetteer of Indian cities and states (the `country-state-city` package): names that
 * start with the query first, then names that contain it; reverse is the nearest city.
 */
export function createGazetteer(): Geocoder {
  return {
    async search(q) {
      const query = folded(q);
      const ranked: { entry: Entry; rank: number }[] = [];
      if (query) {
        for (const entry of await entries()) {
          const rank = rankOf(entry, query);
          if (rank !== null) ranked.push({ entry, rank });
        }
      }
      ranked.sort(
        (a, b) =>
          a.rank - b.rank ||
          // A state before a city of the same standing ("Goa" the state before "Goa Velha").
          (a.entry.kind === b.entry.kind ? 0 : a.entry.kind === 'state' ? -1 : 1) ||
          a.entry.name.length - b.entry.name.length ||
          a.entry.name.localeCompare(b.entry.name, 'en'),
      );
      return {
        source: 'gazetteer',
        places: ranked.slice(0, MAX_SUGGESTIONS).map(({ entry }) => placeOf(entry)),
      };
    },

    async reverse(latitude, longitude) {
      let nearest: { entry: Entry; km: number } | null = null;
      for (const entry of await entries()) {
        if (entry.kind !== 'city') continue;
        const km = distanceKm({ latitude, longitude }, entry);
        if (!nearest || km < nearest.km) nearest = { entry, km };
      }
      if (!nearest || nearest.km > REVERSE_RADIUS_KM) return null;
      return { source: 'gazetteer', place: placeOf(nearest.entry) };
    },
  };
}
