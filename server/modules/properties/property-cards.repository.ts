import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { badges, destinations, properties, propertyBadges, propertyPhotos, users } from '../../db/schema.ts';
import { memberSince } from './listing-owner.repository.ts';

/** The card fields of these listings, whatever their status (callers choose which ids to show). */
export function cardRowsByIds(db: Executor, ids: string[]) {
  return db
    .select({
      id: properties.id,
      title: properties.title,
      basePrice: properties.basePrice,
      city: properties.city,
      state: properties.state,
      addressLine1: properties.addressLine1,
      maxGuests: properties.maxGuests,
      bedrooms: properties.bedrooms,
      bathrooms: properties.bathrooms,
      averageRating: properties.averageRating,
      totalReviews: properties.totalReviews,
      destinationCity: destinations.city,
      destinationState: destinations.state,
      ownerFirstName: users.firstName,
      ownerLastName: users.lastName,
      ownerProfileImageUrl: users.profileImageUrl,
      ownerSince: memberSince,
    })
    .from(properties)
    .innerJoin(users, eq(users.id, properties.ownerId))
    .leftJoin(destinations, eq(destinations.id, properties.destinationId))
    .where(inArray(properties.id, ids));
}

/** Photos of these listings: per listing the cover first, then by sort order. */
export function cardPhotosOf(db: Executor, ids: string[]) {
  return db
    .select({ propertyId: propertyPhotos.propertyId, url: propertyPhotos.url })
    .from(propertyPhotos)
    .where(inArray(propertyPhotos.propertyId, ids))
    .orderBy(
      asc(propertyPhotos.propertyId),
      desc(propertyPhotos.isMainPhoto),
      asc(propertyPhotos.sortOrder),
      asc(propertyPhotos.id),
    );
}

/** Badges of these listings, oldest badge first. */
export function cardBadgesOf(db: Executor, ids: string[]) {
  return db
    .select({ propertyId: propertyBadges.propertyId, name: badges.name })
    .from(propertyBadges)
    .innerJoin(badges, eq(badges.id, propertyBadges.badgeId))
    .where(inArray(propertyBadges.propertyId, ids))
    .orderBy(asc(propertyBadges.propertyId), asc(badges.createdAt), asc(badges.id));
}
