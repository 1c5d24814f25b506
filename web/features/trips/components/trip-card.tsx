import { CalendarDays, Clock, Star, Users } from 'lucide-react';
import { Link } from 'wouter';
import { m } from '#i18n/messages.js';
import type { TripListItem } from '../../../../domain/schemas/bookings.ts';
import {
  BookingPaymentBadge,
  BookingStatusBadge,
} from '../../../components/booking/booking-status-badge.tsx';
import { oneDecimalRating } from '../../../components/listing/listing-labels.ts';
import { paths } from '../../../lib/paths.ts';
import {
  awaitsPayment,
  holdText,
  hostedBy,
  mayHaveRefund,
  partyText,
  tripDates,
  tripPlace,
} from '../trip-labels.ts';
import { StayPhoto } from './stay-photo.tsx';
import { TripActions } from './trip-actions.tsx';
import { TripDeclined } from './trip-declined.tsx';
import { TripRefund } from './trip-refund.tsx';

/** One trip (traveller §2 Trips): the stay, its statuses, and what can be done with it. */
export function TripCard({ trip, now }: { trip: TripListItem; now: Date }) {
  const { booking, property } = trip;
  const payable = trip.upcoming && awaitsPayment(booking, now);
  const rating = oneDecimalRating(property.averageRating);

  return (
    <article
      aria-labelledby={`trip-${booking.id}`}
      className="overflow-hidden rounded-2xl border border-line bg-surface sm:flex"
    >
      <StayPhoto photos={property.photos} column="narrow" href={paths.property(property.id)} />
      <div className="flex min-w-0 flex-1 flex-col gap-3 p-4 sm:p-5">
        <div className="flex flex-wrap gap-2">
          <BookingStatusBadge status={booking.status} />
          <BookingPaymentBadge booking={booking} />
        </div>
        <div>
          <h3 id={`trip-${booking.id}`} className="text-lg font-semibold text-fg">
            <Link href={paths.property(property.id)} className="hover:underline">
              {property.title}
            </Link>
          </h3>
          <p className="text-sm text-fg-muted">{tripPlace(property)}</p>
          <p className="text-sm text-fg-muted">{hostedBy(property.owner.firstName)}</p>
        </div>
        <ul className="space-y-1 text-sm text-fg">
          <li className="flex items-center gap-2">
            <CalendarDays className="size-4 shrink-0 text-fg-muted" aria-hidden="true" />
            {tripDates(booking)}
          </li>
          <li className="flex items-center gap-2">
            <Users className="size-4 shrink-0 text-fg-muted" aria-hidden="true" />
            {partyText(booking)}
          </li>
          {!trip.upcoming && (
            <li className="flex items-center gap-2">
              <Star className="size-4 shrink-0 fill-accent text-accent" aria-hidden="true" />
              {rating ? m.trips_card_rating({ rating, max: 5 }) : m.trips_card_rating_new()}
            </li>
          )}
          {mayHaveRefund(booking) && <TripRefund refunds={trip.refunds} />}
          {booking.status === 'declined' && <TripDeclined declineMessage={trip.declineMessage} />}
          {payable && booking.holdExpiresAt && (
            <li className="flex items-center gap-2 font-medium text-fg">
              <Clock className="size-4 shrink-0 text-fg-muted" aria-hidden="true" />
              {holdText(booking.holdExpiresAt, now)}
            </li>
          )}
        </ul>
        <TripActions trip={trip} payable={payable} now={now} />
      </div>
    </article>
  );
}
