import { useQuery } from '@tanstack/react-query';
import type { Amenity } from '../../../../domain/schemas/catalog.ts';
import { getJson } from '../../../lib/api-client.ts';

/** GET /api/amenities: the filters' amenity checkboxes. */
export function fetchAmenities() {
  return getJson<Amenity[]>('/api/amenities');
}

/** Fetched once the filters open (`enabled`), not with the home page. */
export function useAmenities(enabled: boolean) {
  return useQuery({ queryKey: ['/api/amenities'], queryFn: fetchAmenities, enabled });
}
