import { useQuery } from '@tanstack/react-query';
import type { BookingDetail } from '../../../../domain/schemas/bookings.ts';
import { getJson } from '../../../lib/api-client.ts';

/** GET /api/bookings/{id}: the receipt's facts, and the host's contact once the stay is confirmed. */
export function fetchBookingDetail(id: string) {
  return getJson<BookingDetail>(`/api/bookings/${encodeURIComponent(id)}`);
}

export function useBookingDetail(id: string, enabled = true) {
  return useQuery({
    queryKey: ['/api/bookings', id],
    queryFn: () => fetchBookingDetail(id),
    enabled: enabled && !!id,
  });
}

/**
 * GET /api/bookings/{id}?as=guest: the confirmation page's booking, which the server answers to its
 * guest alone (its host and admins get 404 as anyone else).
 */
export function useGuestBooking(id: string) {
  return useQuery({
    queryKey: ['/api/bookings', id, 'as-guest'],
    queryFn: () => getJson<BookingDetail>(`/api/bookings/${encodeURIComponent(id)}?as=guest`),
    enabled: !!id,
  });
}
