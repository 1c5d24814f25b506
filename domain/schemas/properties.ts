import { z } from 'zod';
import { m } from '#i18n/messages.js';
import { PROPERTY_SORTS, type PropertySort } from '../rules/property-sorts.ts';
import { isIsoDate } from '../rules/stay-dates.ts';
import { stayTaxesAnswer } from './gst.ts';
import { mapBox } from './map-box.ts';

export const propertyStatus = z.enum(['draft', 'pending', 'approved', 'rejected']);
export type PropertyStatus = z.infer<typeof propertyStatus>;

export const cancellationPolicy = z.enum(['Flexible', 'Moderate', 'Strict']);
export type CancellationPolicy = z.infer<typeof cancellationPolicy>;

/** Rupees as a decimal string, as numeric(12,2) gives them: '4500.00'. Use domain/money.ts to compute. */
export const rupees = z.string().regex(/^\d+\.\d{2}$/);

/** A listing's average review rating out of 5 with two decimals ('4.67'); null before its first review. */
export const averageRating = z
  .string()
  .regex(/^[0-5]\.\d{2}$/)
  .nullable();

/** A calendar date, YYYY-MM-DD (stay dates carry no zone). */
export const isoDate = z.string().refine(isIsoDate, { error: () => m.validation_date() });

/** The owner as a listing shows them: `memberSince` is the date they joined Basera. */
export const listingOwner = z.object({
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  memberSince: isoDate,
});

/**
 * Where the public sees a listing: its coordinates rounded to 2 decimals, about 1 km (decisions 34
 * and 105); null when the host gave none.
 */
export const publicPosition = z.object({ lat: z.number(), lng: z.number() }).nullable();

/**
 * A property on the home page card (traveller §3). Photos: the cover first, then in gallery order.
 * The place is city and state only, for everyone: the street stays private (decision 34), and the
 * position is the rounded public one.
 */
export const propertyCard = z.object({
  id: z.string(),
  title: z.string(),
  basePrice: rupees,
  city: z.string().nullable(),
  state: z.string().nullable(),
  maxGuests: z.number().int(),
  bedrooms: z.number().int(),
  bathrooms: z.number().int(),
  averageRating,
  totalReviews: z.number().int(),
  photos: z.array(z.object({ url: z.string() })),
  badges: z.array(z.object({ name: z.string() })),
  destination: z.object({ city: z.string(), state: z.string() }).nullable(),
  owner: listingOwner,
  position: publicPosition,
  /**
   * On a search with dates only: what that stay would cost at the listing, as its quote and booking
   * would charge it (each night's price, the fees, GST); null where it cannot be priced.
   */
  stayTotal: z
    .object({ nights: z.number().int(), total: rupees, totalPaise: z.number().int() })
    .nullable()
    .optional(),
});
export type PropertyCard = z.infer<typeof propertyCard>;

export const propertyCardList = z.array(propertyCard);

export const propertySort = z.enum(PROPERTY_SORTS);
export type { PropertySort };

export const SEARCH_PAGE_SIZE = 24;
export const MAX_SEARCH_PAGE_SIZE = 100;
export { MAX_AVAILABILITY_NIGHTS, MAX_STAY_NIGHTS } from '../rules/stay-limits.ts';

const notANumber = { error: () => m.validation_number() };
const wholeCount = (max: number) =>
  z.coerce
    .number(notANumber)
    .int({ error: () => m.validation_whole_number() })
    .min(1, { error: () => m.validation_at_least({ min: 1 }) })
    .max(max);
const priceBound = z.coerce
  .number(notANumber)
  .min(0, { error: () => m.validation_zero_or_more({ min: 0 }) })
  .max(10_000_000);

/**
 * What a search filters on, in the list (GET /api/properties) and on the map (/api/properties/map).
 * Prices are rupees per night, both bounds inclusive; `amenityIds` is comma-separated and a listing
 * must have all of them.
 */
export const listingFilterFields = {
  location: z
    .string()
    .trim()
    .max(100, { error: () => m.validation_max_chars({ max: 100 }) })
    .optional(),
  checkIn: isoDate.optional(),
  checkOut: isoDate.optional(),
  guests: wholeCount(100).optional(),
  minPrice: priceBound.optional(),
  maxPrice: priceBound.optional(),
  propertyTypeId: z.uuid({ error: () => m.validation_id() }).optional(),
  amenityIds: z
    .string()
    .transform((ids) => ids.split(',').filter(Boolean))
    .pipe(
      z
        .array(z.uuid({ error: () => m.validation_ids_comma_separated() }))
        .max(30, { error: () => m.validation_amenities_at_most({ max: 30 }) }),
    )
    .optional(),
};

type FilterFields = { checkIn?: string; checkOut?: string; minPrice?: number; maxPrice?: number };

/** The checks across the filters: both dates or neither, in order; the price bounds in order. */
export function refineListingFilters(q: FilterFields, ctx: z.RefinementCtx) {
  if (q.checkOut !== undefined && q.checkIn === undefined)
    ctx.addIssue({
      code: 'custom',
      path: ['checkIn'],
      message: m.validation_required_with_field({ field: 'checkOut' }),
    });
  if (q.checkIn !== undefined && q.checkOut === undefined)
    ctx.addIssue({
      code: 'custom',
      path: ['checkOut'],
      message: m.validation_required_with_field({ field: 'checkIn' }),
    });
  if (q.checkIn && q.checkOut && isIsoDate(q.checkIn) && isIsoDate(q.checkOut) && q.checkOut <= q.checkIn)
    ctx.addIssue({
      code: 'custom',
      path: ['checkOut'],
      message: m.validation_after_field({ field: 'checkIn' }),
    });
  if (q.minPrice !== undefined && q.maxPrice !== undefined && q.minPrice > q.maxPrice)
    ctx.addIssue({
      code: 'custom',
      path: ['maxPrice'],
      message: m.validation_not_below_field({ field: 'minPrice' }),
    });
}

/**
 * GET /api/properties: every parameter optional; without any, the featured list. `bbox` keeps the
 * listings whose public position lies in the box (map-box.ts).
 */
export const propertySearchQuery = z
  .object({
    ...listingFilterFields,
    bbox: mapBox.optional(),
    sort: z
      .enum(propertySort.options, {
        error: () => m.validation_one_of({ options: propertySort.options.join(', ') }),
      })
      .default('recommended'),
    limit: wholeCount(MAX_SEARCH_PAGE_SIZE).default(SEARCH_PAGE_SIZE),
    cursor: z.string().max(500).optional(),
  })
  .superRefine(refineListingFilters);
export type PropertySearchQuery = z.infer<typeof propertySearchQuery>;

export const propertyIdParams = z.object({
  id: z
    .uuid({ error: () => m.validation_property_id() })
    .meta({ example: '5b1f8c2e-6d1a-4c1e-9a43-0c6f1d2b7e10' }),
});

// The review parts of the property page have the shapes of after-booking.ts's listedReview and
// ratingBreakdown; they are written here because after-booking.ts imports this file (no cycle).

/** A review as the property page lists it, with the host's public response when there is one. */
export const propertyReview = z.object({
  id: z.string(),
  guestName: z.string(),
  /** The mean of its per-parameter scores, two decimals. */
  rating: z.string().regex(/^[1-5]\.\d{2}$/),
  comment: z.string().nullable(),
  createdAt: z.string(),
  hostResponse: z.object({ text: z.string(), createdAt: z.string() }).nullable(),
});

/** Per active rating parameter with scores, the listing's average (two decimals), in display order. */
export const parameterAverages = z.array(
  z.object({ id: z.string(), name: z.string(), average: z.string().regex(/^[1-5]\.\d{2}$/) }),
);

/**
 * GET /api/properties/{id} (traveller §3 detail fields, and more). The exact address (addressLine1,
 * addressLine2, landmark, pincode, exact coordinates) goes only to confirmed guests, the owner and
 * admins; everyone else gets city and state and coordinates rounded to about 1 km (`exact: false`).
 */
export const propertyDetail = z.object({
  id: z.string(),
  status: propertyStatus,
  title: z.string(),
  description: z.string().nullable(),
  propertyType: z.object({ id: z.string(), name: z.string(), icon: z.string().nullable() }).nullable(),
  basePrice: rupees,
  cleaningFee: rupees,
  serviceFee: rupees,
  securityDeposit: rupees,
  averageRating,
  totalReviews: z.number().int(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string(),
  addressLine1: z.string().nullable(),
  addressLine2: z.string().nullable(),
  landmark: z.string().nullable(),
  pincode: z.string().nullable(),
  location: z.object({
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    exact: z.boolean(),
  }),
  maxGuests: z.number().int(),
  bedrooms: z.number().int(),
  beds: z.number().int(),
  bathrooms: z.number().int(),
  checkInTime: z.string(),
  checkOutTime: z.string(),
  houseRules: z.string().nullable(),
  safetyDetails: z.string().nullable(),
  cancellationPolicy,
  timeZone: z.string(),
  photos: z.array(z.object({ id: z.string(), photoUrl: z.string(), altText: z.string().nullable() })),
  amenities: z.array(z.object({ id: z.string(), name: z.string(), icon: z.string().nullable() })),
  badges: z.array(z.object({ name: z.string() })),
  /** The first 6 reviews, newest first; GET /api/properties/{id}/reviews pages them all. */
  reviews: z.array(propertyReview),
  ratingBreakdown: parameterAverages,
  /** The owner (their id lets the page know its viewer is the host, who may respond to reviews). */
  owner: listingOwner.extend({ id: z.string() }),
});
export type PropertyDetail = z.infer<typeof propertyDetail>;

/** GET /api/properties/{id}/availability?from&to: each night of [from, to), at most 400. */
export const availabilityQuery = z
  .object({ from: isoDate.meta({ example: '2027-03-01' }), to: isoDate.meta({ example: '2027-05-01' }) })
  .superRefine((q, ctx) => {
    if (!isIsoDate(q.from) || !isIsoDate(q.to)) return;
    if (q.to <= q.from)
      ctx.addIssue({ code: 'custom', path: ['to'], message: m.validation_after_field({ field: 'from' }) });
  });

export const availability = z.object({
  nights: z.array(z.object({ date: isoDate, available: z.boolean(), price: rupees })),
});
export type Availability = z.infer<typeof availability>;

/** GET /api/properties/{id}/quote?checkIn&checkOut&guests: the server's price of a stay. */
export const quoteQuery = z
  .object({
    checkIn: isoDate.meta({ example: '2027-03-10' }),
    checkOut: isoDate.meta({ example: '2027-03-13' }),
    guests: wholeCount(100).default(1),
  })
  .superRefine((q, ctx) => {
    if (isIsoDate(q.checkIn) && isIsoDate(q.checkOut) && q.checkOut <= q.checkIn)
      ctx.addIssue({
        code: 'custom',
        path: ['checkOut'],
        message: m.validation_after_field({ field: 'checkIn' }),
      });
  });

export const stayQuote = z.object({
  nights: z.number().int(),
  nightlyTotal: rupees,
  cleaningFee: rupees,
  serviceFee: rupees,
  /** Nights + cleaning fee + service fee, before taxes. */
  subtotal: rupees,
  subtotalPaise: z.number().int(),
  taxes: stayTaxesAnswer,
  /** The subtotal plus the taxes: the amount charged. */
  total: rupees,
  totalPaise: z.number().int(),
  currency: z.literal('INR'),
});
export type StayQuoteAnswer = z.infer<typeof stayQuote>;
