import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { m } from '#i18n/messages.js';
import type { BookingDetail } from '../../../../domain/schemas/bookings.ts';
import { BookingPaymentBadge } from '../../../components/booking/booking-status-badge.tsx';
import { formatPrice } from '../../../lib/formatters.ts';
import { paths } from '../../../lib/paths.ts';
import { StayPhoto } from '../components/stay-photo.tsx';
import { addressLines, guestName } from '../receipt/receipt-lines.ts';
import { hostedBy, partyText } from '../trip-labels.ts';
import { checkInText, checkOutText } from './confirmation-labels.ts';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 py-2 sm:grid-cols-[8rem_1fr] sm:gap-4">
      <dt className="text-sm text-fg-muted">{label}</dt>
      <dd className="text-sm font-medium text-fg">{children}</dd>
    </div>
  );
}

/** What, where, when, who and what it cost: the booking at a glance, with the listing's photo. */
export function StaySummary({ detail }: { detail: BookingDetail }) {
  const { booking, property } = detail;
  return (
    <article
      aria-labelledby="booked-stay"
      className="overflow-hidden rounded-2xl border border-line bg-surface sm:flex"
    >
      <StayPhoto photos={property.photos} column="wide" />
      <div className="min-w-0 flex-1 p-4 sm:p-6">
        <h2 id="booked-stay" className="text-xl font-semibold text-fg">
          <Link href={paths.property(property.id)} className="hover:underline">
            {property.title}
          </Link>
        </h2>
        <p className="text-sm text-fg-muted">{hostedBy(property.owner.firstName)}</p>
        <dl className="mt-3 divide-y divide-line">
          <Fact label={m.trips_confirmed_row_where()}>
            {addressLines(property).map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </Fact>
          <Fact label={m.trips_confirmed_row_check_in()}>
            {checkInText(booking.checkInDate, property.checkInTime)}
          </Fact>
          <Fact label={m.trips_confirmed_row_check_out()}>
            {checkOutText(booking.checkOutDate, property.checkOutTime)}
          </Fact>
          <Fact label={m.trips_confirmed_row_guests()}>
            <span className="block">{partyText(booking)}</span>
            <span className="block font-normal text-fg-muted">{guestName(detail.guest)}</span>
          </Fact>
          <Fact label={m.trips_confirmed_row_total()}>
            <span className="flex flex-wrap items-center gap-2">
              <span className="text-base font-bold">{formatPrice(booking.totalAmount)}</span>
              <span className="text-fg-muted">{m.trips_count_nights({ count: booking.nights })}</span>
              <BookingPaymentBadge booking={booking} />
            </span>
          </Fact>
        </dl>
      </div>
    </article>
  );
}
