import type { PropertyCard } from '../../../domain/schemas/properties.ts';
import type { AppDeps } from '../../app-deps.ts';
import * as repo from './property-cards.repository.ts';

/**
 * These listings as cards, in the order of `ids` (ids with no listing are left out), in three
 * queries whatever the count. Used by search and by the wishlist.
 */
export async function cardsByIds({ db }: Pick<AppDeps, 'db'>, ids: string[]): Promise<PropertyCard[]> {
  if (ids.length === 0) return [];
  const [rows, photos, badges] = await Promise.all([
    repo.cardRowsByIds(db, ids),
    repo.cardPhotosOf(db, ids),
    repo.cardBadgesOf(db, ids),
  ]);
  const photosOf = groupBy(photos, (p) => p.propertyId);
  const badgesOf = groupBy(badges, (b) => b.propertyId);
  const rowOf = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const c = rowOf.get(id);
    if (!c) return [];
    return [
      {
        id: c.id,
        title: c.title,
        basePrice: c.basePrice,
        city: c.city,
        state: c.state,
        addressLine1: c.addressLine1,
        maxGuests: c.maxGuests,
        bedrooms: c.bedrooms,
        bathrooms: c.bathrooms,
        averageRating: c.averageRating,
        totalReviews: c.totalReviews,
        photos: (photosOf.get(id) ?? []).map((p) => ({ url: p.url })),
        badges: (badgesOf.get(id) ?? []).map((b) => ({ name: b.name })),
        destination:
          c.destinationCity !== null && c.destinationState !== null
            ? { city: c.destinationCity, state: c.destinationState }
            : null,
        owner: {
          firstName: c.ownerFirstName,
          lastName: c.ownerLastName,
          profileImageUrl: c.ownerProfileImageUrl,
          memberSince: c.ownerSince,
        },
      },
    ];
  });
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
