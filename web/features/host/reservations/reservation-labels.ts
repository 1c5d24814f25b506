import { format } from 'date-fns';
import { m } from '#i18n/messages.js';
import {
  type HostReservation,
  type ReservationTab,
  reservationTab,
} from '../../../../domain/schemas/host-operations.ts';
import { bookingStatusBadge } from '../../../components/booking/booking-status.ts';
import type { BadgeTone } from '../../../components/ui/status-badge.tsx';
import { formatStayDate } from '../../../lib/calendar-dates.ts';
import { formatPrice } from '../../../lib/formatters.ts';
import { dateLocale, pageLanguage } from '../../../lib/language.ts';

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
      .join(' ') || m.host_guest()
  );
}

/** How the toasts and dialogs call the guest: their first name, or null (they say "the guest"). */
export function firstNameOf(guest: Pick<Guest, 'firstName'>): string | null {
  return guest.firstName?.trim() || null;
}

/** "2 adults · 1 child", then infants and pets when there are any. */
export function partyText(r: Pick<HostReservation, 'adults' | 'children' | 'infants' | 'pets'>): string {
  return [
    m.host_adults({ count: r.adults }),
    r.children > 0 ? m.host_children({ count: r.children }) : '',
    r.infants > 0 ? m.host_infants({ count: r.infants }) : '',
    r.pets > 0 ? m.host_pets({ count: r.pets }) : '',
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
  if (!at || Number.isNaN(at.getTime())) return '';
  const when = format(at, pageLanguage === 'hi' ? 'd MMMM yyyy, HH:mm' : 'd MMM yyyy, HH:mm', {
    locale: dateLocale,
  });
  return m.host_respond_by({ when });
}

/** A waiting request reads "Request"; otherwise the status: confirmed green, waiting yellow, else grey. */
export function reservationStatusBadge(r: Pick<HostReservation, 'status' | 'paymentMethod'>): Badge {
  if (r.status === 'pending')
    return {
      label: r.paymentMethod === 'contact' ? m.host_badge_request() : m.host_badge_awaiting_payment(),
      tone: 'yellow',
    };
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
      return { label: m.host_payment_paid_online(), tone: 'green' };
    case 'refunded':
      return { label: m.host_payment_refunded(), tone: 'grey' };
    case 'partially_refunded':
      return { label: m.host_payment_partly_refunded(), tone: 'grey' };
    case 'failed':
      return { label: m.host_payment_failed(), tone: 'grey' };
    default:
      if (ended) return { label: m.host_payment_not_paid(), tone: 'grey' };
      return r.paymentMethod === 'contact'
        ? { label: m.host_payment_direct(), tone: 'grey' }
        : { label: m.host_payment_pending(), tone: 'yellow' };
  }
}

/** Who cancelled, with their reason and without. */
const cancelledBy = {
  guest: { reason: m.host_outcome_guest_cancelled_reason, none: m.host_outcome_guest_cancelled },
  host: { reason: m.host_outcome_host_cancelled_reason, none: m.host_outcome_host_cancelled },
  basera: { reason: m.host_outcome_basera_cancelled_reason, none: m.host_outcome_basera_cancelled },
  unknown: { reason: m.host_outcome_cancelled_reason, none: m.host_outcome_cancelled },
};

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
        ? m.host_outcome_declined_message({ message: r.declineMessage.trim() })
        : m.host_outcome_declined();
    case 'cancelled': {
      const who = cancelledBy[r.cancelledBy ?? 'unknown'];
      return r.cancellationReason?.trim() ? who.reason({ reason: r.cancellationReason.trim() }) : who.none();
    }
    case 'expired':
      // Within REQUEST_EXPIRY_HOURS as the server's site config says ("in time" until it has answered).
      if (r.paymentMethod !== 'contact') return m.host_outcome_unpaid();
      return requestExpiryHours
        ? m.host_outcome_expired_hours({ count: requestExpiryHours })
        : m.host_outcome_expired();
    case 'completed':
      return m.host_outcome_completed();
    default:
      return null;
  }
}

/** Each tab's empty state: what it lists, and when something will show. */
export const emptyTabOf = (
  requestExpiryHours: number | undefined,
): Record<ReservationTab, { title: string; body: string }> => ({
  upcoming: {
    title: m.host_empty_upcoming_title(),
    body: m.host_empty_upcoming_body(),
  },
  requests: {
    title: m.host_empty_requests_title(),
    body: requestExpiryHours
      ? m.host_empty_requests_body_hours({ count: requestExpiryHours })
      : m.host_empty_requests_body(),
  },
  past: {
    title: m.host_empty_past_title(),
    body: m.host_empty_past_body(),
  },
});

/** The toasts after each answer (naming the guest by first name, else "The guest"). */
export const answeredToast = {
  accepted: (name: string | null) => ({
    title: m.host_toast_confirmed(),
    description: name ? m.host_toast_confirmed_named({ name }) : m.host_toast_confirmed_guest(),
  }),
  declined: (name: string | null) => ({
    title: m.host_toast_declined(),
    description: name ? m.host_toast_declined_named({ name }) : m.host_toast_declined_guest(),
  }),
  cancelled: (name: string | null) => ({
    title: m.host_toast_cancelled(),
    description: name ? m.host_toast_cancelled_named({ name }) : m.host_toast_cancelled_guest(),
  }),
};

/** What cancelling means for the guest's money: a full refund (the after-booking rule for host cancellations). */
export function cancelRefundText(
  r: Pick<HostReservation, 'paymentStatus' | 'totalAmount'> & { guest: Pick<Guest, 'firstName'> },
): string {
  const name = firstNameOf(r.guest);
  if (r.paymentStatus === 'paid') {
    const amount = formatPrice(r.totalAmount);
    return name ? m.host_refund_paid_named({ name, amount }) : m.host_refund_paid_guest({ amount });
  }
  return name ? m.host_refund_unpaid_named({ name }) : m.host_refund_unpaid_guest();
}
