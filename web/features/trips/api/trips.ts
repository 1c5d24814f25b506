import { useQuery } from '@tanstack/react-query';
import type { TripListItem } from '../../../../domain/schemas/bookings.ts';
import { getJson } from '../../../lib/api-client.ts';

/** GET /api/bookings: the signed-in traveller's bookings with their listings, newest stay first. */
export function fetchTrips() {
  return getJson<TripListItem[]>('/api/bookings');
}

export function useTrips() {
  return useQuery({ queryKey: ['/api/bookings'], queryFn: fetchTrips });
}
