import { formatRupees } from '../../../domain/money.ts';
import { indiaDate } from '../../../domain/rules/user-standing.ts';
import type { SanctionKind } from '../../../domain/schemas/admin-users.ts';
import type { CancellationQuote } from '../../../domain/schemas/after-booking.ts';
import type { BookingDetail } from '../../../domain/schemas/bookings.ts';
import { greeting } from '../../integrations/mail/greeting.ts';
import type { Mail } from '../../integrations/mail/mailer.ts';
import { mailDate } from '../bookings/index.ts';

// What a user hears when an admin applies the community guidelines to them (traveller §4): the
// step of the ladder, the reason in the admin's words, and for a suspension the day it ends.

type Recipient = { email: string; firstName: string | null };
type Given = { kind: SanctionKind; reason: string; endsAt: Date | null };

const subjects: Record<SanctionKind, (g: Given) => string> = {
  warning: () => 'A warning about your Basera account',
  suspension: (g) => `Your Basera account is suspended until ${indiaDate(g.endsAt!)}`,
  ban: () => 'Your Basera account has been banned',
};

const opening: Record<SanctionKind, (g: Given) => string[]> = {
  warning: () => [
    'An administrator has given your account a warning under our community guidelines.',
    'You can go on using Basera as before; further breaches may lead to a suspension or a ban.',
  ],
  suspension: (g) => [
    `An administrator has suspended your account until ${indiaDate(g.endsAt!)} under our community guidelines.`,
    'Until then you cannot sign in, book stays or list properties. You have been signed out everywhere.',
  ],
  ban: () => [
    'An administrator has permanently banned your account under our community guidelines.',
    'You can no longer sign in, book stays or list properties, and your listings no longer appear on Basera.',
    'Stays to come that you booked or host are cancelled, and whatever was paid for them through Basera is refunded in full.',
  ],
};

export function sanctionMail(appUrl: string, user: Recipient, given: Given): Mail {
  return {
    to: user.email,
    subject: subjects[given.kind](given),
    text: [
      `${greeting(user.firstName)}`,
      '',
      ...opening[given.kind](given),
      '',
      'The reason:',
      given.reason,
      '',
      `Our community guidelines: ${appUrl}/community-guidelines`,
      '',
    ].join('\n'),
  };
}

/** The suspension or ban was lifted early: the account works again. */
export function reinstatementMail(appUrl: string, user: Recipient, reason: string): Mail {
  return {
    to: user.email,
    subject: 'Your Basera account is active again',
    text: [
      `${greeting(user.firstName)}`,
      '',
      'An administrator has lifted the suspension or ban on your account. You can sign in, book stays and list properties again.',
      '',
      'The reason:',
      reason,
      '',
      `Sign in: ${appUrl}/auth`,
      `Our community guidelines: ${appUrl}/community-guidelines`,
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
): Mail {
  const stay = `${d.property.title}, ${mailDate(d.booking.checkInDate)} to ${mailDate(d.booking.checkOutDate)}`;
  if (bannedSide === 'host')
    return {
      to: d.guest.email ?? '',
      subject: `Booking cancelled by Basera: ${d.property.title}`,
      text: [
        `${greeting(d.guest.firstName)}`,
        '',
        `We are sorry: your booking ${d.booking.reference} (${stay}) is cancelled, because the host can no longer host on Basera.`,
        quote.refundPaise > 0
          ? `You get back everything you paid: ${formatRupees(quote.refundPaise)}, to the original payment method, in 5-10 business days.`
          : 'Nothing was paid through Basera, so there is nothing to refund.',
        '',
        `Find another stay: ${appUrl}/`,
        `Receipt: ${appUrl}/trips/${d.booking.id}/receipt`,
        '',
      ].join('\n'),
    };
  return {
    to: hostEmail,
    subject: `Booking cancelled by Basera: ${d.property.title}, ${mailDate(d.booking.checkInDate)}`,
    text: [
      'Hello,',
      '',
      `The booking ${d.booking.reference} (${stay}) is cancelled, because the guest's account was closed under our community guidelines. Its nights are free again.`,
      '',
      `Your reservations: ${appUrl}/reservations`,
      '',
    ].join('\n'),
  };
}
