import { useQuery } from '@tanstack/react-query';
import type { PropertyType } from '../../../../domain/schemas/catalog.ts';
import { getJson } from '../../../lib/api-client.ts';

/** GET /api/property-types: the choices of the filters' property type. */
export function fetchPropertyTypes() {
  return getJson<PropertyType[]>('/api/property-types');
}

/** Fetched once the filters open (`enabled`), not with the home page. */
export function usePropertyTypes(enabled: boolean) {
  return useQuery({ queryKey: ['/api/property-types'], queryFn: fetchPropertyTypes, enabled });
}
