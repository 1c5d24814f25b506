import { MessageSquareX } from 'lucide-react';
import { useBookingDetail } from '../api/booking-detail.ts';
import { declinedLine } from '../trip-labels.ts';

/**
 * A declined request's answer from the host, from its booking (GET /api/bookings/{id}): the list of
 * trips does not carry the message. Says the host declined while it loads.
 */
export function TripDeclined({ bookingId }: { bookingId: string }) {
  const detail = useBookingDetail(bookingId);
  const line = declinedLine(detail.data?.booking ?? { status: 'declined', declineMessage: null });
  return (
    <li className="flex items-start gap-2 font-medium text-fg">
      <MessageSquareX className="mt-0.5 size-4 shrink-0 text-fg-muted" aria-hidden="true" />
      <span className="break-words">{line}</span>
    </li>
  );
}
