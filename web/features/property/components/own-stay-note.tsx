import { CalendarCheck } from 'lucide-react';
import { Link } from 'wouter';
import { m } from '#i18n/messages.js';
import type { TripListItem } from '../../../../domain/schemas/bookings.ts';
import { formatStayDate } from '../../../lib/calendar-dates.ts';
import { paths } from '../../../lib/paths.ts';

/**
 * In place of the quote's "Those dates are no longer available" when the nights are the guest's
 * own (issue 29): their stay, and the way to it. Not an alert: nothing went wrong.
 */
export function OwnStayNote({ trip }: { trip: TripListItem }) {
  const { booking } = trip;
  return (
    <div className="flex gap-3 rounded-lg bg-brand-soft p-3 text-sm text-fg">
      <CalendarCheck className="mt-0.5 size-4 shrink-0 text-brand-text" aria-hidden="true" />
      <div>
        <p className="font-medium">
          {m.property_own_stay({
            from: formatStayDate(booking.checkInDate),
            to: formatStayDate(booking.checkOutDate),
          })}
        </p>
        <Link
          href={paths.tripConfirmed(booking.id)}
          className="font-semibold text-brand-text underline underline-offset-2"
        >
          {m.property_own_stay_view()}
        </Link>
      </div>
    </div>
  );
}
