import { asc } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  amenities,
  badges,
  contacts,
  destinations,
  propertyTypes,
  ratingParameters,
} from '../../db/schema.ts';

// Catalogue lists come oldest first: the order the admin created them in.

export function listDestinations(db: Executor) {
  return db
    .select({
      id: destinations.id,
      name: destinations.name,
      city: destinations.city,
      state: destinations.state,
      country: destinations.country,
      popularFor: destinations.popularFor,
      latitude: destinations.latitude,
      longitude: destinations.longitude,
      imageUrl: destinations.imageUrl,
      description: destinations.description,
      isActive: destinations.isActive,
    })
    .from(destinations)
    .orderBy(asc(destinations.createdAt), asc(destinations.id));
}

export function listAmenities(db: Executor) {
  return db
    .select({
      id: amenities.id,
      name: amenities.name,
      description: amenities.description,
      category: amenities.category,
      icon: amenities.icon,
      isActive: amenities.isActive,
    })
    .from(amenities)
    .orderBy(asc(amenities.createdAt), asc(amenities.id));
}

export function listRatingParameters(db: Executor) {
  return db
    .select({
      id: ratingParameters.id,
      name: ratingParameters.name,
      description: ratingParameters.description,
      isActive: ratingParameters.isActive,
    })
    .from(ratingParameters)
    .orderBy(asc(ratingParameters.createdAt), asc(ratingParameters.id));
}

export function listBadges(db: Executor) {
  return db
    .select({
      id: badges.id,
      name: badges.name,
      description: badges.description,
      createdAt: badges.createdAt,
    })
    .from(badges)
    .orderBy(asc(badges.createdAt), asc(badges.id));
}

export function listPropertyTypes(db: Executor) {
  return db
    .select({
      id: propertyTypes.id,
      name: propertyTypes.name,
      description: propertyTypes.description,
      icon: propertyTypes.icon,
      isNocRequired: propertyTypes.isNocRequired,
      createdAt: propertyTypes.createdAt,
    })
    .from(propertyTypes)
    .orderBy(asc(propertyTypes.createdAt), asc(propertyTypes.id));
}

export function listContacts(db: Executor) {
  return db
    .select({
      id: contacts.id,
      name: contacts.name,
      phone: contacts.phone,
      email: contacts.email,
      role: contacts.role,
      city: contacts.city,
      state: contacts.state,
      county: contacts.county,
      pincode: contacts.pincode,
      createdAt: contacts.createdAt,
    })
    .from(contacts)
    .orderBy(asc(contacts.createdAt), asc(contacts.id));
}
