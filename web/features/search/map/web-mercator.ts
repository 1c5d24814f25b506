import { type Bbox, boxOfBounds, MAX_ZOOM, MIN_ZOOM } from './map-box.ts';

/**
 * Leaflet's Web Mercator (EPSG:3857) arithmetic, for drawing the map's first picture before Leaflet
 * has loaded (decision 136): the same view, the same tiles at the same pixels, and the same box, so
 * the map that takes over stands exactly where the picture stood and asks for the same pins. Each
 * function follows Leaflet 1.9's own (Map.getBoundsZoom, _getBoundsCenterZoom, _getNewPixelOrigin,
 * GridLayer._getTiledPixelBounds, TileLayer.getTileUrl).
 */

export type LatLng = { lat: number; lng: number };
export type Size = { width: number; height: number };
export type View = { center: LatLng; zoom: number };
export type Point = { x: number; y: number };

export const TILE = 256;
const EARTH_RADIUS = 6378137;
const MAX_LATITUDE = 85.0511287798;
const DEGREE = Math.PI / 180;
const TRANSFORM = 0.5 / (Math.PI * EARTH_RADIUS);

const scaleAt = (zoom: number) => TILE * 2 ** zoom;

/** A place's pixel in the whole world's picture at a zoom. */
export function project({ lat, lng }: LatLng, zoom: number): Point {
  const sin = Math.sin(Math.max(Math.min(MAX_LATITUDE, lat), -MAX_LATITUDE) * DEGREE);
  const x = EARTH_RADIUS * lng * DEGREE;
  const y = (EARTH_RADIUS * Math.log((1 + sin) / (1 - sin))) / 2;
  const scale = scaleAt(zoom);
  return { x: scale * (TRANSFORM * x + 0.5), y: scale * (-TRANSFORM * y + 0.5) };
}

/** The place at a pixel of the world's picture at a zoom. */
export function unproject({ x, y }: Point, zoom: number): LatLng {
  const scale = scaleAt(zoom);
  const mx = (x / scale - 0.5) / TRANSFORM;
  const my = (y / scale - 0.5) / -TRANSFORM;
  return {
    lat: (2 * Math.atan(Math.exp(my / EARTH_RADIUS)) - Math.PI / 2) / DEGREE,
    lng: mx / DEGREE / EARTH_RADIUS,
  };
}

type Corners = { south: number; west: number; north: number; east: number };

/** Leaflet's fitBounds: the whole zoom (within the map's) at which the box fits inside the padding. */
export function fitView(
  box: Corners,
  size: Size,
  options: { padding?: number; maxZoom?: number } = {},
): View {
  const padding = options.padding ?? 0;
  const nw = project({ lat: box.north, lng: box.west }, 0);
  const se = project({ lat: box.south, lng: box.east }, 0);
  const scale = Math.min(
    (size.width - 2 * padding) / Math.abs(se.x - nw.x),
    (size.height - 2 * padding) / Math.abs(se.y - nw.y),
  );
  // Within 1% of a whole level counts as that level, then down to the one that fits.
  let zoom = Math.floor(Math.round(Math.log2(scale) * 100) / 100);
  zoom = Math.max(MIN_ZOOM, Math.min(MAX_ZOOM, zoom));
  if (options.maxZoom !== undefined) zoom = Math.min(options.maxZoom, zoom);
  const sw = project({ lat: box.south, lng: box.west }, zoom);
  const ne = project({ lat: box.north, lng: box.east }, zoom);
  return { center: unproject({ x: (sw.x + ne.x) / 2, y: (sw.y + ne.y) / 2 }, zoom), zoom };
}

/** The smallest box around some places. */
export function cornersOf(places: LatLng[]): Corners {
  const lats = places.map((p) => p.lat);
  const lngs = places.map((p) => p.lng);
  return {
    south: Math.min(...lats),
    west: Math.min(...lngs),
    north: Math.max(...lats),
    east: Math.max(...lngs),
  };
}

export const cornersOfBox = (bbox: Bbox): Corners => ({
  south: bbox.minLat,
  west: bbox.minLng,
  north: bbox.maxLat,
  east: bbox.maxLng,
});

/** The view's top-left pixel in the world's picture, rounded as Leaflet rounds it. */
export function pixelOrigin({ center, zoom }: View, size: Size): Point {
  const p = project(center, zoom);
  return { x: Math.round(p.x - size.width / 2), y: Math.round(p.y - size.height / 2) };
}

/** What the view shows, as the API's box (Leaflet's getBounds, clamped and rounded by boxOfBounds). */
export function boxOfView(view: View, size: Size): Bbox | null {
  const origin = pixelOrigin(view, size);
  const sw = unproject({ x: origin.x, y: origin.y + size.height }, view.zoom);
  const ne = unproject({ x: origin.x + size.width, y: origin.y }, view.zoom);
  return boxOfBounds({ west: sw.lng, south: sw.lat, east: ne.lng, north: ne.lat });
}

export type Tile = { key: string; url: string; left: number; top: number };

/** A tile's address from the server's template ({s} {z} {x} {y} {-y} {r}, as Leaflet fills them). */
export function tileUrl(template: string, x: number, y: number, zoom: number): string {
  const subdomains = 'abc';
  const values: Record<string, string> = {
    s: subdomains[Math.abs(x + y) % subdomains.length]!,
    z: String(zoom),
    x: String(x),
    y: String(y),
    '-y': String(2 ** zoom - 1 - y),
    r: '',
  };
  return template.replace(/\{ *([\w_ -]+) *\}/g, (_, key: string) => values[key] ?? '');
}

/** The tiles that cover the view, each at its pixel in the frame (x wraps round the world; y does not). */
export function tilesOf(view: View, size: Size, template: string): Tile[] {
  const { zoom } = view;
  const origin = pixelOrigin(view, size);
  const centre = project(view.center, zoom);
  const middle = { x: Math.floor(centre.x), y: Math.floor(centre.y) };
  const first = {
    x: Math.floor((middle.x - size.width / 2) / TILE),
    y: Math.floor((middle.y - size.height / 2) / TILE),
  };
  const last = {
    x: Math.ceil((middle.x + size.width / 2) / TILE) - 1,
    y: Math.ceil((middle.y + size.height / 2) / TILE) - 1,
  };
  const count = 2 ** zoom;
  const tiles: Tile[] = [];
  for (let y = Math.max(0, first.y); y <= Math.min(count - 1, last.y); y++)
    for (let x = first.x; x <= last.x; x++) {
      const wrapped = ((x % count) + count) % count;
      tiles.push({
        key: `${zoom}/${x}/${y}`,
        url: tileUrl(template, wrapped, y, zoom),
        left: x * TILE - origin.x,
        top: y * TILE - origin.y,
      });
    }
  return tiles;
}

/** A place's pixel in the frame of a view. */
export function pixelInView(place: LatLng, view: View, size: Size): Point {
  const origin = pixelOrigin(view, size);
  const p = project(place, view.zoom);
  return { x: p.x - origin.x, y: p.y - origin.y };
}
