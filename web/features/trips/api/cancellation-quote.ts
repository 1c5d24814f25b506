import { useQuery } from '@tanstack/react-query';
import type { CancellationQuote } from '../../../../domain/schemas/after-booking.ts';
import { getJson } from '../../../lib/api-client.ts';

export const cancellationQuoteKey = (bookingId: string) =>
  ['/api/bookings', bookingId, 'cancellation'] as const;

/** GET /api/bookings/{id}/cancellation: what cancelling now gives back, part by part. */
export function fetchCancellationQuote(bookingId: string) {
  return getJson<CancellationQuote>(`/api/bookings/${encodeURIComponent(bookingId)}/cancellation`);
}

/** Asked afresh each time the dialog opens: the refund depends on the time it is asked. */
export function useCancellationQuote(bookingId: string, enabled: boolean) {
  return useQuery({
    queryKey: cancellationQuoteKey(bookingId),
    queryFn: () => fetchCancellationQuote(bookingId),
    enabled,
    staleTime: 0,
    gcTime: 0,
  });
}
