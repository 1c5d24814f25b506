import { MAP_CELL_PIXELS, mapCellDegrees } from './map-grid.ts';

type Bounds = { minLat: number; minLng: number; maxLat: number; maxLng: number };

/** One marker of the map: a listing (count 1, with its id) or a cluster (with its listings' box). */
export type MapCluster = {
  lat: number;
  lng: number;
  count: number;
  minPricePaise: number;
  propertyId?: string;
  bounds?: Bounds;
};

/**
 * Markers closer than this on screen are drawn as one: the grid's cells are fixed to the world, so
 * two neighbouring cells' listings can sit either side of a border, and their markers on top of each
 * other read as one cluster with a wrong count.
 */
export const MIN_MARKER_GAP_PIXELS = 40;

/**
 * The grid's clusters with every marker closer than MIN_MARKER_GAP_PIXELS to a larger one folded
 * into it (counts added, the mean position weighted by count, the cheaper price, both boxes), largest first, so
 * each listing is still counted exactly once. One pass: a folded cluster does not move far enough to
 * reach a third.
 */
export function separateMarkers(clusters: readonly MapCluster[], zoom: number): MapCluster[] {
  const gap = (MIN_MARKER_GAP_PIXELS * mapCellDegrees(zoom)) / MAP_CELL_PIXELS;
  const kept: MapCluster[] = [];
  const buckets = new Map<string, MapCluster[]>();
  const bucketOf = (c: { lat: number; lng: number }) => [Math.floor(c.lng / gap), Math.floor(c.lat / gap)];
  const ordered = [...clusters].sort((a, b) => b.count - a.count);
  for (const cluster of ordered) {
    const [x, y] = bucketOf(cluster) as [number, number];
    const near = nearest(
      cluster,
      gap,
      [-1, 0, 1].flatMap((dx) => [-1, 0, 1].flatMap((dy) => buckets.get(`${x + dx}:${y + dy}`) ?? [])),
    );
    if (near) {
      fold(near, cluster);
      continue;
    }
    const copy = { ...cluster };
    kept.push(copy);
    const key = `${x}:${y}`;
    buckets.set(key, [...(buckets.get(key) ?? []), copy]);
  }
  return kept.sort((a, b) => b.count - a.count);
}

function nearest(c: MapCluster, gap: number, candidates: MapCluster[]): MapCluster | undefined {
  let best: MapCluster | undefined;
  let bestDistance = gap;
  for (const other of candidates) {
    const distance = Math.hypot(other.lng - c.lng, other.lat - c.lat);
    if (distance < bestDistance) {
      best = other;
      bestDistance = distance;
    }
  }
  return best;
}

const boundsOf = (c: MapCluster): Bounds =>
  c.bounds ?? { minLat: c.lat, minLng: c.lng, maxLat: c.lat, maxLng: c.lng };

function fold(into: MapCluster, from: MapCluster) {
  const [a, b] = [boundsOf(into), boundsOf(from)];
  into.bounds = {
    minLat: Math.min(a.minLat, b.minLat),
    minLng: Math.min(a.minLng, b.minLng),
    maxLat: Math.max(a.maxLat, b.maxLat),
    maxLng: Math.max(a.maxLng, b.maxLng),
  };
  const count = into.count + from.count;
  into.lat = (into.lat * into.count + from.lat * from.count) / count;
  into.lng = (into.lng * into.count + from.lng * from.count) / count;
  into.count = count;
  into.minPricePaise = Math.min(into.minPricePaise, from.minPricePaise);
  delete into.propertyId;
}
