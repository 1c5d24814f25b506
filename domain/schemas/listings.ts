import { z } from 'zod';
import { m } from '#i18n/messages.js';
import {
  COUNTER_LIMITS,
  type Counter,
  DESCRIPTION_MAX,
  PRICE_MAX,
  reviewChecklist,
  SAFETY_MAX,
  TITLE_MAX,
  WIZARD_STEPS,
} from '../rules/listing-wizard.ts';
import { bookingStatus, paymentStatus } from './bookings.ts';
import { isoDate, propertyStatus, rupees } from './properties.ts';

/**
 * The listing wizard's contract (admin-and-host §3 "Property draft form", §7): one form shape; a
 * draft is any part of it (types and bounds checked), a listing is all of it, and the review
 * checklist in domain/rules/listing-wizard.ts decides whether it is complete.
 */

const notANumber = { error: () => m.validation_number() };
const notWhole = { error: () => m.validation_whole_number() };
const atLeast = (min: number) => ({ error: () => m.validation_at_least({ min }) });
const atMost = (max: number) => ({ error: () => m.validation_at_most({ max }) });
const zeroOrMore = { error: () => m.validation_zero_or_more({ min: 0 }) };
const maxChars = (max: number) => ({ error: () => m.validation_max_chars({ max }) });
const anId = { error: () => m.validation_id() };

const text = (max: number) => z.string().max(max, maxChars(max));
const optionalId = z.union([z.uuid(anId), z.literal('')]);
const coordinate = z
  .string()
  .max(20, maxChars(20))
  .refine((value) => value.trim() === '' || Number.isFinite(Number(value)), notANumber);
const counter = (name: Counter) =>
  z
    .number(notANumber)
    .int(notWhole)
    .min(COUNTER_LIMITS[name].min, atLeast(COUNTER_LIMITS[name].min))
    .max(COUNTER_LIMITS[name].max, atMost(COUNTER_LIMITS[name].max));
const wholeRupees = z
  .number(notANumber)
  .int({ error: () => m.validation_whole_rupees() })
  .min(0, zeroOrMore)
  .max(PRICE_MAX, atMost(PRICE_MAX));

export const wizardPhoto = z.object({
  url: z
    .string()
    .min(1, { error: () => m.validation_not_empty() })
    .max(500, maxChars(500)),
  caption: text(200),
  roomType: text(40),
  sortOrder: z.number(notANumber).int(notWhole).min(0, zeroOrMore).max(99, atMost(99)),
  isMainPhoto: z.boolean(),
});

export const MAX_PHOTOS = 30;

export const listingForm = z.object({
  title: text(TITLE_MAX),
  description: text(DESCRIPTION_MAX),
  propertyTypeId: optionalId,
  /** In the spec's form; Basera has no space types yet, so it is kept in drafts and not published. */
  spaceTypeId: text(64),
  destinationId: optionalId,
  addressLine1: text(200),
  addressLine2: text(200),
  landmark: text(200),
  city: text(100),
  state: text(100),
  pincode: z.string().regex(/^\d{0,6}$/, { error: () => m.validation_pincode_digits({ max: 6 }) }),
  country: text(60),
  latitude: coordinate,
  longitude: coordinate,
  maxGuests: counter('maxGuests'),
  bedrooms: counter('bedrooms'),
  beds: counter('beds'),
  bathrooms: counter('bathrooms'),
  amenityIds: z
    .array(z.uuid({ error: () => m.validation_ids() }))
    .max(60, { error: () => m.validation_amenities_at_most({ max: 60 }) }),
  photos: z
    .array(wizardPhoto)
    .max(MAX_PHOTOS, { error: () => m.validation_photos_at_most({ max: MAX_PHOTOS }) }),
  basePrice: wholeRupees,
  cleaningFee: wholeRupees,
  securityDeposit: wholeRupees,
  safetyDetails: text(SAFETY_MAX),
  nocDocument: text(500),
  nocFileName: text(200),
  instantBook: z.boolean(),
  enableSmartPricing: z.boolean(),
});
export type ListingForm = z.infer<typeof listingForm>;

/** The wizard's starting values (§3 defaults). */
export const emptyListingForm: ListingForm = {
  title: '',
  description: '',
  propertyTypeId: '',
  spaceTypeId: '',
  destinationId: '',
  addressLine1: '',
  addressLine2: '',
  landmark: '',
  city: '',
  state: '',
  pincode: '',
  country: 'India',
  latitude: '',
  longitude: '',
  maxGuests: 1,
  bedrooms: 1,
  beds: 1,
  bathrooms: 1,
  amenityIds: [],
  photos: [],
  basePrice: 0,
  cleaningFee: 0,
  securityDeposit: 0,
  safetyDetails: '',
  nocDocument: '',
  nocFileName: '',
  instantBook: false,
  enableSmartPricing: false,
};

/** The API's example listing (also the journeys' starting point). */
export const exampleListing: ListingForm = {
  ...emptyListingForm,
  title: 'Peaceful Sea-view Villa',
  description:
    'Welcome to our peaceful villa in Anjuna. With 3 bedrooms, it sleeps up to 6 guests in comfort.',
  propertyTypeId: '7d4a3a55-6f0e-4c63-9a51-0d3f7c1a2b10',
  addressLine1: '12 Flea Market Road',
  city: 'Anjuna',
  state: 'Goa',
  pincode: '403509',
  latitude: '15.5736',
  longitude: '73.7407',
  maxGuests: 6,
  bedrooms: 3,
  beds: 3,
  bathrooms: 2,
  basePrice: 14500,
};

/** Any part of the form, as a draft keeps it: types and bounds, not completeness. */
export const listingDraftData = listingForm.partial();
export type ListingDraftData = z.infer<typeof listingDraftData>;

/** POST /api/property-drafts and PUT /api/property-drafts/{id}. */
export const draftBody = z
  .object({
    draftData: listingDraftData,
    currentStep: z
      .number(notANumber)
      .int(notWhole)
      .min(1, atLeast(1))
      .max(WIZARD_STEPS, atMost(WIZARD_STEPS)),
  })
  .meta({ examples: [{ draftData: { title: 'Peaceful Sea-view Villa', maxGuests: 4 }, currentStep: 7 }] });
export type DraftBody = z.infer<typeof draftBody>;

export const draftRecord = z.object({
  id: z.string(),
  draftData: listingDraftData,
  currentStep: z.number().int(),
  updatedAt: z.string(),
});
export type DraftRecord = z.infer<typeof draftRecord>;

/**
 * The complete listing as the browser checks it before publishing. The server checks the same
 * checklist again, adding the NOC document when the property type requires one.
 */
export const completeListing = listingForm.superRefine((form, ctx) => {
  for (const item of reviewChecklist(form)) {
    if (!item.done) ctx.addIssue({ code: 'custom', path: [item.id], message: item.missing });
  }
});

/** POST /api/properties: the whole form, submitted for review. */
export const publishBody = listingForm
  .extend({ status: z.literal('pending', { error: () => m.validation_must_be_pending() }).optional() })
  .meta({ examples: [{ ...exampleListing, status: 'pending' }] });
export type PublishBody = z.infer<typeof publishBody>;

/** POST /api/admin/properties: an admin lists on behalf of an owner. */
export const adminPublishBody = publishBody.extend({ ownerId: z.uuid(anId) }).meta({
  examples: [{ ...exampleListing, status: 'pending', ownerId: '3f1c2b7e-2f4d-4f5e-9a6b-1c2d3e4f5a6b' }],
});

/** PUT /api/owner/properties/{id}: the whole form again. */
export const listingUpdateBody = listingForm.meta({ examples: [exampleListing] });

export const listingSaved = z.object({ id: z.string(), status: propertyStatus, isListed: z.boolean() });
export type ListingSaved = z.infer<typeof listingSaved>;

/** A card on the owner dashboard (§3 "Property as listed for owner"). */
export const ownerPropertySummary = z.object({
  id: z.string(),
  title: z.string(),
  status: propertyStatus,
  isListed: z.boolean(),
  maxGuests: z.number().int(),
  basePrice: rupees,
  city: z.string().nullable(),
  state: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  updatedAt: z.string(),
  photos: z.array(z.object({ url: z.string(), isMainPhoto: z.boolean() })),
});
export type OwnerPropertySummary = z.infer<typeof ownerPropertySummary>;
export const ownerPropertyList = z.array(ownerPropertySummary);

/** GET /api/owner/stats. `draft` counts listings in draft and the draft in progress. */
export const ownerStats = z.object({
  listings: z.object({
    draft: z.number().int(),
    pending: z.number().int(),
    approved: z.number().int(),
    rejected: z.number().int(),
  }),
  upcomingReservations: z.number().int(),
  pendingRequests: z.number().int(),
  /** The payouts' nets of stays checking in this month (India time), rupees (decision 95). */
  earningsThisMonth: rupees,
});
export type OwnerStats = z.infer<typeof ownerStats>;

export const ownerUpcomingBooking = z.object({
  id: z.string(),
  guestName: z.string(),
  checkIn: isoDate,
  checkOut: isoDate,
  guests: z.number().int(),
  totalAmount: rupees,
  status: bookingStatus,
  paymentStatus,
});

/** GET /api/owner/properties/{id}: the listing as the wizard edits it, and what the owner needs to know. */
export const ownerListing = z.object({
  id: z.string(),
  status: propertyStatus,
  isListed: z.boolean(),
  rejectionReason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  form: listingForm,
  upcomingBookings: z.array(ownerUpcomingBooking),
});
export type OwnerListing = z.infer<typeof ownerListing>;

export const listingIdParams = z.object({
  id: z.uuid(anId).meta({ example: '7d4a3a55-6f0e-4c63-9a51-0d3f7c1a2b10' }),
});
