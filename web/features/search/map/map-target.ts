import { type Bbox, centreOf } from './map-box.ts';
import { cornersOf, cornersOfBox, fitView, type Size, type View } from './web-mercator.ts';

/**
 * Where the page puts the map: a box from the address (centred at its zoom, or fitted without one),
 * or around the results' positions (India without any). Applied once per key; `follow: false`
 * names a box the map itself wrote, where it already is.
 */
export type MapTarget =
  | { key: string; follow: boolean; kind: 'box'; bbox: Bbox; zoom: number | null }
  | { key: string; follow: boolean; kind: 'fit'; positions: Array<{ lat: number; lng: number }> };

export const INDIA: View = { center: { lat: 22.6, lng: 79 }, zoom: 4 };
/** Around the results: room for a pin at the edges, never closer than a town. */
export const FIT = { padding: 40, maxZoom: 12 };

/** The view a target asks for in a frame of this size (what Leaflet's setView or fitBounds makes). */
export function viewOfTarget(target: MapTarget, size: Size): View {
  if (target.kind === 'box') {
    if (target.zoom !== null) return { center: centreOf(target.bbox), zoom: target.zoom };
    return fitView(cornersOfBox(target.bbox), size);
  }
  if (target.positions.length === 0) return INDIA;
  return fitView(cornersOf(target.positions), size, FIT);
}
