import { useQuery } from '@tanstack/react-query';
import type { PropertyType } from '../../../../domain/schemas/catalog.ts';
import { getJson } from '../../../lib/api-client.ts';

/** GET /api/property-types: the choices of the wizard's first step. */
export function fetchPropertyTypes() {
  return getJson<PropertyType[]>('/api/property-types');
}

export function usePropertyTypes() {
  return useQuery({ queryKey: ['/api/property-types'], queryFn: fetchPropertyTypes });
}
