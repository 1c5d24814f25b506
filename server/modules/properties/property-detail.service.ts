import { m } from '#i18n/messages.js';
import { propertyDetail as detailSchema, type PropertyDetail } from '../../../domain/schemas/properties.ts';
import type { AppDeps } from '../../app-deps.ts';
import { notFound } from '../../http/http-error.ts';
import type { Viewer } from '../../http/request-identity.ts';
import { mayView, seesExact } from '../listings/index.ts';
import { listedReviewOf } from '../reviews/index.ts';
import * as repo from './property-detail.repository.ts';

/** The property page shows the first 6 reviews (traveller §9). */
export const DETAIL_REVIEWS = 6;

type DetailRow = NonNullable<Awaited<ReturnType<typeof repo.detailRow>>>;

/**
 * The property page's listing as this viewer may see it (404 otherwise), in one query. Without the
 * exact address (decision 34) the street lines and pincode are null and the coordinates are the
 * public position, rounded to about 1 km as on cards and the map (decision 105).
 */
export async function propertyDetail(
  { db }: Pick<AppDeps, 'db'>,
  id: string,
  viewer: Viewer,
): Promise<PropertyDetail> {
  const row = await repo.detailRow(db, id, DETAIL_REVIEWS, viewer.userId);
  if (!row || !mayView(row, viewer)) throw notFound(m.server_property_not_found());
  return detailOf(row, seesExact(row, viewer, row.heldStay));
}

/**
 * The page as every viewer without a session gets it, as JSON text encoded by the route's schema
 * (what Fastify would send), or null (404) when it is not public: an answer that may be shared.
 */
export async function publicDetailJson(deps: Pick<AppDeps, 'db'>, id: string): Promise<string | null> {
  const anonymous: Viewer = { userId: null, admin: false };
  const row = await repo.detailRow(deps.db, id, DETAIL_REVIEWS);
  if (!row || !mayView(row, anonymous)) return null;
  return JSON.stringify(detailSchema.encode(detailOf(row, false)));
}

function detailOf(row: DetailRow, exact: boolean): PropertyDetail {
  const hidden = (value: string | null) => (exact ? value : null);
  const exactAt = (value: string | null) => (value === null ? null : Number(value));
  const location = exact
    ? { latitude: exactAt(row.latitude), longitude: exactAt(row.longitude), exact }
    : { latitude: row.publicPosition?.y ?? null, longitude: row.publicPosition?.x ?? null, exact };
  return {
    id: row.id,
    status: row.status,
    title: row.title,
    description: row.description,
    propertyType: row.propertyType,
    basePrice: row.basePrice,
    cleaningFee: row.cleaningFee,
    serviceFee: row.serviceFee,
    securityDeposit: row.securityDeposit,
    averageRating: row.averageRating,
    totalReviews: row.totalReviews,
    city: row.city,
    state: row.state,
    country: row.country,
    addressLine1: hidden(row.addressLine1),
    addressLine2: hidden(row.addressLine2),
    landmark: hidden(row.landmark),
    pincode: hidden(row.pincode),
    location,
    maxGuests: row.maxGuests,
    bedrooms: row.bedrooms,
    beds: row.beds,
    bathrooms: row.bathrooms,
    checkInTime: row.checkInTime,
    checkOutTime: row.checkOutTime,
    houseRules: row.houseRules,
    safetyDetails: row.safetyDetails,
    cancellationPolicy: row.cancellationPolicy,
    timeZone: row.timeZone,
    photos: row.photos,
    amenities: row.amenities,
    badges: row.badges,
    reviews: row.reviews.map(listedReviewOf),
    ratingBreakdown: row.ratingBreakdown,
    owner: row.owner,
  };
}
