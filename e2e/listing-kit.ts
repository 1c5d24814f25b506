// Ready-made listings for the journeys and screenshot scripts that need one: photos uploaded through
// the API, a complete listing form around them, and that form published (POST /api/properties).
// `origin` is the server: the journeys' unless a screenshot script names its own.
import type { APIRequestContext, APIResponse } from 'playwright-core';
import { withPhotosAdded } from '../domain/rules/listing-wizard.ts';
import type { Amenity, PropertyType } from '../domain/schemas/catalog.ts';
import { exampleListing, type ListingForm, type ListingSaved } from '../domain/schemas/listings.ts';
import { base } from './journey-kit.ts';

export type TestPhoto = { name: string; mimeType: string; buffer: Buffer };

async function answerOf<T>(response: Promise<APIResponse>, what: string): Promise<T> {
  const answer = await response;
  if (!answer.ok()) throw new Error(`${what}: ${answer.status()} ${await answer.text()}`);
  return (await answer.json()) as T;
}

/** These photos uploaded one by one with the request's session (each answered 201): their URLs, in order. */
export async function uploadTestPhotos(
  request: APIRequestContext,
  photos: readonly TestPhoto[],
  origin = base,
): Promise<string[]> {
  const urls: string[] = [];
  for (const file of photos) {
    const answer = await request.post(`${origin}/api/upload?purpose=photo`, {
      headers: { origin },
      multipart: { file },
    });
    if (answer.status() !== 201) throw new Error(`upload: ${answer.status()} ${await answer.text()}`);
    urls.push(((await answer.json()) as { url: string }).url);
  }
  return urls;
}

/**
 * A listing the review checklist passes: the first property type that needs no NOC, the catalogue's
 * first `amenities` amenities (3 unless said), these photos (the first the cover), a villa for six at
 * 12 Flea Market Road, Anjuna; `overrides` change any field.
 */
export async function completeListingForm(
  request: APIRequestContext,
  photoUrls: readonly string[],
  overrides: Partial<ListingForm> = {},
  { amenities = 3, origin = base }: { amenities?: number; origin?: string } = {},
): Promise<ListingForm> {
  const types = await answerOf<PropertyType[]>(request.get(`${origin}/api/property-types`), 'property types');
  const catalogue = await answerOf<Amenity[]>(request.get(`${origin}/api/amenities`), 'amenities');
  return {
    ...exampleListing,
    description:
      'Welcome to our peaceful and spacious villa in Anjuna. With 3 bedrooms, it sleeps up to 6 guests in comfort. Settle in, unwind and enjoy everything you need for a memorable stay.',
    propertyTypeId: (types.find((type) => !type.isNocRequired) ?? types[0])!.id,
    amenityIds: catalogue.slice(0, amenities).map((amenity) => amenity.id),
    photos: withPhotosAdded([], photoUrls),
    basePrice: 8700,
    safetyDetails:
      'Smoke alarms in every bedroom and the kitchen, a fire extinguisher by the front door and a first-aid kit in the hall cupboard. The pool has no lifeguard and no fence.',
    ...overrides,
  };
}

/** The form published for review as the request's owner: the new listing, pending. */
export function publishListing(
  request: APIRequestContext,
  form: ListingForm,
  origin = base,
): Promise<ListingSaved> {
  return answerOf<ListingSaved>(
    request.post(`${origin}/api/properties`, { headers: { origin }, data: { ...form, status: 'pending' } }),
    'publish',
  );
}
