import { Undo2 } from 'lucide-react';
import { useBookingDetail } from '../api/booking-detail.ts';
import { refundLine } from '../trip-labels.ts';

/**
 * A cancelled trip's refund, from its booking (GET /api/bookings/{id}): the list of trips does not
 * carry refunds. Nothing while it loads or when there is none.
 */
export function TripRefund({ bookingId }: { bookingId: string }) {
  const detail = useBookingDetail(bookingId);
  const line = detail.data ? refundLine(detail.data.refunds) : null;
  if (!line) return null;
  return (
    <li className="flex items-center gap-2 font-medium text-fg">
      <Undo2 className="size-4 shrink-0 text-fg-muted" aria-hidden="true" />
      {line}
    </li>
  );
}
