import type { PropertyCard } from '../../../domain/schemas/properties.ts';
import type { AppDeps } from '../../app-deps.ts';
import * as repo from './properties.repository.ts';

/** Every approved listing as a home card, in three queries whatever the count. */
export async function listPropertyCards({ db }: AppDeps): Promise<PropertyCard[]> {
  const [cards, photos, badges] = await Promise.all([
    repo.listApprovedCards(db),
    repo.listApprovedPhotos(db),
    repo.listApprovedBadges(db),
  ]);
  const photosOf = groupBy(photos, (p) => p.propertyId);
  const badgesOf = groupBy(badges, (b) => b.propertyId);
  return cards.map((c) => ({
    id: c.id,
    title: c.title,
    basePrice: c.basePrice,
    city: c.city,
    state: c.state,
    addressLine1: c.addressLine1,
    maxGuests: c.maxGuests,
    bedrooms: c.bedrooms,
    bathrooms: c.bathrooms,
    photos: (photosOf.get(c.id) ?? []).map((p) => ({ url: p.url })),
    badges: (badgesOf.get(c.id) ?? []).map((b) => ({ name: b.name })),
    destination:
      c.destinationCity !== null && c.destinationState !== null
        ? { city: c.destinationCity, state: c.destinationState }
        : null,
    owner: {
      firstName: c.ownerFirstName,
      lastName: c.ownerLastName,
      profileImageUrl: c.ownerProfileImageUrl,
    },
  }));
}

function groupBy<T>(items: T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}
