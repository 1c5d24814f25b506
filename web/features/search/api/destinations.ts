import { useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/api-client.ts';

export type DestinationOption = { id: string | number; name: string; city?: string; state?: string };

/** GET /api/destinations: suggestions for the location field (none when the call fails). */
export function fetchDestinations() {
  return getJson<DestinationOption[]>('/api/destinations');
}

export function useDestinations() {
  return useQuery({ queryKey: ['/api/destinations'], queryFn: fetchDestinations });
}
