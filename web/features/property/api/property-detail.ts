import { useQuery } from '@tanstack/react-query';
import type { PropertyDetail } from '../../../../domain/schemas/properties.ts';
import { getJson } from '../../../lib/api-client.ts';

export const propertyQueryKey = (id: string) => ['/api/properties', id] as const;

/** GET /api/properties/{id}: 404 for an unknown or not-approved listing (its owner and admins see it). */
export function fetchProperty(id: string) {
  return getJson<PropertyDetail>(`/api/properties/${encodeURIComponent(id)}`);
}

export function useProperty(id: string) {
  return useQuery({ queryKey: propertyQueryKey(id), queryFn: () => fetchProperty(id), enabled: !!id });
}
