import { z } from 'zod';
import { MAX_MAP_ZOOM, type MapBox, MIN_MAP_ZOOM } from '../rules/map-grid.ts';

export const MAP_BOX_FORMAT = 'must be four numbers: minLng,minLat,maxLng,maxLat';

// Plain decimals, as a map library writes a box ("72.77,18.89,73.02,19.27"); an exponent for the
// tiny ones JavaScript prints that way. Not hex, not empty, not Infinity.
const DECIMAL = /^[-+]?(\d+(\.\d*)?|\.\d+)(e[-+]?\d+)?$/i;

/** A required query parameter says so when missing, and `wrong` when it is anything but one text. */
const oneText = (wrong: string) =>
  z.string({ error: (issue) => (issue.input === undefined ? 'is required' : wrong) });

/**
 * `bbox=minLng,minLat,maxLng,maxLat` in degrees, corners included. A box crossing the antimeridian
 * (minLng > maxLng) is refused like any inverted box: Basera's listings are all in India, and a map
 * library gives such a view as longitudes past 180, which are refused as out of range.
 */
export const mapBox = oneText(MAP_BOX_FORMAT)
  .transform((text, ctx): MapBox => {
    const parts = text.split(',').map((part) => part.trim());
    if (parts.length !== 4 || !parts.every((part) => DECIMAL.test(part))) {
      ctx.addIssue({ code: 'custom', message: MAP_BOX_FORMAT });
      return z.NEVER;
    }
    const [minLng, minLat, maxLng, maxLat] = parts.map(Number) as [number, number, number, number];
    const problem = [minLng, maxLng].some((lng) => !(lng >= -180 && lng <= 180))
      ? 'longitudes must be between -180 and 180'
      : [minLat, maxLat].some((lat) => !(lat >= -90 && lat <= 90))
        ? 'latitudes must be between -90 and 90'
        : minLng > maxLng
          ? 'minLng must not be greater than maxLng (a box may not cross the antimeridian)'
          : minLat > maxLat
            ? 'minLat must not be greater than maxLat'
            : null;
    if (problem) {
      ctx.addIssue({ code: 'custom', message: problem });
      return z.NEVER;
    }
    return { minLng, minLat, maxLng, maxLat };
  })
  .meta({ example: '72.77,18.89,73.02,19.27' });

const ZOOM = 'must be a whole number from 0 to 20';

/** The map's zoom level, a whole number 0-20 (Leaflet's getZoom() with its default whole-level snap). */
export const mapZoom = oneText(ZOOM)
  .regex(/^\d{1,2}$/, ZOOM)
  .transform(Number)
  .pipe(z.number().min(MIN_MAP_ZOOM, ZOOM).max(MAX_MAP_ZOOM, ZOOM))
  .meta({ example: '11' });
