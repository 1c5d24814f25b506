import { format } from 'date-fns';
import {
  type HostReservation,
  type ReservationTab,
  reservationTab,
} from '../../../../domain/schemas/host-operations.ts';
import { bookingStatusBadge } from '../../../components/booking/booking-status.ts';
import type { BadgeTone } from '../../../components/ui/status-badge.tsx';
import { formatStayDate } from '../../../lib/calendar-dates.ts';
import { formatPrice, plural } from '../../../lib/formatters.ts';

// The words of the host's reservations page (/reservations), kept pure so they are tested.

type Guest = HostReservation['guest'];
type Badge = { label: string; tone: BadgeTone };

/** The tab in the address (`?tab=requests`); anything else is Upcoming. */
export function tabOf(search: string): ReservationTab {
  const asked = new URLSearchParams(search).get('tab');
  const parsed = reservationTab.safeParse(asked);
  return parsed.success ? parsed.data : 'upcoming';
}

/** The address of a tab: Upcoming is the page itself. */
export function tabSearch(tab: ReservationTab): string {
  return tab === 'upcoming' ? '' : `?tab=${tab}`;
}

/** "Asha Verma"; "Guest" when the account has no name. */
export function guestName(guest: Pick<Guest, 'firstName' | 'lastName'>): string {
  return (
    [guest.firstName, guest.lastName]
      .map((part) => part?.trim())
      .filter(Boolean)
      .join(' ') || 'Guest'
  );
}

/** How the toasts and dialogs call the guest: their first name, else `fallback`. */
export function guestCalled(guest: Pick<Guest, 'firstName'>, fallback = 'The guest'): string {
  return guest.firstName?.trim() || fallback;
}

/** "2 adults · 1 child", then infants and pets when there are any. */
export function partyText(r: Pick<HostReservation, 'adults' | 'children' | 'infants' | 'pets'>): string {
  return [
    plural(r.adults, 'adult'),
    r.children > 0 ? plural(r.children, 'child', 'children') : '',
    r.infants > 0 ? plural(r.infants, 'infant') : '',
    r.pets > 0 ? plural(r.pets, 'pet') : '',
  ]
    .filter(Boolean)
    .join(' · ');
}

/** "12 Mar 2027 – 15 Mar 2027". */
export function stayDates(r: Pick<HostReservation, 'checkInDate' | 'checkOutDate'>): string {
  return `${formatStayDate(r.checkInDate)} – ${formatStayDate(r.checkOutDate)}`;
}

/** "Respond by 14 Mar 2027, 09:30", in the host's own clock; empty when there is no deadline. */
export function respondByText(answerBy: string | null): string {
  const at = answerBy ? new Date(answerBy) : null;
  return at && !Number.isNaN(at.getTime()) ? `Respond by ${format(at, 'd MMM yyyy, HH:mm')}` : '';
}

/** A waiting request reads "Request"; otherwise the status: confirmed green, waiting yellow, else grey. */
export function reservationStatusBadge(r: Pick<HostReservation, 'status' | 'paymentMethod'>): Badge {
  if (r.status === 'pending')
    return { label: r.paymentMethod === 'contact' ? 'Request' : 'Awaiting payment', tone: 'yellow' };
  return bookingStatusBadge(r.status);
}

/**
 * The payment as the host needs it: a guest who booked by contact pays the host directly, so
 * nothing is due on Basera; a stay that never went ahead unpaid is "Not paid", not still due.
 */
export function paymentBadge(r: Pick<HostReservation, 'status' | 'paymentStatus' | 'paymentMethod'>): Badge {
  const ended = r.status === 'cancelled' || r.status === 'declined' || r.status === 'expired';
  switch (r.paymentStatus) {
    case 'paid':
      return { label: 'Paid online', tone: 'green' };
    case 'refunded':
      return { label: 'Refunded', tone: 'grey' };
    case 'partially_refunded':
      return { label: 'Partly refunded', tone: 'grey' };
    case 'failed':
      return { label: 'Payment failed', tone: 'grey' };
    default:
      if (ended) return { label: 'Not paid', tone: 'grey' };
      return r.paymentMethod === 'contact'
        ? { label: 'Guest pays you directly', tone: 'grey' }
        : { label: 'Payment pending', tone: 'yellow' };
  }
}

const cancelledBy = {
  guest: 'The guest cancelled',
  host: 'You cancelled',
  basera: 'Basera cancelled',
} as const;

/** Within REQUEST_EXPIRY_HOURS as the server's site config says ("in time" until it has answered). */
const withinExpiry = (hours: number | undefined) => (hours ? `within ${hours} hours` : 'in time');

/** What became of a stay that is over or never happened (the Past tab); null while it is still on. */
export function outcomeText(
  r: Pick<
    HostReservation,
    'status' | 'paymentMethod' | 'cancelledBy' | 'cancellationReason' | 'declineMessage'
  >,
  requestExpiryHours: number | undefined,
): string | null {
  switch (r.status) {
    case 'declined':
      return r.declineMessage?.trim()
        ? `You declined this request: “${r.declineMessage.trim()}”`
        : 'You declined this request.';
    case 'cancelled': {
      const who = r.cancelledBy ? cancelledBy[r.cancelledBy] : 'Cancelled';
      return r.cancellationReason?.trim()
        ? `${who}: “${r.cancellationReason.trim()}”`
        : `${who} this reservation.`;
    }
    case 'expired':
      return r.paymentMethod === 'contact'
        ? `The request expired: it was not answered ${withinExpiry(requestExpiryHours)}.`
        : 'The guest did not finish paying in time.';
    case 'completed':
      return 'Stay completed.';
    default:
      return null;
  }
}

/** Each tab's empty state: what it lists, and when something will show. */
export const emptyTabOf = (
  requestExpiryHours: number | undefined,
): Record<ReservationTab, { title: string; body: string }> => ({
  upcoming: {
    title: 'No upcoming reservations',
    body: 'Confirmed stays at your listings show here, soonest first.',
  },
  requests: {
    title: 'No requests waiting',
    body: `When a guest asks to book by contact, the request waits here for your answer${requestExpiryHours ? ` for ${requestExpiryHours} hours` : ''}.`,
  },
  past: {
    title: 'No past reservations',
    body: 'Finished stays, and requests and bookings that did not go ahead, show here.',
  },
});

/** The toasts after each answer (the guest's first name, else "The guest"). */
export const answeredToast = {
  accepted: (guest: string) => ({
    title: 'Reservation confirmed',
    description: `${guest} has your contact details and a confirmation email.`,
  }),
  declined: (guest: string) => ({
    title: 'Request declined',
    description: `${guest} has been told, and the nights are open again.`,
  }),
  cancelled: (guest: string) => ({
    title: 'Reservation cancelled',
    description: `${guest} has been told and gets a full refund.`,
  }),
};

/** What cancelling means for the guest's money: a full refund (the after-booking rule for host cancellations). */
export function cancelRefundText(
  r: Pick<HostReservation, 'paymentStatus' | 'totalAmount'> & { guest: Pick<Guest, 'firstName'> },
): string {
  const refund = `${guestCalled(r.guest)} gets a full refund`;
  return r.paymentStatus === 'paid'
    ? `${refund}: ${formatPrice(r.totalAmount)} goes back the way they paid.`
    : `${refund}. Nothing was paid on Basera, so if ${guestCalled(r.guest, 'the guest')} paid you directly, return all of it.`;
}
