import { z } from 'zod';
import { m } from '#i18n/messages.js';
import { MAX_MAP_ZOOM, type MapBox, MIN_MAP_ZOOM } from '../rules/map-grid.ts';

const boxFormat = () => m.validation_map_box_format();

// Plain decimals, as a map library writes a box ("72.77,18.89,73.02,19.27"); an exponent for the
// tiny ones JavaScript prints that way. Not hex, not empty, not Infinity.
const DECIMAL = /^[-+]?(\d+(\.\d*)?|\.\d+)(e[-+]?\d+)?$/i;

/** A required query parameter says so when missing, and `wrong` when it is anything but one text. */
const oneText = (wrong: () => string) =>
  z.string({ error: (issue) => (issue.input === undefined ? m.validation_required() : wrong()) });

/**
 * `bbox=minLng,minLat,maxLng,maxLat` in degrees, corners included. A box crossing the antimeridian
 * (minLng > maxLng) is refused like any inverted box: Basera's listings are all in India, and a map
 * library gives such a view as longitudes past 180, which are refused as out of range.
 */
export const mapBox = oneText(boxFormat)
  .transform((text, ctx): MapBox => {
    const parts = text.split(',').map((part) => part.trim());
    if (parts.length !== 4 || !parts.every((part) => DECIMAL.test(part))) {
      ctx.addIssue({ code: 'custom', message: boxFormat() });
      return z.NEVER;
    }
    const [minLng, minLat, maxLng, maxLat] = parts.map(Number) as [number, number, number, number];
    const problem = [minLng, maxLng].some((lng) => !(lng >= -180 && lng <= 180))
      ? m.validation_map_box_longitudes({ min: -180, max: 180 })
      : [minLat, maxLat].some((lat) => !(lat >= -90 && lat <= 90))
        ? m.validation_map_box_latitudes({ min: -90, max: 90 })
        : minLng > maxLng
          ? m.validation_map_box_lng_order()
          : minLat > maxLat
            ? m.validation_map_box_lat_order()
            : null;
    if (problem) {
      ctx.addIssue({ code: 'custom', message: problem });
      return z.NEVER;
    }
    return { minLng, minLat, maxLng, maxLat };
  })
  .meta({ example: '72.77,18.89,73.02,19.27' });

const zoom = () => m.validation_map_zoom({ min: MIN_MAP_ZOOM, max: MAX_MAP_ZOOM });

/** The map's zoom level, a whole number 0-20 (Leaflet's getZoom() with its default whole-level snap). */
export const mapZoom = oneText(zoom)
  .regex(/^\d{1,2}$/, { error: zoom })
  .transform(Number)
  .pipe(z.number().min(MIN_MAP_ZOOM, { error: zoom }).max(MAX_MAP_ZOOM, { error: zoom }))
  .meta({ example: '11' });
