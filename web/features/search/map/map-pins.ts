import { m } from '#i18n/messages.js';
import type { MapCluster } from '../../../../domain/schemas/property-map.ts';
import { formatPaise } from '../../../lib/formatters.ts';
import { MAX_ZOOM } from './map-box.ts';

/** One answer of GET /api/properties/map: a listing (count 1, with its id) or a cluster of them. */
export type MapPoint = MapCluster;

/**
 * What a pin shows and says: a listing's nightly price ("₹4,500", as the cards write it), or a
 * cluster's count; the spoken name tells a screen reader what pressing it does.
 */
export function pinLabel(point: MapPoint): { text: string; spoken: string } {
  const price = formatPaise(point.minPricePaise);
  if (point.count === 1) return { text: price, spoken: m.search_map_pin_listing({ price }) };
  return {
    text: point.count > 999 ? '999+' : String(point.count),
    spoken: m.search_map_pin_cluster({ count: point.count, price }),
  };
}

/** A cluster's size on the map by how many it holds (its circle grows with the digits). */
export function clusterSize(count: number): 'sm' | 'md' | 'lg' {
  return count < 10 ? 'sm' : count < 100 ? 'md' : 'lg';
}

const CLUSTER_PIXELS = { sm: 36, md: 44, lg: 54 };
const PRICE_PIN_HEIGHT = 30;

/**
 * A pin's box in pixels, which Leaflet centres on the point: a cluster's circle, or a price tag as
 * wide as its text at 13 px bold with tabular digits (a digit or ₹ about 8 px, a comma 4) and its
 * padding. The box is the pin's target for a pointer and its focus ring.
 */
export function pinSize(point: MapPoint): [number, number] {
  if (point.count > 1) {
    const side = CLUSTER_PIXELS[clusterSize(point.count)];
    return [side, side];
  }
  const text = pinLabel(point).text;
  const commas = text.split(',').length - 1;
  return [Math.ceil((text.length - commas) * 8 + commas * 4 + 22), PRICE_PIN_HEIGHT];
}

/**
 * Where a pressed cluster zooms when its listings share one rounded position (no box to fit): two
 * levels closer, never past the map's last level.
 */
export function clusterZoom(current: number, maxZoom = MAX_ZOOM): number {
  return Math.min(maxZoom, Math.max(current, Math.floor(current) + 2));
}

/** A stable key for a point (a listing's id, else where the cluster stands and what it holds). */
export function pointKey(point: MapPoint): string {
  return point.propertyId ?? `${point.lat.toFixed(5)},${point.lng.toFixed(5)}:${point.count}`;
}
