import { m } from '#i18n/messages.js';
import { formatRupees } from '../../../domain/money.ts';
import type { Language } from '../../../domain/rules/language/languages.ts';
import type { CancellationQuote } from '../../../domain/schemas/after-booking.ts';
import type { BookingDetail } from '../../../domain/schemas/bookings.ts';
import { pageUrl } from '../../http/app-url.ts';
import { greeting } from '../../integrations/mail/greeting.ts';
import type { Mail } from '../../integrations/mail/mailer.ts';
import { type BookingLanguages, mailDate, mailStay } from '../bookings/index.ts';

// What the guest (and for an expiry, the host) hears when a host answers, or nobody does (issue 12 §1),
// each in their language.

/** What the subject names after its words: the listing and the first night. */
const subjectOf = (d: BookingDetail, locale: Language) => ({
  title: d.property.title,
  date: mailDate(d.booking.checkInDate, locale),
});
const receiptLine = (appUrl: string, d: BookingDetail, locale: Language) =>
  m.mail_line_receipt({ link: pageUrl(appUrl, `/trips/${d.booking.id}/receipt`, locale) }, { locale });

function toGuest(d: BookingDetail, locale: Language, subject: string, lines: string[]): Mail {
  return {
    to: d.guest.email ?? '',
    subject,
    text: [greeting(d.guest.firstName, locale), '', ...lines, ''].join('\n'),
  };
}

/** The host said yes: the stay is confirmed, and the guest now has the host's contact details. */
export function requestAcceptedMail(appUrl: string, d: BookingDetail, locale: Language): Mail {
  const host = d.host;
  const hostName =
    [host?.firstName, host?.lastName].filter(Boolean).join(' ') ||
    m.mail_request_host_fallback({}, { locale });
  return toGuest(d, locale, m.mail_request_accepted_subject(subjectOf(d, locale), { locale }), [
    m.mail_request_accepted_intro({ reference: d.booking.reference, stay: mailStay(d, locale) }, { locale }),
    m.mail_request_accepted_total({ amount: formatRupees(d.booking.totalAmount, locale) }, { locale }),
    '',
    m.mail_request_line_your_host({ name: hostName }, { locale }),
    m.mail_line_email({ email: host?.email ?? '' }, { locale }),
    host?.phone ? m.mail_line_phone({ phone: host.phone }, { locale }) : '',
    '',
    receiptLine(appUrl, d, locale),
  ]);
}

export function requestDeclinedMail(
  appUrl: string,
  d: BookingDetail,
  message: string | null,
  locale: Language,
): Mail {
  return toGuest(d, locale, m.mail_request_declined_subject(subjectOf(d, locale), { locale }), [
    m.mail_request_declined_intro({ reference: d.booking.reference, stay: mailStay(d, locale) }, { locale }),
    ...(message ? ['', m.mail_request_their_message({}, { locale }), message] : []),
    '',
    m.mail_line_find_another_stay({ link: pageUrl(appUrl, '/', locale) }, { locale }),
  ]);
}

/** Nobody answered in time: the guest may look elsewhere, the host learns the nights are free. */
export function requestExpiredMails(
  appUrl: string,
  d: BookingDetail,
  hostEmail: string,
  expiryHours: number,
  languages: BookingLanguages,
): Mail[] {
  const { guest, host } = languages;
  const reference = d.booking.reference;
  return [
    toGuest(d, guest, m.mail_request_expired_subject(subjectOf(d, guest), { locale: guest }), [
      m.mail_request_expired_guest_intro(
        { reference, stay: mailStay(d, guest), hours: expiryHours },
        { locale: guest },
      ),
      m.mail_request_expired_guest_free({}, { locale: guest }),
      '',
      pageUrl(appUrl, `/property/${d.property.id}`, guest),
    ]),
    {
      to: hostEmail,
      subject: m.mail_request_expired_subject(subjectOf(d, host), { locale: host }),
      text: [
        m.mail_greeting({}, { locale: host }),
        '',
        m.mail_request_expired_host_intro(
          {
            reference,
            stay: mailStay(d, host),
            guest: d.guest.firstName ?? m.mail_request_guest_fallback({}, { locale: host }),
            hours: expiryHours,
          },
          { locale: host },
        ),
        m.mail_nights_free_again({}, { locale: host }),
        '',
        m.mail_line_your_reservations({ link: pageUrl(appUrl, '/reservations', host) }, { locale: host }),
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
  locale: Language,
): Mail {
  return toGuest(d, locale, m.mail_host_cancelled_subject({ title: d.property.title }, { locale }), [
    m.mail_host_cancelled_intro({ reference: d.booking.reference, stay: mailStay(d, locale) }, { locale }),
    '',
    m.mail_host_cancelled_their_reason({}, { locale }),
    reason,
    '',
    quote.refundPaise > 0
      ? m.mail_host_cancelled_refund({ amount: formatRupees(quote.refundPaise, locale) }, { locale })
      : m.mail_nothing_to_refund({}, { locale }),
    '',
    receiptLine(appUrl, d, locale),
  ]);
}
