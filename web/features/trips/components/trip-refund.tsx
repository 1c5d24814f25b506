import { Undo2 } from 'lucide-react';
import type { TripListItem } from '../../../../domain/schemas/bookings.ts';
import { refundLine } from '../trip-labels.ts';

/** A cancelled trip's refund, from the trips list itself: nothing when there is none. */
export function TripRefund({ refunds }: { refunds: TripListItem['refunds'] }) {
  const line = refundLine(refunds);
  if (!line) return null;
  return (
    <li className="flex items-center gap-2 font-medium text-fg">
      <Undo2 className="size-4 shrink-0 text-fg-muted" aria-hidden="true" />
      {line}
    </li>
  );
}
