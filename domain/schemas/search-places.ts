import { z } from 'zod';
import { m } from '#i18n/messages.js';

/**
 * The places Basera has listings in, for the Where field's suggestions (GET /api/properties/places)
 * and for naming the place a search found (the `Matched-Place` header of GET /api/properties).
 */
export const searchPlaceQuery = z.object({
  q: z
    .string()
    .trim()
    .max(100, { error: () => m.validation_max_chars({ max: 100 }) })
    .default('')
    .meta({ example: 'Udai' }),
});

export const searchPlace = z.object({
  /** The city as the listings name it ('Udaipur'): what the Where field takes when it is chosen. */
  city: z.string(),
  state: z.string().nullable(),
  /** How many public listings are in it. */
  listings: z.number().int(),
});
export type SearchPlace = z.infer<typeof searchPlace>;

export const MAX_SEARCH_PLACES = 8;
export const searchPlaceList = z.array(searchPlace).max(MAX_SEARCH_PLACES);

export { MATCHED_PLACE_HEADER } from '../matched-place.ts';
