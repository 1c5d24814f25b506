import { useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/api-client.ts';

/**
 * A property as the home grid shows it (traveller §3). Defined here until the properties
 * schema lands in domain/schemas/properties.ts; then this becomes that type.
 */
export type PropertyCardData = {
  id: string;
  title: string;
  basePrice: string;
  city: string;
  state: string;
  addressLine1: string;
  maxGuests: number;
  bedrooms: number;
  bathrooms: number;
  photos: Array<{ url: string }>;
  badges: Array<{ name: string }>;
  destination: { city: string; state: string } | null;
  owner: { firstName: string | null; lastName: string | null; profileImageUrl: string | null };
};

export const PROPERTIES_QUERY_KEY = ['/api/properties'] as const;

/** GET /api/properties: the list for the home grid (always fetched; the search only changes the heading). */
export function fetchProperties() {
  return getJson<PropertyCardData[]>('/api/properties');
}

export function useProperties() {
  return useQuery({ queryKey: PROPERTIES_QUERY_KEY, queryFn: fetchProperties });
}
