import { m } from '#i18n/messages.js';
import { notFound } from '../../http/http-error.ts';
import type { Geocoder, PlaceFound, PlaceSearch } from '../../integrations/geo/geocoder.ts';

/** Suggestions for the wizard's address search (at most 8; the answer names its source). */
export function searchPlaces(geocoder: Geocoder, q: string): Promise<PlaceSearch> {
  return geocoder.search(q);
}

/** The place at a point, for the wizard after the marker is dropped; 404 when nothing is near. */
export async function placeAt(geocoder: Geocoder, latitude: number, longitude: number): Promise<PlaceFound> {
  const found = await geocoder.reverse(latitude, longitude);
  if (!found) throw notFound(m.server_no_place_near());
  return found;
}
