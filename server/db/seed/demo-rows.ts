import { createHash } from 'node:crypto';
import { paise, paiseToRupees, percentOfPaise, rupeesToPaise } from '../../../domain/money.ts';
import { GST_STATES } from '../../../domain/rules/gst-states.ts';
import { makeGstin } from '../../../domain/rules/gstin.ts';
import { INDIA_TIME_ZONE, listingToday } from '../../../domain/rules/stay-clock.ts';
import { type SceneName, sceneKey } from '../../demo/scenes/scene-catalog.ts';
import { seededRandom } from '../../demo/seeded-random.ts';
import type * as schema from '../schema.ts';
import { AMENITIES, BADGES, CONTACTS, PROPERTY_TYPES, RATING_PARAMETERS } from './data/catalog.data.ts';
import { DEMO_PROPERTIES } from './data/demo-properties.ts';
import { DESTINATIONS } from './data/destinations.data.ts';
import { HOUSE_RULES, SAFETY_DETAILS } from './data/house-rules.data.ts';
import {
  DEMO_ACCOUNTS,
  GUESTS,
  OTHER_OWNERS,
  OWNER_BY_DESTINATION,
  type PersonSeed,
  REVIEW_COMMENTS,
} from './data/people.data.ts';
import type { PropertySeed } from './data/property-seed.ts';
import { BASERA_LEGAL_NAME, BASERA_OFFICES, BASERA_PAN } from './data/tax-registrations.data.ts';
import { buildDemoStays, type DemoStays } from './demo-stays.ts';

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

export type DemoRows = {
  users: Insert<typeof schema.users>[];
  destinations: Insert<typeof schema.destinations>[];
  amenities: Insert<typeof schema.amenities>[];
  propertyTypes: Insert<typeof schema.propertyTypes>[];
  badges: Insert<typeof schema.badges>[];
  ratingParameters: Insert<typeof schema.ratingParameters>[];
  contacts: Insert<typeof schema.contacts>[];
  taxRegistrations: Insert<typeof schema.taxRegistrations>[];
  properties: Insert<typeof schema.properties>[];
  propertyPhotos: Insert<typeof schema.propertyPhotos>[];
  propertyAmenities: Insert<typeof schema.propertyAmenities>[];
  propertyBadges: Insert<typeof schema.propertyBadges>[];
  reviews: Insert<typeof schema.reviews>[];
  reviewRatings: Insert<typeof schema.reviewRatings>[];
} & DemoStays;

/** A name-based (version 5) UUID: the same demo record gets the same id on every seed. */
export function demoId(kind: string, key: string): string {
  const hash = createHash('sha1').update(`basera-demo/${kind}/${key}`).digest();
  hash[6] = ((hash[6] as number) & 0x0f) | 0x50;
  hash[8] = ((hash[8] as number) & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export const sceneUrl = (scene: SceneName, variant: number) =>
  `/api/media/scene/${sceneKey(scene, variant)}.jpg`;

// Fixed instants keep the content identical across reseeds.
const CATALOGUE_CREATED = Date.parse('2024-11-01T04:30:00Z');
const LISTINGS_UNTIL = Date.parse('2025-10-01T06:00:00Z');
const DAY = 86_400_000;
const at = (ms: number) => new Date(ms);
/** Catalogue rows a second apart, so "oldest first" is the order of the data files. */
const inOrder = (i: number) => at(CATALOGUE_CREATED + i * 1000);

const GENERAL_FILL = [
  'Wifi',
  'Kitchen',
  'Free parking',
  'Washer',
  'TV',
  'Hot water',
  'Power backup',
  'First aid kit',
];
const SCORES = [5, 5, 5, 5, 4, 4, 4, 3];

/**
 * Every demo row, built in memory from the data tables and a fixed random sequence; stays are dated
 * from `today` (India's date), everything else is the same on every seed.
 */
export function buildDemoRows(
  passwordHashes: Record<string, string>,
  today = listingToday(INDIA_TIME_ZONE, new Date()),
): DemoRows {
  const rng = seededRandom('basera-demo-seed-v1');
  const people: PersonSeed[] = [...DEMO_ACCOUNTS, ...OTHER_OWNERS, ...GUESTS];
  const users = people.map((p, i) => ({
    id: demoId('user', p.key),
    email: p.email,
    passwordHash: passwordHashes[p.email] ?? null,
    firstName: p.firstName,
    lastName: p.lastName,
    phone: p.phone,
    role: p.role,
    isProfileComplete: p.isProfileComplete,
    // Demo addresses are ours, and no mail reaches them: verified from the start.
    emailVerifiedAt: inOrder(i),
    createdAt: inOrder(i),
    updatedAt: inOrder(i),
  }));

  const destinations = DESTINATIONS.map(({ key, scene, ...d }, i) => ({
    ...d,
    id: demoId('destination', key),
    imageUrl: sceneUrl(scene, 101 + i), // variants 1..n are the listings' photos
    createdAt: inOrder(i),
  }));
  const amenities = AMENITIES.map((a, i) => ({ ...a, id: demoId('amenity', a.name), createdAt: inOrder(i) }));
  const propertyTypes = PROPERTY_TYPES.map((t, i) => ({
    ...t,
    id: demoId('type', t.name),
    createdAt: inOrder(i),
  }));
  const badges = BADGES.map((b, i) => ({ ...b, id: demoId('badge', b.name), createdAt: inOrder(i) }));
  const ratingParameters = RATING_PARAMETERS.map((r, i) => ({
    ...r,
    id: demoId('rating', r.name),
    createdAt: inOrder(i),
  }));
  const contacts = CONTACTS.map((c, i) => ({ ...c, id: demoId('contact', c.name), createdAt: inOrder(i) }));
  const taxRegistrations = GST_STATES.map(({ state, code }, i) => {
    const [city, pincode] = BASERA_OFFICES[state] ?? ['', ''];
    return {
      id: demoId('tax-registration', state),
      legalName: BASERA_LEGAL_NAME,
      address: `Basera House, Station Road, ${city} ${pincode}, ${state}`,
      state,
      gstin: makeGstin(code, BASERA_PAN),
      createdAt: inOrder(i),
    };
  });

  const rows: DemoRows = {
    users,
    destinations,
    amenities,
    propertyTypes,
    badges,
    ratingParameters,
    contacts,
    taxRegistrations,
    properties: [],
    propertyPhotos: [],
    propertyAmenities: [],
    propertyBadges: [],
    reviews: [],
    reviewRatings: [],
    bookings: [],
    blockedDates: [],
    nightlyPrices: [],
  };
  const reviewers = [DEMO_ACCOUNTS[0] as PersonSeed, ...GUESTS];

  DEMO_PROPERTIES.forEach((seed, index) => {
    const id = demoId('property', seed.key);
    const createdMs = LISTINGS_UNTIL - (index * 9 + rng.int(0, 8)) * DAY;
    rows.properties.push(propertyRow(seed, id, at(createdMs), rng));
    rows.propertyPhotos.push(...photoRows(seed, id, index + 1));

    const fill = rng.sample(
      GENERAL_FILL.filter((name) => !seed.highlights.includes(name)),
      Math.max(0, rng.int(4, 8) - seed.highlights.length),
    );
    for (const name of [...seed.highlights, ...fill]) {
      rows.propertyAmenities.push({ propertyId: id, amenityId: demoId('amenity', name) });
    }
    for (const badge of rng.sample(BADGES, rng.pick([0, 1, 1, 2]))) {
      rows.propertyBadges.push({ propertyId: id, badgeId: demoId('badge', badge.name) });
    }

    if ((seed.status ?? 'approved') !== 'approved') return;
    for (const [n, guest] of rng.sample(reviewers, rng.int(0, 4)).entries()) {
      const reviewId = demoId('review', `${seed.key}/${guest.key}`);
      const createdAt = at(createdMs + (20 + n * 25 + rng.int(0, 20)) * DAY);
      rows.reviews.push({
        id: reviewId,
        propertyId: id,
        guestId: demoId('user', guest.key),
        comment: rng.pick(REVIEW_COMMENTS),
        createdAt,
      });
      for (const parameter of RATING_PARAMETERS) {
        rows.reviewRatings.push({
          reviewId,
          ratingParameterId: demoId('rating', parameter.name),
          score: rng.pick(SCORES),
        });
      }
    }
  });
  const approved = rows.properties.filter((p) => p.status === 'approved');
  const guests = { customer: demoId('user', DEMO_ACCOUNTS[0]!.key), other: demoId('user', GUESTS[0]!.key) };
  Object.assign(rows, buildDemoStays(approved, guests, today));
  return rows;
}

function propertyRow(seed: PropertySeed, id: string, createdAt: Date, rng: ReturnType<typeof seededRandom>) {
  const destination = DESTINATIONS.find((d) => d.key === seed.destination);
  if (!destination) throw new Error(`Unknown destination ${seed.destination} for ${seed.key}`);
  const [lat, lng] = seed.near ?? [Number(destination.latitude), Number(destination.longitude)];
  const [maxGuests, bedrooms, beds, bathrooms] = seed.size;
  const base = rupeesToPaise(seed.basePrice);
  const serviceFee = percentOfPaise(base, 8);
  return {
    id,
    ownerId: demoId('user', OWNER_BY_DESTINATION[seed.destination] ?? 'rohan'),
    propertyTypeId: demoId('type', seed.type),
    destinationId: demoId('destination', seed.destination),
    status: seed.status ?? 'approved',
    title: seed.title,
    description: seed.description,
    addressLine1: seed.addressLine1,
    city: seed.city,
    state: destination.state,
    pincode: seed.pincode,
    country: 'India',
    latitude: (lat + rng.between(-0.012, 0.012)).toFixed(6),
    longitude: (lng + rng.between(-0.012, 0.012)).toFixed(6),
    maxGuests,
    bedrooms,
    beds,
    bathrooms,
    basePrice: seed.basePrice,
    cleaningFee: seed.cleaningFee,
    serviceFee: paiseToRupees(paise(serviceFee - (serviceFee % 100))),
    securityDeposit: base >= 900_000 ? '5000.00' : '0.00',
    checkInTime: '14:00',
    checkOutTime: '11:00',
    houseRules: rng.pick(HOUSE_RULES),
    cancellationPolicy: seed.policy,
    safetyDetails: rng.pick(SAFETY_DETAILS),
    instantBook: rng.chance(0.4),
    createdAt,
    updatedAt: createdAt,
  };
}

const ROOMS: { scene: SceneName; roomType: string; caption: string }[] = [
  { scene: 'bedroom', roomType: 'bedroom', caption: 'Bedroom' },
  { scene: 'living-room', roomType: 'living_room', caption: 'Living room' },
  { scene: 'kitchen', roomType: 'kitchen', caption: 'Kitchen' },
  { scene: 'bathroom', roomType: 'bathroom', caption: 'Bathroom' },
];

/** Five photos: the cover outside, then rooms (a pool instead of the kitchen where there is one). */
function photoRows(seed: PropertySeed, propertyId: string, variant: number) {
  const rooms = ROOMS.map((room) =>
    room.scene === 'kitchen' && seed.highlights.includes('Pool') && seed.scene !== 'pool'
      ? { scene: 'pool' as const, roomType: 'pool', caption: 'Pool' }
      : room,
  );
  const shots = [{ scene: seed.scene, roomType: 'exterior', caption: seed.title }, ...rooms];
  return shots.map((shot, sortOrder) => ({
    id: demoId('photo', `${seed.key}/${sortOrder}`),
    propertyId,
    url: sceneUrl(shot.scene, variant),
    caption: shot.caption,
    roomType: shot.roomType,
    sortOrder,
    isMainPhoto: sortOrder === 0,
  }));
}
