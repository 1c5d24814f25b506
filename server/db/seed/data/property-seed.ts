import type { SceneName } from '../../../demo/scenes/scene-catalog.ts';

/** One demo listing, written compactly; the seed fills in ids, coordinates, amenities and photos. */
export type PropertySeed = {
  /** Stable slug: the property's id is derived from it, so URLs survive a reseed. */
  key: string;
  destination: string;
  title: string;
  type: string;
  /** The scene of the cover photo. */
  scene: SceneName;
  city: string;
  addressLine1: string;
  pincode: string;
  /** guests, bedrooms, beds, bathrooms */
  size: [number, number, number, number];
  basePrice: string;
  cleaningFee: string;
  policy: 'Flexible' | 'Moderate' | 'Strict';
  /** Amenities it certainly has; the seed adds a few general ones. */
  highlights: string[];
  description: string;
  /** Centre to scatter the pin around, when not the destination's own centre. */
  near?: [number, number];
  status?: 'approved' | 'pending' | 'draft' | 'rejected';
};
