import { formatRupees } from '../../../domain/money.ts';
import type { CancellationQuote } from '../../../domain/schemas/after-booking.ts';
import type { BookingDetail } from '../../../domain/schemas/bookings.ts';
import { greeting } from '../../integrations/mail/greeting.ts';
import type { Mail } from '../../integrations/mail/mailer.ts';
import { mailDate } from '../bookings/index.ts';

// What the guest (and for an expiry, the host) hears when a host answers, or nobody does (issue 12 §1).

const stayOf = (d: BookingDetail) =>
  `${d.property.title}, ${mailDate(d.booking.checkInDate)} to ${mailDate(d.booking.checkOutDate)}`;
const subjectOf = (what: string, d: BookingDetail) =>
  `${what}: ${d.property.title}, ${mailDate(d.booking.checkInDate)}`;
const hello = (d: BookingDetail) => `${greeting(d.guest.firstName)}`;
const NOTHING_CHARGED = 'Nothing was charged.';

function toGuest(d: BookingDetail, subject: string, lines: string[]): Mail {
  return { to: d.guest.email ?? '', subject, text: [hello(d), '', ...lines, ''].join('\n') };
}

/** The host said yes: the stay is confirmed, and the guest now has the host's contact details. */
export function requestAcceptedMail(appUrl: string, d: BookingDetail): Mail {
  const host = d.host;
  const hostName = [host?.firstName, host?.lastName].filter(Boolean).join(' ') || 'Your host';
  return toGuest(d, subjectOf('Request accepted', d), [
    `Your host accepted your request: booking ${d.booking.reference} (${stayOf(d)}) is confirmed.`,
    `Total: ${formatRupees(d.booking.totalAmount)}, to be arranged with your host.`,
    '',
    `Your host: ${hostName}`,
    `Email: ${host?.email ?? ''}`,
    host?.phone ? `Phone: ${host.phone}` : '',
    '',
    `Receipt: ${appUrl}/trips/${d.booking.id}/receipt`,
  ]);
}

export function requestDeclinedMail(appUrl: string, d: BookingDetail, message: string | null): Mail {
  return toGuest(d, subjectOf('Request declined', d), [
    `Your host declined your request ${d.booking.reference} (${stayOf(d)}). ${NOTHING_CHARGED}`,
    ...(message ? ['', 'Their message:', message] : []),
    '',
    `Find another stay: ${appUrl}/`,
  ]);
}

/** Nobody answered in time: the guest may look elsewhere, the host learns the nights are free. */
export function requestExpiredMails(
  appUrl: string,
  d: BookingDetail,
  hostEmail: string,
  expiryHours: number,
): Mail[] {
  const unanswered = `was not answered within ${expiryHours} hours, so it has expired`;
  return [
    toGuest(d, subjectOf('Request expired', d), [
      `Your request ${d.booking.reference} (${stayOf(d)}) ${unanswered}. ${NOTHING_CHARGED}`,
      'The dates are free to book again, here or at another stay.',
      '',
      `${appUrl}/property/${d.property.id}`,
    ]),
    {
      to: hostEmail,
      subject: subjectOf('Request expired', d),
      text: [
        'Hello,',
        '',
        `The request ${d.booking.reference} (${stayOf(d)}) from ${d.guest.firstName ?? 'a guest'} ${unanswered}.`,
        'Its nights are free again.',
        '',
        `Your reservations: ${appUrl}/reservations`,
        '',
      ].join('\n'),
    },
  ];
}

export function hostCancelledMail(
  appUrl: string,
  d: BookingDetail,
  reason: string,
  quote: Pick<CancellationQuote, 'refundPaise'>,
): Mail {
  return toGuest(d, `Booking cancelled by your host: ${d.property.title}`, [
    `We are sorry: your host cancelled your booking ${d.booking.reference} (${stayOf(d)}).`,
    '',
    'Their reason:',
    reason,
    '',
    quote.refundPaise > 0
      ? `Everything you paid, ${formatRupees(quote.refundPaise)}, comes back to the original payment method. Refunds take 5-10 business days.`
      : 'Nothing was paid through Basera, so there is nothing to refund.',
    '',
    `Receipt: ${appUrl}/trips/${d.booking.id}/receipt`,
  ]);
}
