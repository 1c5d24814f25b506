import { format } from 'date-fns';
import { m } from '#i18n/messages.js';
import { addPaise, paiseToRupees, rupeesToPaise } from '../../../domain/money.ts';
import type { BookingDetail, BookingSummary } from '../../../domain/schemas/bookings.ts';
import { addDaysIso, formatStayDate } from '../../lib/calendar-dates.ts';
import { formatPrice } from '../../lib/formatters.ts';
import { paths } from '../../lib/paths.ts';

// The words and colours of a trip card (traveller §2 Trips, §4), kept pure so they are tested.

/** "12 Mar 2027 – 15 Mar 2027". */
export function tripDates(booking: Pick<BookingSummary, 'checkInDate' | 'checkOutDate'>): string {
  return `${formatStayDate(booking.checkInDate)} – ${formatStayDate(booking.checkOutDate)}`;
}

/** "2 guests", then infants and pets when there are any: "2 guests, 1 infant, 1 pet". */
export function partyText(booking: Pick<BookingSummary, 'adults' | 'children' | 'infants' | 'pets'>): string {
  return [
    m.trips_count_guests({ count: booking.adults + booking.children }),
    booking.infants > 0 ? m.trips_count_infants({ count: booking.infants }) : '',
    booking.pets > 0 ? m.trips_count_pets({ count: booking.pets }) : '',
  ]
    .filter(Boolean)
    .join(', ');
}

/** "Goa, Goa" style place line; either part may be missing. */
export function tripPlace(property: { city: string; state: string }): string {
  return [property.city, property.state].filter((part) => part?.trim()).join(', ');
}

/** "Hosted by Ravi", or "Hosted on Basera" when the owner gave no first name. */
export function hostedBy(firstName: string | null): string {
  const name = firstName?.trim();
  return name ? m.trips_card_hosted_by({ name }) : m.trips_card_hosted_on_basera();
}

/** Book Again: the listing with the same party (its page reads `guests` from the address). */
export function bookAgainPath(
  propertyId: string,
  booking: Pick<BookingSummary, 'adults' | 'children'>,
): string {
  return `${paths.property(propertyId)}?guests=${booking.adults + booking.children}`;
}

/** An online booking still waiting for its payment while its nights are held (at `now`). */
export function awaitsPayment(
  booking: Pick<BookingSummary, 'paymentMethod' | 'status' | 'holdExpiresAt'>,
  now: Date,
): boolean {
  if (booking.paymentMethod !== 'razorpay' || booking.status !== 'pending' || !booking.holdExpiresAt)
    return false;
  const until = new Date(booking.holdExpiresAt);
  return !Number.isNaN(until.getTime()) && until > now;
}

/** Whole minutes left on a hold at `now`, rounded up (a hold with seconds left still has "1 minute"). */
export function holdMinutesLeft(holdExpiresAt: string, now: Date): number {
  const left = new Date(holdExpiresAt).getTime() - now.getTime();
  return Number.isNaN(left) ? 0 : Math.max(0, Math.ceil(left / 60_000));
}

/**
 * "12 minutes left to pay · held until 14:35": the time left, and the end in the traveller's own
 * clock (an instant, so the browser's zone is right).
 */
export function holdText(holdExpiresAt: string, now: Date): string {
  return m.trips_card_hold_left({
    count: holdMinutesLeft(holdExpiresAt, now),
    time: format(new Date(holdExpiresAt), 'HH:mm'),
  });
}

/** Cancel booking is offered on upcoming trips that are pending or confirmed. */
export function canCancel(trip: { upcoming: boolean; booking: Pick<BookingSummary, 'status'> }): boolean {
  return trip.upcoming && (trip.booking.status === 'pending' || trip.booking.status === 'confirmed');
}

/**
 * Write Review is offered on completed stays while the review window lasts: REVIEW_WINDOW_DAYS (from
 * the site config) after check-out in the listing's zone (the server decides; a day of slack here
 * covers any zone). Not offered until the window is known.
 */
export function canReview(
  booking: Pick<BookingSummary, 'status' | 'checkOutDate'>,
  today: string,
  reviewWindowDays: number | undefined,
): boolean {
  if (reviewWindowDays === undefined) return false;
  return booking.status === 'completed' && today <= addDaysIso(booking.checkOutDate, reviewWindowDays + 1);
}

/** A cancelled, expired or declined booking: nothing left to message the host about or drive to. */
export function isCancelled(booking: Pick<BookingSummary, 'status'>): boolean {
  return booking.status === 'cancelled' || booking.status === 'expired' || booking.status === 'declined';
}

/**
 * The trips page's tabs: a stay that never went ahead (cancelled, lapsed, declined) is Cancelled
 * whatever its dates; the rest are Upcoming or Past by the server's `upcoming`. The server lists
 * soonest first; Past and Cancelled read the latest first.
 */
export function tripTabs<T extends { upcoming: boolean; booking: Pick<BookingSummary, 'status'> }>(
  trips: readonly T[],
) {
  const live = trips.filter((trip) => !isCancelled(trip.booking));
  return {
    upcoming: live.filter((trip) => trip.upcoming),
    past: live.filter((trip) => !trip.upcoming).reverse(),
    cancelled: trips.filter((trip) => isCancelled(trip.booking)).reverse(),
  };
}

/** What the host said when declining: "The host declined: “…”", or that they declined; null otherwise. */
export function declinedLine(
  booking: Pick<BookingDetail['booking'], 'status' | 'declineMessage'>,
): string | null {
  if (booking.status !== 'declined') return null;
  const message = booking.declineMessage?.trim();
  return message ? m.trips_card_declined_with_message({ message }) : m.trips_card_declined();
}

/** Whether a cancelled booking may have a refund to show (it was paid online). */
export function mayHaveRefund(booking: Pick<BookingSummary, 'status' | 'paymentStatus'>): boolean {
  return (
    booking.status === 'cancelled' &&
    (booking.paymentStatus === 'refunded' ||
      booking.paymentStatus === 'partially_refunded' ||
      booking.paymentStatus === 'paid')
  );
}

type RefundLike = Pick<BookingDetail['refunds'][number], 'amount' | 'status'>;

/** The refund of a cancelled trip in a line: "₹8,000 refunded", "Refund of ₹8,000 on its way"; null with none. */
export function refundLine(refunds: readonly RefundLike[]): string | null {
  const live = refunds.filter((refund) => refund.status !== 'failed');
  if (live.length === 0) return refunds.length > 0 ? m.trips_card_refund_delayed() : null;
  const amount = formatPrice(paiseToRupees(addPaise(...live.map((refund) => rupeesToPaise(refund.amount)))));
  return live.every((refund) => refund.status === 'processed')
    ? m.trips_card_refunded({ amount })
    : m.trips_card_refund_on_its_way({ amount });
}
