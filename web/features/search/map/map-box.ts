import type { MapBox } from '../../../../domain/rules/map-grid.ts';

/**
 * The map's box in the address (decision 106): `bbox=minLng,minLat,maxLng,maxLat` with 5 decimals
 * (about a metre) and `zoom`, so a reload or a shared link opens the same map and the same results.
 * The API's box (domain/schemas/map-box.ts) in degrees.
 */
export type Bbox = MapBox;

/** What the map shows: the box and the zoom it was seen at. */
export type MapView = { bbox: Bbox; zoom: number };

/** The zooms the home map offers (within the API's 0-20): from most of Asia to a street. */
export const MIN_ZOOM = 3;
export const MAX_ZOOM = 18;
/** The Web Mercator map ends here: Leaflet's bounds past it are not places. */
const MAX_LAT = 85.05113;
const DECIMALS = 5;

const NUMBER = /^-?\d{1,3}(?:\.\d{1,10})?$/;

/**
 * The box a `bbox` value names, or null when it is missing or not a box the API takes: four
 * numbers, longitudes within ±180 and latitudes within ±90, each minimum below its maximum (a box
 * across the antimeridian is refused, as the API refuses it).
 */
export function parseBbox(text: string | null): Bbox | null {
  if (!text) return null;
  const parts = text.split(',');
  if (parts.length !== 4 || !parts.every((part) => NUMBER.test(part.trim()))) return null;
  const [minLng, minLat, maxLng, maxLat] = parts.map(Number) as [number, number, number, number];
  const lngOk = minLng >= -180 && maxLng <= 180 && minLng < maxLng;
  const latOk = minLat >= -90 && maxLat <= 90 && minLat < maxLat;
  return lngOk && latOk ? { minLng, minLat, maxLng, maxLat } : null;
}

/** A coordinate with at most 5 decimals and no trailing zeros ("73.8278", "15.5", "-0.00012"). */
function coordinate(value: number): string {
  const rounded = Number(value.toFixed(DECIMALS));
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

/** The `bbox` value of a box: "minLng,minLat,maxLng,maxLat". */
export function formatBbox(bbox: Bbox): string {
  return [bbox.minLng, bbox.minLat, bbox.maxLng, bbox.maxLat].map(coordinate).join(',');
}

/** A `zoom` value: a whole number the map can show, else null. */
export function parseZoom(text: string | null): number | null {
  if (text === null || !/^\d{1,2}$/.test(text)) return null;
  const zoom = Number(text);
  return zoom >= MIN_ZOOM && zoom <= MAX_ZOOM ? zoom : null;
}

/**
 * The box of what a map shows, as the API takes it: Leaflet's bounds can run past ±180 (a world
 * wider than the screen) and past the Mercator edge; they are clamped, then rounded as the address
 * writes them. Null when nothing is left (a view wholly beyond the edge).
 */
export function boxOfBounds(bounds: {
  west: number;
  south: number;
  east: number;
  north: number;
}): Bbox | null {
  const clamp = (value: number, limit: number) => Math.min(limit, Math.max(-limit, value));
  const box = {
    minLng: clamp(bounds.west, 180),
    minLat: clamp(bounds.south, MAX_LAT),
    maxLng: clamp(bounds.east, 180),
    maxLat: clamp(bounds.north, MAX_LAT),
  };
  return parseBbox(formatBbox(box));
}

/** Whether two views are the same once written to the address. */
export function sameView(a: MapView | null, b: MapView | null): boolean {
  if (!a || !b) return a === b;
  return a.zoom === b.zoom && formatBbox(a.bbox) === formatBbox(b.bbox);
}

/** The middle of a box (where a reload centres the map before applying the zoom). */
export function centreOf(bbox: Bbox): { lat: number; lng: number } {
  return { lat: (bbox.minLat + bbox.maxLat) / 2, lng: (bbox.minLng + bbox.maxLng) / 2 };
}
