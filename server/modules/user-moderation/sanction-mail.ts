import { m } from '#i18n/messages.js';
import { formatRupees } from '../../../domain/money.ts';
import { formatIndiaDayIn } from '../../../domain/rules/language/dates.ts';
import type { Language } from '../../../domain/rules/language/languages.ts';
import type { SanctionKind } from '../../../domain/schemas/admin-users.ts';
import type { CancellationQuote } from '../../../domain/schemas/after-booking.ts';
import type { BookingDetail } from '../../../domain/schemas/bookings.ts';
import { pageUrl } from '../../http/app-url.ts';
import { greeting } from '../../integrations/mail/greeting.ts';
import type { Mail } from '../../integrations/mail/mailer.ts';
import { type BookingLanguages, mailDate, mailStay } from '../bookings/index.ts';

// What a user hears when an admin applies the community guidelines to them (traveller §4): the
// step of the ladder, the reason in the admin's words, and for a suspension the day it ends; in
// the user's language.

type Recipient = { email: string; firstName: string | null; language: Language };
type Given = { kind: SanctionKind; reason: string; endsAt: Date | null };
type Options = { locale: Language };

const untilOf = (g: Given, locale: Language) => formatIndiaDayIn(g.endsAt!, locale);

const subjects: Record<SanctionKind, (g: Given, options: Options) => string> = {
  warning: (_g, options) => m.mail_sanction_warning_subject({}, options),
  suspension: (g, options) =>
    m.mail_sanction_suspension_subject({ date: untilOf(g, options.locale) }, options),
  ban: (_g, options) => m.mail_sanction_ban_subject({}, options),
};

const opening: Record<SanctionKind, (g: Given, options: Options) => string[]> = {
  warning: (_g, options) => [
    m.mail_sanction_warning_given({}, options),
    m.mail_sanction_warning_next({}, options),
  ],
  suspension: (g, options) => [
    m.mail_sanction_suspension_given({ date: untilOf(g, options.locale) }, options),
    m.mail_sanction_suspension_effect({}, options),
  ],
  ban: (_g, options) => [
    m.mail_sanction_ban_given({}, options),
    m.mail_sanction_ban_effect({}, options),
    m.mail_sanction_ban_stays({}, options),
  ],
};

export function sanctionMail(appUrl: string, user: Recipient, given: Given): Mail {
  const options = { locale: user.language };
  return {
    to: user.email,
    subject: subjects[given.kind](given, options),
    text: [
      greeting(user.firstName, user.language),
      '',
      ...opening[given.kind](given, options),
      '',
      m.mail_the_reason({}, options),
      given.reason,
      '',
      m.mail_line_community_guidelines(
        { link: pageUrl(appUrl, '/community-guidelines', options.locale) },
        options,
      ),
      '',
    ].join('\n'),
  };
}

/** The suspension or ban was lifted early: the account works again. */
export function reinstatementMail(appUrl: string, user: Recipient, reason: string): Mail {
  const options = { locale: user.language };
  return {
    to: user.email,
    subject: m.mail_reinstatement_subject({}, options),
    text: [
      greeting(user.firstName, user.language),
      '',
      m.mail_reinstatement_intro({}, options),
      '',
      m.mail_the_reason({}, options),
      reason,
      '',
      m.mail_line_sign_in({ link: pageUrl(appUrl, '/auth', options.locale) }, options),
      m.mail_line_community_guidelines(
        { link: pageUrl(appUrl, '/community-guidelines', options.locale) },
        options,
      ),
      '',
    ].join('\n'),
  };
}

/**
 * A stay cancelled because one side was banned: the other side hears why (the guest, that the host
 * can no longer host, with the refund; the host, that the guest's account was closed).
 */
export function closedAccountMail(
  appUrl: string,
  d: BookingDetail,
  hostEmail: string,
  quote: Pick<CancellationQuote, 'refundPaise'>,
  bannedSide: 'guest' | 'host',
  languages: BookingLanguages,
): Mail {
  const locale = bannedSide === 'host' ? languages.guest : languages.host;
  const options = { locale };
  const stay = mailStay(d, locale);
  const reference = d.booking.reference;
  if (bannedSide === 'host')
    return {
      to: d.guest.email ?? '',
      subject: m.mail_closed_guest_subject({ title: d.property.title }, options),
      text: [
        greeting(d.guest.firstName, locale),
        '',
        m.mail_closed_guest_intro({ reference, stay }, options),
        quote.refundPaise > 0
          ? m.mail_closed_guest_refund({ amount: formatRupees(quote.refundPaise, locale) }, options)
          : m.mail_nothing_to_refund({}, options),
        '',
        m.mail_line_find_another_stay({ link: pageUrl(appUrl, '/', locale) }, options),
        m.mail_line_receipt({ link: pageUrl(appUrl, `/trips/${d.booking.id}/receipt`, locale) }, options),
        '',
      ].join('\n'),
    };
  return {
    to: hostEmail,
    subject: m.mail_closed_host_subject(
      { title: d.property.title, date: mailDate(d.booking.checkInDate, locale) },
      options,
    ),
    text: [
      m.mail_greeting({}, options),
      '',
      m.mail_closed_host_intro({ reference, stay }, options),
      '',
      m.mail_line_your_reservations({ link: pageUrl(appUrl, '/reservations', locale) }, options),
      '',
    ].join('\n'),
  };
}
