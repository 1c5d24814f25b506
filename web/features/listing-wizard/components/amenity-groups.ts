import { m } from '#i18n/messages.js';
import type { Amenity, AmenityCategory } from '../../../../domain/schemas/catalog.ts';

export type AmenityGroup = { category: AmenityCategory; heading: string; amenities: Amenity[] };

const GROUPS: readonly { category: AmenityCategory; heading: string }[] = [
  { category: 'guest_favorite', heading: m.wizard_amenities_group_favourites() },
  { category: 'general', heading: m.wizard_amenities_group_more() },
];

/**
 * The amenities step's two groups, guest favourites first, then general: active amenities, and any
 * inactive one already chosen (so it can still be taken off). Empty groups are left out.
 */
export function amenityGroups(amenities: readonly Amenity[], chosenIds: readonly string[]): AmenityGroup[] {
  const chosen = new Set(chosenIds);
  const offered = amenities.filter((amenity) => amenity.isActive || chosen.has(amenity.id));
  return GROUPS.map((group) => ({
    ...group,
    amenities: offered.filter((amenity) => amenity.category === group.category),
  })).filter((group) => group.amenities.length > 0);
}

/** An icon that is an image address (shown as an image); anything else is an emoji or text. */
export function isImageIcon(icon: string): boolean {
  return /^(https?:\/\/|\/)/i.test(icon.trim());
}

/** The amenity ids with `id` added or taken off. */
export function toggledAmenity(ids: readonly string[], id: string): string[] {
  return ids.includes(id) ? ids.filter((chosen) => chosen !== id) : [...ids, id];
}
