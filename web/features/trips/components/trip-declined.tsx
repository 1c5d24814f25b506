import { MessageSquareX } from 'lucide-react';
import { declinedLine } from '../trip-labels.ts';

/** A declined request: the host's answer, with their message when they left one. */
export function TripDeclined({ declineMessage }: { declineMessage: string | null }) {
  return (
    <li className="flex items-start gap-2 font-medium text-fg">
      <MessageSquareX className="mt-0.5 size-4 shrink-0 text-fg-muted" aria-hidden="true" />
      <span className="break-words">{declinedLine({ status: 'declined', declineMessage })}</span>
    </li>
  );
}
