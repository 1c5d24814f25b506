import { useQuery } from '@tanstack/react-query';
import type { Destination } from '../../../../domain/schemas/catalog.ts';
import { getJson } from '../../../lib/api-client.ts';

/** GET /api/destinations: suggestions for the location field (none when the call fails). */
export function fetchDestinations() {
  return getJson<Destination[]>('/api/destinations');
}

export function useDestinations() {
  return useQuery({ queryKey: ['/api/destinations'], queryFn: fetchDestinations });
}
