import type { ListingForm } from '../../../../domain/schemas/listings.ts';
import type { Place } from '../../../../domain/schemas/places.ts';

/** Decimal degrees as the form keeps them: text with six decimals ('15.573600'). */
export function coordinateText(degrees: number): string {
  return degrees.toFixed(6);
}

/** The form's latitude and longitude as a point, or null while they are empty or not numbers. */
export function pointOf(latitude: string, longitude: string): { latitude: number; longitude: number } | null {
  if (!latitude.trim() || !longitude.trim()) return null;
  const lat = Number(latitude);
  const lon = Number(longitude);
  if (!Number.isFinite(lat) || !Number.isFinite(lon) || Math.abs(lat) > 90 || Math.abs(lon) > 180)
    return null;
  return { latitude: lat, longitude: lon };
}

type AddressField = 'addressLine1' | 'city' | 'state' | 'pincode';
const ADDRESS_FIELDS: readonly AddressField[] = ['addressLine1', 'city', 'state', 'pincode'];

/**
 * What a found place fills in: address line 1, city, state and pincode when the place knows them
 * and the field is still empty (the host's own words are never overwritten).
 */
export function addressFillFrom(
  place: Pick<Place, AddressField>,
  current: Pick<ListingForm, AddressField>,
): Partial<Pick<ListingForm, AddressField>> {
  const fill: Partial<Pick<ListingForm, AddressField>> = {};
  for (const field of ADDRESS_FIELDS) {
    let value = place[field]?.trim() ?? '';
    if (field === 'pincode' && !/^\d{6}$/.test(value)) value = '';
    if (value && !current[field].trim()) fill[field] = value;
  }
  return fill;
}
