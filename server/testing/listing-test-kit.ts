import type { LightMyRequestResponse } from 'fastify';
import { emptyListingForm, type ListingForm } from '../../domain/schemas/listings.ts';
import { makeAmenity, makeDestination, makePropertyType, makeSession, makeUser } from './factories.ts';
import { startTestApp, type TestApp } from './test-app.ts';
import type { Engine } from './test-database.ts';
import { pdf, pngOf } from './upload-test-files.ts';
import { upload } from './upload-test-kit.ts';

export type Caller = { id: string; cookie: string };
export type ListingTestApp = TestApp & {
  catalog: { villa: string; nocType: string; destination: string; amenities: string[] };
  /** A signed-in user of this role (an admin gets the admin session). */
  caller(role: 'customer' | 'owner' | 'admin'): Promise<Caller>;
  /** Uploads `count` photos through POST /api/upload as this caller; their URLs. */
  photosOf(caller: Caller, count: number): Promise<string[]>;
  /** Uploads a PDF (purpose document) as this caller; its URL. */
  documentOf(caller: Caller): Promise<string>;
  send(
    caller: Caller | null,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
  ): Promise<LightMyRequestResponse>;
};

export const SAFETY =
  'Smoke alarms in every bedroom, a first-aid kit in the kitchen, a fire extinguisher by the door and ' +
  'lit steps to the garden.';

/** The app on a fresh database with a catalogue to list against. */
export async function startListingApp(engine: Engine): Promise<ListingTestApp> {
  const t = await startTestApp(engine, { RATE_LIMIT_MAX: '100000' });
  const { db } = t.handle;
  const catalog = {
    villa: (await makePropertyType(db, { name: 'Villa' })).id,
    nocType: (await makePropertyType(db, { name: 'Homestay', isNocRequired: true })).id,
    destination: (await makeDestination(db, { name: 'Goa' })).id,
    amenities: [
      (await makeAmenity(db, { name: 'Wifi' })).id,
      (await makeAmenity(db, { name: 'Pool' })).id,
      (await makeAmenity(db, { name: 'Kitchen' })).id,
      (await makeAmenity(db, { name: 'Parking' })).id,
    ],
  };
  const png = await pngOf(40, 30);
  return {
    ...t,
    catalog,
    async caller(role) {
      const user = await makeUser(db, { role });
      const scope = role === 'admin' ? 'admin' : 'user';
      return { id: user.id, cookie: (await makeSession(db, user.id, { scope })).cookie };
    },
    async photosOf(caller, count) {
      const urls: string[] = [];
      for (let i = 0; i < count; i++) {
        const res = await upload(t.app, { bytes: png, name: `room-${i}.png` }, { cookie: caller.cookie });
        if (res.statusCode !== 201) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
        urls.push(res.json().url);
      }
      return urls;
    },
    async documentOf(caller) {
      const res = await upload(
        t.app,
        { bytes: pdf, name: 'noc.pdf' },
        { purpose: 'document', cookie: caller.cookie },
      );
      if (res.statusCode !== 201) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
      return res.json().url;
    },
    send(caller, method, url, payload) {
      return t.app.inject({
        method,
        url,
        headers: caller ? { cookie: caller.cookie } : {},
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
    },
  };
}

/** A form that passes the review checklist, with these photos (the second one the cover). */
export function completeForm(
  catalog: ListingTestApp['catalog'],
  photoUrls: string[],
  changes: Partial<ListingForm> = {},
): ListingForm {
  return {
    ...emptyListingForm,
    title: 'Peaceful Sea-view Villa',
    description:
      'Welcome to our peaceful villa in Anjuna. With 3 bedrooms, it sleeps up to 6 guests in comfort.',
    propertyTypeId: catalog.villa,
    spaceTypeId: 'entire-place',
    destinationId: catalog.destination,
    addressLine1: '12 Flea Market Road',
    landmark: '',
    city: 'Anjuna',
    state: 'Goa',
    pincode: '403509',
    latitude: '15.57361234',
    longitude: '73.7407',
    maxGuests: 6,
    bedrooms: 3,
    beds: 3,
    bathrooms: 2,
    amenityIds: catalog.amenities.slice(0, 3),
    photos: photoUrls.map((url, i) => ({
      url,
      caption: i === 0 ? 'The veranda' : '',
      roomType: i === 0 ? 'outdoor' : 'general',
      sortOrder: i,
      isMainPhoto: i === 1,
    })),
    basePrice: 14500,
    cleaningFee: 800,
    securityDeposit: 2000,
    safetyDetails: SAFETY,
    ...changes,
  };
}

/** The titles GET /api/properties (search, as a visitor) answers. */
export async function searchTitles(t: ListingTestApp): Promise<string[]> {
  const res = await t.send(null, 'GET', '/api/properties?limit=100');
  if (res.statusCode !== 200) throw new Error(`search failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { title: string }[]).map((card) => card.title).sort();
}
