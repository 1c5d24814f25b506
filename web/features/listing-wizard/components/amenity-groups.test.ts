import { describe, expect, it } from 'vitest';
import type { Amenity } from '../../../../domain/schemas/catalog.ts';
import { amenityGroups, isImageIcon, toggledAmenity } from './amenity-groups.ts';

const amenity = (id: string, category: Amenity['category'], isActive = true): Amenity => ({
  id,
  name: id,
  description: null,
  category,
  icon: null,
  isActive,
});

describe('the amenities step’s groups', () => {
  it('puts guest favourites first, then general, keeping the list order', () => {
    const groups = amenityGroups(
      [amenity('wifi', 'general'), amenity('pool', 'guest_favorite'), amenity('tv', 'general')],
      [],
    );
    expect(groups.map((g) => [g.category, g.amenities.map((a) => a.id)])).toEqual([
      ['guest_favorite', ['pool']],
      ['general', ['wifi', 'tv']],
    ]);
  });

  it('leaves out inactive amenities unless already chosen, and empty groups', () => {
    const list = [amenity('wifi', 'general'), amenity('old', 'guest_favorite', false)];
    expect(amenityGroups(list, []).map((g) => g.category)).toEqual(['general']);
    expect(amenityGroups(list, ['old'])[0]?.amenities.map((a) => a.id)).toEqual(['old']);
    expect(amenityGroups([], [])).toEqual([]);
  });

  it('tells image icons from emoji', () => {
    expect(isImageIcon('https://example.com/wifi.svg')).toBe(true);
    expect(isImageIcon('/api/uploads/icons/wifi.png')).toBe(true);
    expect(isImageIcon('📶')).toBe(false);
  });

  it('toggles an amenity on and off', () => {
    expect(toggledAmenity(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggledAmenity(['a', 'b'], 'a')).toEqual(['b']);
  });
});
