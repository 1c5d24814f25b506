import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  amenities,
  badges,
  properties,
  propertyAmenities,
  propertyBadges,
  propertyPhotos,
  propertyTypes,
  reviewRatings,
  reviews,
  users,
} from '../../db/schema.ts';
import { memberSince } from './listing-owner.repository.ts';

/** The listing's own fields, its type and its owner (never the owner's email or password hash). */
export async function detailRow(db: Executor, id: string) {
  const [row] = await db
    .select({
      id: properties.id,
      status: properties.status,
      title: properties.title,
      description: properties.description,
      propertyType: { id: propertyTypes.id, name: propertyTypes.name, icon: propertyTypes.icon },
      basePrice: properties.basePrice,
      cleaningFee: properties.cleaningFee,
      serviceFee: properties.serviceFee,
      securityDeposit: properties.securityDeposit,
      averageRating: properties.averageRating,
      totalReviews: properties.totalReviews,
      city: properties.city,
      state: properties.state,
      country: properties.country,
      addressLine1: properties.addressLine1,
      addressLine2: properties.addressLine2,
      landmark: properties.landmark,
      pincode: properties.pincode,
      latitude: properties.latitude,
      longitude: properties.longitude,
      maxGuests: properties.maxGuests,
      bedrooms: properties.bedrooms,
      beds: properties.beds,
      bathrooms: properties.bathrooms,
      checkInTime: properties.checkInTime,
      checkOutTime: properties.checkOutTime,
      houseRules: properties.houseRules,
      safetyDetails: properties.safetyDetails,
      cancellationPolicy: properties.cancellationPolicy,
      timeZone: properties.timeZone,
      owner: {
        firstName: users.firstName,
        lastName: users.lastName,
        profileImageUrl: users.profileImageUrl,
        memberSince,
      },
    })
    .from(properties)
    .innerJoin(users, eq(users.id, properties.ownerId))
    .leftJoin(propertyTypes, eq(propertyTypes.id, properties.propertyTypeId))
    .where(eq(properties.id, id));
  return row;
}

/** The listing's photos: the cover first, then by sort order. */
export function photosOf(db: Executor, id: string) {
  return db
    .select({ id: propertyPhotos.id, photoUrl: propertyPhotos.url, altText: propertyPhotos.caption })
    .from(propertyPhotos)
    .where(eq(propertyPhotos.propertyId, id))
    .orderBy(desc(propertyPhotos.isMainPhoto), asc(propertyPhotos.sortOrder), asc(propertyPhotos.id));
}

/** The amenities linked to the listing, by name. */
export function amenitiesOf(db: Executor, id: string) {
  return db
    .select({ id: amenities.id, name: amenities.name, icon: amenities.icon })
    .from(propertyAmenities)
    .innerJoin(amenities, eq(amenities.id, propertyAmenities.amenityId))
    .where(eq(propertyAmenities.propertyId, id))
    .orderBy(asc(amenities.name), asc(amenities.id));
}

/** The listing's badges, oldest badge first. */
export function badgesOf(db: Executor, id: string) {
  return db
    .select({ name: badges.name })
    .from(propertyBadges)
    .innerJoin(badges, eq(badges.id, propertyBadges.badgeId))
    .where(eq(propertyBadges.propertyId, id))
    .orderBy(asc(badges.createdAt), asc(badges.id));
}

/**
 * The newest `limit` rated reviews with their guest's name; a review's rating is the mean of its
 * per-parameter scores with two decimals, as the listing's average (migration 0007) counts it.
 */
export function latestReviewsOf(db: Executor, id: string, limit: number) {
  return db
    .select({
      id: reviews.id,
      guestFirstName: users.firstName,
      guestLastName: users.lastName,
      rating: sql<string>`round(avg(${reviewRatings.score}), 2)::text`,
      comment: reviews.comment,
      createdAt: reviews.createdAt,
    })
    .from(reviews)
    .innerJoin(reviewRatings, eq(reviewRatings.reviewId, reviews.id))
    .innerJoin(users, eq(users.id, reviews.guestId))
    .where(eq(reviews.propertyId, id))
    .groupBy(reviews.id, users.id)
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit);
}
