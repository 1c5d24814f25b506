/**
 * The grid that clusters listings for the map (GET /api/properties/map, decision 105). The map is
 * Web Mercator in 256 px tiles, so at zoom z the world's 360° of longitude are 256 · 2^z pixels
 * wide; a cell is MAP_CELL_PIXELS of that, the same size in degrees of latitude (about 1.1 times
 * taller than wide on screen over India, which a cluster does not mind). Cells are fixed to the
 * world (column 0 starts at longitude 0), so panning never moves a listing into another cluster,
 * and zooming in by one splits each cell in four. Zod-free, so the web may import it.
 */
export const MAP_CELL_PIXELS = 60;
export const MIN_MAP_ZOOM = 0;
export const MAX_MAP_ZOOM = 20;
/** The most cells a box may span at its zoom: a 3840 px square screen; the answer is at most this long. */
export const MAX_MAP_CELLS = 4096;

/** A box on the map in degrees, minimum and maximum corners included. */
export type MapBox = { minLng: number; minLat: number; maxLng: number; maxLat: number };
export type MapCell = { column: number; row: number };

/** A cell's side in degrees at this zoom (0-20). */
export function mapCellDegrees(zoom: number): number {
  return (MAP_CELL_PIXELS * 360) / (256 * 2 ** zoom);
}

/**
 * The cell holding a position. The SQL of the map search computes the same, floor(degrees / side)
 * in double precision (property-map.repository.ts), so this predicts which listings share a cluster.
 */
export function mapCellOf({ lat, lng }: { lat: number; lng: number }, zoom: number): MapCell {
  const side = mapCellDegrees(zoom);
  return { column: Math.floor(lng / side), row: Math.floor(lat / side) };
}

/** How many cells of the grid a box touches at this zoom (its corners' cells included). */
export function mapCellsSpanned(box: MapBox, zoom: number): number {
  const low = mapCellOf({ lng: box.minLng, lat: box.minLat }, zoom);
  const high = mapCellOf({ lng: box.maxLng, lat: box.maxLat }, zoom);
  return (high.column - low.column + 1) * (high.row - low.row + 1);
}
