import { z } from 'zod';
import { m } from '#i18n/messages.js';

/**
 * Address search for the wizard's location step (admin-and-host §2): a Nominatim-compatible
 * geocoder from config when set and reachable, else the offline gazetteer of Indian cities.
 */

/** Where the wizard's map opens before a place is chosen (§9: a fixed default city, zoom 14). */
export const DEFAULT_MAP_CENTRE = { label: 'New Delhi', latitude: 28.6139, longitude: 77.209 } as const;
export const DEFAULT_MAP_ZOOM = 14;

export const placeQuery = z.object({
  q: z
    .string()
    .trim()
    .min(2, { error: () => m.validation_min_chars({ min: 2 }) })
    .max(100, { error: () => m.validation_max_chars({ max: 100 }) })
    .meta({ example: 'Anjuna' }),
});

const latitude = z.coerce
  .number({ error: () => m.validation_number() })
  .min(-90)
  .max(90);
const longitude = z.coerce
  .number({ error: () => m.validation_number() })
  .min(-180)
  .max(180);

export const reverseQuery = z.object({
  latitude: latitude.meta({ example: 15.5736 }),
  longitude: longitude.meta({ example: 73.7407 }),
});

export const place = z.object({
  label: z.string(),
  addressLine1: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  pincode: z.string().nullable(),
  country: z.string(),
  /** Decimal degrees as text, six decimals: '15.573600'. */
  latitude: z.string(),
  longitude: z.string(),
});
export type Place = z.infer<typeof place>;

export const placeSource = z.enum(['geocoder', 'gazetteer']);

/** GET /api/places?q= — at most 8 suggestions. */
export const placeList = z.object({ source: placeSource, places: z.array(place) });
export type PlaceList = z.infer<typeof placeList>;

/** GET /api/places/reverse — the nearest place to a point (the gazetteer's nearest city offline). */
export const reversePlace = z.object({ source: placeSource, place });
