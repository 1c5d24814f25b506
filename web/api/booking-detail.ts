import { useQuery } from '@tanstack/react-query';
import type { BookingDetail } from '../../domain/schemas/bookings.ts';
import { getJson } from '../lib/api-client.ts';

// A booking's facts, read by trips (receipt, Message Host) and /payments (its taxes), so kept here
// under one key (decision 78). Everything under ['/api/bookings'] refreshes after a booking changes.

export const bookingDetailQueryKey = (id: string) => ['/api/bookings', id] as const;

/** GET /api/bookings/{id}: the receipt's facts, and the host's contact once the stay is confirmed. */
export function fetchBookingDetail(id: string) {
  return getJson<BookingDetail>(`/api/bookings/${encodeURIComponent(id)}`);
}

export function useBookingDetail(id: string, enabled = true) {
  return useQuery({
    queryKey: bookingDetailQueryKey(id),
    queryFn: () => fetchBookingDetail(id),
    enabled: enabled && !!id,
  });
}
