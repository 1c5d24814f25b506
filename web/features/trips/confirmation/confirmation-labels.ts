import { m } from '#i18n/messages.js';
import type { BookingSummary } from '../../../../domain/schemas/bookings.ts';
import { clockText } from '../../../components/listing/listing-labels.ts';
import { formatStayDate } from '../../../lib/calendar-dates.ts';

// The words of the confirmation page (issue 29), kept pure so they are tested.

/** Where a booking stands, as the confirmation page tells it. */
export type ConfirmationState = 'booked' | 'requested' | 'awaiting_payment' | 'completed' | 'ended';

/**
 * Paid online and confirmed (or a request the host accepted): booked. A request by contact waits
 * for the host; an online booking still pending waits for its payment. Cancelled, lapsed and
 * declined stays have ended.
 */
export function confirmationState(
  booking: Pick<BookingSummary, 'status' | 'paymentMethod'>,
): ConfirmationState {
  switch (booking.status) {
    case 'confirmed':
      return 'booked';
    case 'completed':
      return 'completed';
    case 'pending':
      return booking.paymentMethod === 'contact' ? 'requested' : 'awaiting_payment';
    default:
      return 'ended';
  }
}

const headings: Record<ConfirmationState, () => { title: string; text: string }> = {
  booked: () => ({ title: m.trips_confirmed_booked_title(), text: m.trips_confirmed_booked_text() }),
  requested: () => ({ title: m.trips_confirmed_requested_title(), text: m.trips_confirmed_requested_text() }),
  awaiting_payment: () => ({
    title: m.trips_confirmed_awaiting_title(),
    text: m.trips_confirmed_awaiting_text(),
  }),
  completed: () => ({ title: m.trips_confirmed_completed_title(), text: m.trips_confirmed_completed_text() }),
  ended: () => ({ title: m.trips_confirmed_ended_title(), text: m.trips_confirmed_ended_text() }),
};

/** The page's heading and the sentence under it. */
export const confirmationHeading = (state: ConfirmationState) => headings[state]();

/** "12 Mar 2027, after 2:00 pm": the first day and the listing's check-in time. */
export const checkInText = (date: string, time: string) =>
  m.trips_confirmed_check_in_at({ date: formatStayDate(date), time: clockText(time) });

/** "15 Mar 2027, before 11:00 am": the last day and the listing's check-out time. */
export const checkOutText = (date: string, time: string) =>
  m.trips_confirmed_check_out_at({ date: formatStayDate(date), time: clockText(time) });

/** Only a stay that is still going ahead has a cancellation deadline to show (the quote is 409 otherwise). */
export const hasCancellationTerms = (state: ConfirmationState) =>
  state === 'booked' || state === 'requested' || state === 'awaiting_payment';
