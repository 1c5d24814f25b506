import { useQuery } from '@tanstack/react-query';
import type { PropertyCard } from '../../../../domain/schemas/properties.ts';
import { getJson } from '../../../lib/api-client.ts';

/** A property as the home card shows it (traveller §3). */
export type PropertyCardData = PropertyCard;

export const PROPERTIES_QUERY_KEY = ['/api/properties'] as const;

/** GET /api/properties: the list for the home grid (always fetched; the search only changes the heading). */
export function fetchProperties() {
  return getJson<PropertyCardData[]>('/api/properties');
}

export function useProperties() {
  return useQuery({ queryKey: PROPERTIES_QUERY_KEY, queryFn: fetchProperties });
}
