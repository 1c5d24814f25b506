import { useQuery } from '@tanstack/react-query';
import type { TripListItem } from '../../domain/schemas/bookings.ts';
import { getJson } from '../lib/api-client.ts';

// Shared (decision 78): the trips page lists them, and the property page recognises the guest's own
// stay among them, so its quote's 409 is never shown as a failure (issue 29).

/** GET /api/bookings: the signed-in traveller's bookings with their listings, soonest stay first. */
export function fetchTrips() {
  return getJson<TripListItem[]>('/api/bookings');
}

export function useTrips(enabled = true) {
  return useQuery({ queryKey: ['/api/bookings'], queryFn: fetchTrips, enabled });
}
