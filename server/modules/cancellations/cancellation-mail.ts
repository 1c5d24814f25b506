import { m } from '#i18n/messages.js';
import { formatRupees } from '../../../domain/money.ts';
import type { CancellationQuote } from '../../../domain/schemas/after-booking.ts';
import type { BookingDetail } from '../../../domain/schemas/bookings.ts';
import { pageUrl } from '../../http/app-url.ts';
import { greeting } from '../../integrations/mail/greeting.ts';
import type { Mail } from '../../integrations/mail/mailer.ts';
import { type BookingLanguages, mailDate, mailStay } from '../bookings/index.ts';

/** Guest and host hear of a cancellation, with the refund (issue 9 §6), each in their language. */
export function cancellationMails(
  appUrl: string,
  d: BookingDetail,
  hostEmail: string,
  quote: Pick<CancellationQuote, 'refundPaise'>,
  languages: BookingLanguages,
): Mail[] {
  const { guest, host } = languages;
  const reference = d.booking.reference;
  return [
    {
      to: d.guest.email ?? '',
      subject: m.mail_cancel_guest_subject({ title: d.property.title }, { locale: guest }),
      text: [
        greeting(d.guest.firstName, guest),
        '',
        m.mail_cancel_guest_intro({ reference, stay: mailStay(d, guest) }, { locale: guest }),
        quote.refundPaise > 0
          ? m.mail_cancel_refund_line({ amount: formatRupees(quote.refundPaise, guest) }, { locale: guest })
          : m.mail_nothing_to_refund({}, { locale: guest }),
        '',
        m.mail_line_receipt(
          { link: pageUrl(appUrl, `/trips/${d.booking.id}/receipt`, guest) },
          { locale: guest },
        ),
        '',
      ].join('\n'),
    },
    {
      to: hostEmail,
      subject: m.mail_cancel_host_subject(
        { title: d.property.title, date: mailDate(d.booking.checkInDate, host) },
        { locale: host },
      ),
      text: [
        m.mail_greeting({}, { locale: host }),
        '',
        m.mail_cancel_host_intro({ reference, stay: mailStay(d, host) }, { locale: host }),
        quote.refundPaise > 0
          ? m.mail_cancel_host_refund({ amount: formatRupees(quote.refundPaise, host) }, { locale: host })
          : '',
        '',
        m.mail_line_your_reservations({ link: pageUrl(appUrl, '/reservations', host) }, { locale: host }),
        '',
      ].join('\n'),
    },
  ];
}
