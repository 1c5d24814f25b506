import { z } from 'zod';
import { m } from '#i18n/messages.js';
import { MAX_MAP_CELLS, mapCellsSpanned } from '../rules/map-grid.ts';
import { mapBox, mapZoom } from './map-box.ts';
import { listingFilterFields, refineListingFilters } from './properties.ts';

/**
 * GET /api/properties/map: the list's filters, and the map's visible box and zoom (both required).
 * A box spanning more than MAX_MAP_CELLS cells of the grid at its zoom is refused: no screen shows
 * that much at that zoom, and the answer stays small whatever is asked.
 */
export const propertyMapQuery = z
  .object({ ...listingFilterFields, bbox: mapBox, zoom: mapZoom })
  .superRefine((q, ctx) => {
    refineListingFilters(q, ctx);
    if (q.bbox && q.zoom !== undefined && mapCellsSpanned(q.bbox, q.zoom) > MAX_MAP_CELLS)
      ctx.addIssue({
        code: 'custom',
        path: ['bbox'],
        message: m.validation_map_too_many_cells({ max: MAX_MAP_CELLS, zoom: q.zoom }),
      });
  });
export type PropertyMapQuery = z.infer<typeof propertyMapQuery>;

/**
 * A cluster of matching listings in one cell of the map's grid (domain/rules/map-grid.ts): where it
 * sits (the mean of its listings' public positions; a single listing's own public position), how
 * many, the cheapest nightly base price in paise, and the listing's id when it is one listing, else
 * the box its listings lie in (the map zooms there to split it).
 */
export const mapCluster = z.object({
  lat: z.number(),
  lng: z.number(),
  count: z.number().int().min(1),
  minPricePaise: z.number().int(),
  propertyId: z.string().optional(),
  bounds: z
    .object({ minLat: z.number(), minLng: z.number(), maxLat: z.number(), maxLng: z.number() })
    .optional(),
});
export type MapCluster = z.infer<typeof mapCluster>;

export const mapClusterList = z.array(mapCluster);
