import { useQuery } from '@tanstack/react-query';
import type { Amenity } from '../../../../domain/schemas/catalog.ts';
import { getJson } from '../../../lib/api-client.ts';

/** GET /api/amenities: the wizard's amenity toggles (inactive ones included; the step filters). */
export function fetchAmenities() {
  return getJson<Amenity[]>('/api/amenities');
}

export function useAmenities() {
  return useQuery({ queryKey: ['/api/amenities'], queryFn: fetchAmenities });
}
