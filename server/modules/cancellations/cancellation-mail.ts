import { formatRupees } from '../../../domain/money.ts';
import type { CancellationQuote } from '../../../domain/schemas/after-booking.ts';
import type { BookingDetail } from '../../../domain/schemas/bookings.ts';
import { greeting } from '../../integrations/mail/greeting.ts';
import type { Mail } from '../../integrations/mail/mailer.ts';
import { mailDate } from '../bookings/index.ts';

const REFUND_TIME = 'Refunds take 5-10 business days.';

/** Guest and host hear of a cancellation, with the refund (issue 9 §6). */
export function cancellationMails(
  appUrl: string,
  d: BookingDetail,
  hostEmail: string,
  quote: Pick<CancellationQuote, 'refundPaise'>,
): Mail[] {
  const stay = `${d.property.title}, ${mailDate(d.booking.checkInDate)} to ${mailDate(d.booking.checkOutDate)}`;
  const refundLine =
    quote.refundPaise > 0
      ? `Refund: ${formatRupees(quote.refundPaise)} to the original payment method. ${REFUND_TIME}`
      : 'Nothing was paid through Basera, so there is nothing to refund.';
  return [
    {
      to: d.guest.email ?? '',
      subject: `Booking cancelled: ${d.property.title}`,
      text: [
        `${greeting(d.guest.firstName)}`,
        '',
        `Your booking ${d.booking.reference} (${stay}) is cancelled.`,
        refundLine,
        '',
        `Receipt: ${appUrl}/trips/${d.booking.id}/receipt`,
        '',
      ].join('\n'),
    },
    {
      to: hostEmail,
      subject: `Booking cancelled: ${d.property.title}, ${mailDate(d.booking.checkInDate)}`,
      text: [
        'Hello,',
        '',
        `The booking ${d.booking.reference} (${stay}) was cancelled; its nights are free again.`,
        quote.refundPaise > 0 ? `The guest gets ${formatRupees(quote.refundPaise)} back.` : '',
        '',
        `Your reservations: ${appUrl}/reservations`,
        '',
      ].join('\n'),
    },
  ];
}
