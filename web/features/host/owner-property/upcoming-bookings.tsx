import { CalendarDays } from 'lucide-react';
import { m } from '#i18n/messages.js';
import type { OwnerListing } from '../../../../domain/schemas/listings.ts';
import { BookingStatusBadge } from '../../../components/booking/booking-status-badge.tsx';
import { formatPrice } from '../../../lib/formatters.ts';
import { guestsText, stayText } from '../host-labels.ts';

type Booking = OwnerListing['upcomingBookings'][number];

/** The listing's upcoming bookings: a table on wide screens, a list of cards on phones. */
export function UpcomingBookings({ bookings }: { bookings: Booking[] }) {
  return (
    <section aria-labelledby="upcoming-bookings" className="mt-8">
      <h2 id="upcoming-bookings" className="text-xl font-semibold text-fg">
        {m.host_upcoming_bookings()}
      </h2>
      {bookings.length === 0 ? (
        <p className="mt-3 flex items-center gap-2 rounded-2xl border border-dashed border-line-strong px-4 py-6 text-sm text-fg-muted">
          <CalendarDays className="size-5 shrink-0" aria-hidden="true" />
          {m.host_no_upcoming_bookings()}
        </p>
      ) : (
        <>
          <ul className="mt-3 space-y-3 md:hidden">
            {bookings.map((booking) => (
              <li key={booking.id} className="rounded-2xl border border-line bg-surface p-4">
                <div className="flex items-start justify-between gap-3">
                  <p className="font-semibold text-fg">{booking.guestName}</p>
                  <BookingStatusBadge status={booking.status} />
                </div>
                <p className="mt-1 text-sm text-fg">{stayText(booking.checkIn, booking.checkOut)}</p>
                <p className="mt-1 flex justify-between text-sm text-fg-muted">
                  <span>{guestsText(booking.guests)}</span>
                  <span className="font-semibold text-fg">{formatPrice(booking.totalAmount)}</span>
                </p>
              </li>
            ))}
          </ul>
          <div className="mt-3 hidden overflow-hidden rounded-2xl border border-line bg-surface md:block">
            <table className="w-full text-left text-sm">
              <thead className="bg-muted text-fg-muted">
                <tr>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    {m.host_column_guest()}
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    {m.host_column_dates()}
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    {m.host_column_guests()}
                  </th>
                  <th scope="col" className="px-4 py-3 text-right font-semibold">
                    {m.host_column_amount()}
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    {m.host_column_status()}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {bookings.map((booking) => (
                  <tr key={booking.id}>
                    <th scope="row" className="px-4 py-3 font-semibold text-fg">
                      {booking.guestName}
                    </th>
                    <td className="px-4 py-3 text-fg">{stayText(booking.checkIn, booking.checkOut)}</td>
                    <td className="px-4 py-3 text-fg">{booking.guests}</td>
                    <td className="px-4 py-3 text-right font-semibold text-fg tabular-nums">
                      {formatPrice(booking.totalAmount)}
                    </td>
                    <td className="px-4 py-3">
                      <BookingStatusBadge status={booking.status} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
