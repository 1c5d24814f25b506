import { and, asc, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { badges, destinations, properties, propertyBadges, propertyPhotos, users } from '../../db/schema.ts';

const approved = eq(properties.status, 'approved');

/** Approved listings for cards, newest first, with destination and owner joined in. */
export function listApprovedCards(db: Executor) {
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
      destinationCity: destinations.city,
      destinationState: destinations.state,
      ownerFirstName: users.firstName,
      ownerLastName: users.lastName,
      ownerProfileImageUrl: users.profileImageUrl,
    })
    .from(properties)
    .innerJoin(users, eq(users.id, properties.ownerId))
    .leftJoin(destinations, eq(destinations.id, properties.destinationId))
    .where(approved)
    .orderBy(desc(properties.createdAt), asc(properties.id));
}

/** Photos of every approved listing: per listing the cover first, then by sort order. */
export function listApprovedPhotos(db: Executor) {
  return db
    .select({ propertyId: propertyPhotos.propertyId, url: propertyPhotos.url })
    .from(propertyPhotos)
    .innerJoin(properties, and(eq(properties.id, propertyPhotos.propertyId), approved))
    .orderBy(
      asc(propertyPhotos.propertyId),
      desc(propertyPhotos.isMainPhoto),
      asc(propertyPhotos.sortOrder),
      asc(propertyPhotos.id),
    );
}

/** Badges of every approved listing, oldest badge first. */
export function listApprovedBadges(db: Executor) {
  return db
    .select({ propertyId: propertyBadges.propertyId, name: badges.name })
    .from(propertyBadges)
    .innerJoin(badges, eq(badges.id, propertyBadges.badgeId))
    .innerJoin(properties, and(eq(properties.id, propertyBadges.propertyId), approved))
    .orderBy(asc(propertyBadges.propertyId), asc(badges.createdAt), asc(badges.id));
}
