import { m } from '#i18n/messages.js';
import { formatRupees, type Paise } from '../../../domain/money.ts';
import { formatDayIn } from '../../../domain/rules/language/dates.ts';
import type { Language } from '../../../domain/rules/language/languages.ts';
import type { BookingDetail } from '../../../domain/schemas/bookings.ts';
import { pageUrl } from '../../http/app-url.ts';
import { greeting } from '../../integrations/mail/greeting.ts';
import type { Mail } from '../../integrations/mail/mailer.ts';

// The mails of booking (issue 8 §6): plain text, the facts of the receipt, links to the app. Each
// is written in its reader's language (decision 110).

/** The languages a booking's two sides read their mail in. */
export type BookingLanguages = { guest: Language; host: Language };

const dayFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
/** '2027-03-12' -> '12 Mar 2027', in Hindi '12 मार्च 2027' (a calendar date: no zone may shift it). */
export const mailDate = (iso: string, language: Language) =>
  language === 'en' ? dayFormat.format(new Date(`${iso}T00:00:00Z`)) : formatDayIn(iso, language);

/** "Sea Breeze Villa, 12 Mar 2027 to 14 Mar 2027": how every booking mail names the stay. */
export const mailStay = (d: BookingDetail, locale: Language) =>
  m.mail_stay_dates(
    {
      title: d.property.title,
      checkIn: mailDate(d.booking.checkInDate, locale),
      checkOut: mailDate(d.booking.checkOutDate, locale),
    },
    { locale },
  );

const nameOf = (p: { firstName: string | null; lastName: string | null }, locale: Language) =>
  [p.firstName, p.lastName].filter(Boolean).join(' ') || m.mail_booking_guest_fallback({}, { locale });

function party(b: BookingDetail['booking'], locale: Language) {
  const parts = [m.mail_booking_party_adults({ count: b.adults }, { locale })];
  if (b.children) parts.push(m.mail_booking_party_children({ count: b.children }, { locale }));
  if (b.infants) parts.push(m.mail_booking_party_infants({ count: b.infants }, { locale }));
  if (b.pets) parts.push(m.mail_booking_party_pets({ count: b.pets }, { locale }));
  return parts.join(', ');
}

function stayLines(d: BookingDetail, locale: Language) {
  const b = d.booking;
  const p = d.property;
  return [
    m.mail_booking_line_reference({ reference: b.reference }, { locale }),
    m.mail_booking_line_stay({ title: p.title, city: p.city, state: p.state }, { locale }),
    m.mail_booking_line_dates(
      {
        checkIn: mailDate(b.checkInDate, locale),
        checkOut: mailDate(b.checkOutDate, locale),
        nights: b.nights,
      },
      { locale },
    ),
    m.mail_booking_line_times({ checkIn: p.checkInTime, checkOut: p.checkOutTime }, { locale }),
    m.mail_booking_line_guests({ party: party(b, locale) }, { locale }),
  ];
}

function priceLines(d: BookingDetail, locale: Language) {
  const b = d.booking;
  const paid = d.payments.find((p) => p.providerPaymentId);
  const money = (amount: string) => formatRupees(amount, locale);
  return [
    ...b.nightPrices.map((n) => `  ${mailDate(n.date, locale)}: ${money(n.price)}`),
    m.mail_booking_line_cleaning_fee({ amount: money(b.cleaningFee) }, { locale }),
    m.mail_booking_line_service_fee({ amount: money(b.serviceFee) }, { locale }),
    m.mail_line_total({ amount: money(b.totalAmount) }, { locale }),
    b.paymentMethod !== 'razorpay'
      ? m.mail_booking_paid_with_host({}, { locale })
      : paid?.providerPaymentId
        ? m.mail_booking_paid_online_payment({ paymentId: paid.providerPaymentId }, { locale })
        : m.mail_booking_paid_online({}, { locale }),
  ];
}

const receiptLine = (appUrl: string, d: BookingDetail, locale: Language) =>
  m.mail_line_receipt({ link: pageUrl(appUrl, `/trips/${d.booking.id}/receipt`, locale) }, { locale });

/** To the guest when a booking is confirmed: everything the receipt says. */
export function guestConfirmationMail(
  appUrl: string,
  d: BookingDetail,
  hostEmail: string,
  locale: Language,
): Mail {
  const host = d.host;
  const title = d.property.title;
  return {
    to: d.guest.email ?? '',
    subject: m.mail_booking_confirmed_subject(
      { title, date: mailDate(d.booking.checkInDate, locale) },
      { locale },
    ),
    text: [
      greeting(d.guest.firstName, locale),
      '',
      m.mail_booking_confirmed_intro({}, { locale }),
      '',
      ...stayLines(d, locale),
      ...priceLines(d, locale),
      '',
      host
        ? m.mail_booking_line_your_host(
            { name: nameOf(host, locale), contact: host.phone ?? hostEmail },
            { locale },
          )
        : '',
      receiptLine(appUrl, d, locale),
      '',
    ].join('\n'),
  };
}

/** To the host for every new booking (confirmed online) or request (by contact). */
export function hostNewBookingMail(
  appUrl: string,
  d: BookingDetail,
  hostEmail: string,
  locale: Language,
): Mail {
  const request = d.booking.status === 'pending';
  const subject = { title: d.property.title, date: mailDate(d.booking.checkInDate, locale) };
  const guest = nameOf(d.guest, locale);
  return {
    to: hostEmail,
    subject: request
      ? m.mail_booking_request_subject(subject, { locale })
      : m.mail_booking_new_subject(subject, { locale }),
    text: [
      m.mail_greeting({}, { locale }),
      '',
      request
        ? m.mail_booking_request_intro({ guest }, { locale })
        : m.mail_booking_new_intro({ guest }, { locale }),
      '',
      ...stayLines(d, locale),
      m.mail_line_total({ amount: formatRupees(d.booking.totalAmount, locale) }, { locale }),
      d.booking.specialRequests
        ? m.mail_booking_line_special_requests({ requests: d.booking.specialRequests }, { locale })
        : '',
      '',
      m.mail_line_your_reservations({ link: pageUrl(appUrl, '/reservations', locale) }, { locale }),
      '',
    ].join('\n'),
  };
}

/** To the guest when a payment could not buy the stay (`why`) and was refunded in full. */
export function paymentRefundedMail(
  appUrl: string,
  d: BookingDetail,
  amount: Paise,
  why: string,
  locale: Language,
): Mail {
  const refund = formatRupees(amount, locale);
  return {
    to: d.guest.email ?? '',
    subject: m.mail_refund_subject({ amount: refund, title: d.property.title }, { locale }),
    text: [
      greeting(d.guest.firstName, locale),
      '',
      why,
      m.mail_refund_whole_amount({}, { locale }),
      '',
      ...stayLines(d, locale),
      m.mail_refund_line_amount({ amount: refund }, { locale }),
      receiptLine(appUrl, d, locale),
      '',
    ].join('\n'),
  };
}

/** To the guest once an online booking's hold lapsed unpaid: nothing was charged, the nights are free. */
export function holdLapsedMail(
  appUrl: string,
  d: BookingDetail,
  holdMinutes: number,
  locale: Language,
): Mail {
  return {
    to: d.guest.email ?? '',
    subject: m.mail_hold_lapsed_subject(
      { title: d.property.title, date: mailDate(d.booking.checkInDate, locale) },
      { locale },
    ),
    text: [
      greeting(d.guest.firstName, locale),
      '',
      m.mail_hold_lapsed_intro({ reference: d.booking.reference, minutes: holdMinutes }, { locale }),
      m.mail_hold_lapsed_late_payment({}, { locale }),
      '',
      ...stayLines(d, locale),
      m.mail_hold_lapsed_book_again(
        { link: pageUrl(appUrl, `/property/${d.property.id}`, locale) },
        { locale },
      ),
      '',
    ].join('\n'),
  };
}
