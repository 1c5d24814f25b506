import type { Place, PlaceList } from '../../../domain/schemas/places.ts';

/** Which service answered: the HTTP geocoder from config, or the offline gazetteer. */
export type PlaceSource = PlaceList['source'];

export type PlaceSearch = { source: PlaceSource; places: Place[] };
export type PlaceFound = { source: PlaceSource; place: Place };

/**
 * Address search for the listing wizard (decision 50): suggestions for a typed text and the place
 * at a point. Implementations: a Nominatim-compatible HTTP geocoder (GEOCODER_URL) that falls back
 * to the offline gazetteer of Indian cities and states, and the gazetteer alone.
 */
export interface Geocoder {
  /** At most MAX_SUGGESTIONS places matching `q` (already trimmed, 2-100 characters). */
  search(q: string): Promise<PlaceSearch>;
  /** The place at or nearest to the point; null when nothing is known near it. */
  reverse(latitude: number, longitude: number): Promise<PlaceFound | null>;
}

export const MAX_SUGGESTIONS = 8;

/** Decimal degrees as the API writes them: six decimals (about 0.1 m). */
export const coordinateText = (degrees: number) => degrees.toFixed(6);
