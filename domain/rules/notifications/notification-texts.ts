import { m } from '#i18n/messages.js';
import { formatRupees } from '../../money.ts';
import type { ReservationTab } from '../../schemas/host-operations.ts';
import { formatDayIn, formatIndiaDayIn } from '../language/dates.ts';
import type { Language } from '../language/languages.ts';
import type { CancelledBy } from '../refund-quote.ts';
import type { NotificationCategory } from './notification-mail.ts';

// What each event tells the person who must know about it (issue 26 §4, docs/notifications.md):
// a fixed title, a body with the facts, a link to the page where it happened, and the category
// that decides whether it is mailed. Title and body are written in the language of the person told
// (decision 110), when the notification is stored.

export const NOTIFICATION_KINDS = [
  'booking_requested',
  'booking_accepted',
  'booking_declined',
  'booking_confirmed',
  'booking_cancelled',
  'booking_expired',
  'refund_processed',
  'payout_released',
  'payout_failed',
  'new_message',
  'review_received',
  'host_response',
  'listing_approved',
  'listing_rejected',
  'warning',
  'suspension',
  'ban',
  'sanction_lifted',
  'calendar_clash',
  'calendar_stale',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** A booking as its notifications name it; names are first names (null: not given). */
export type Stay = {
  listing: string;
  checkIn: string;
  checkOut: string;
  guestName: string | null;
  hostName: string | null;
};
/** Which side of a booking a notification goes to. */
export type Side = 'guest' | 'host';

export type NotificationEvent =
  | { kind: 'booking_requested' | 'booking_accepted' | 'booking_declined'; stay: Stay }
  | { kind: 'booking_confirmed' | 'booking_expired'; stay: Stay; to: Side }
  | { kind: 'booking_cancelled'; stay: Stay; by: CancelledBy; to: Side }
  | { kind: 'refund_processed' | 'payout_released'; stay: Stay; amountPaise: number }
  /** `reason`: the bank's words; null when it gave none (then: the bank refused the transfer). */
  | { kind: 'payout_failed'; stay: Stay; amountPaise: number; reason: string | null }
  | { kind: 'new_message'; conversationId: string; listing: string; senderName: string | null; body: string }
  | { kind: 'review_received'; propertyId: string; listing: string; guestName: string | null }
  | { kind: 'host_response'; propertyId: string; listing: string; hostName: string | null }
  | { kind: 'listing_approved'; propertyId: string; listing: string }
  | { kind: 'listing_rejected'; propertyId: string; listing: string; reason: string }
  | { kind: 'warning' | 'ban'; reason: string }
  | { kind: 'suspension'; reason: string; endsAt: Date }
  | { kind: 'sanction_lifted'; reason: string; lifted: 'suspension' | 'ban' }
  | { kind: 'calendar_clash'; stay: Stay; feed: string }
  | {
      kind: 'calendar_stale';
      propertyId: string;
      listing: string;
      feed: string;
      hours: number;
      error: string;
    };

export type NotificationText = {
  kind: NotificationKind;
  title: string;
  body: string;
  /** A path of the web app (domain/web-routes.ts), with a query where the page needs one. */
  link: string;
  category: NotificationCategory;
};

/** A message's body in a notification: one line, at most this many characters. */
export const MESSAGE_PREVIEW_CHARS = 140;

type Options = { locale: Language };

const guestOf = (stay: Stay, options: Options) =>
  stay.guestName?.trim() || m.notifications_event_the_guest({}, options);
const hostOf = (stay: Stay, options: Options) =>
  stay.hostName?.trim() || m.notifications_event_the_host({}, options);
const datesOf = (stay: Stay, options: Options) =>
  m.notifications_event_stay_dates(
    {
      listing: stay.listing,
      checkIn: formatDayIn(stay.checkIn, options.locale),
      checkOut: formatDayIn(stay.checkOut, options.locale),
    },
    options,
  );
/** The guest's trips, or the host's reservations on the tab that lists the booking now. */
const pageOf = (side: Side, hostTab: ReservationTab = 'upcoming') =>
  side === 'guest' ? '/trips' : hostTab === 'upcoming' ? '/reservations' : `/reservations?tab=${hostTab}`;
/** A reason without its closing full stop (or danda): the sentence around it gives its own. */
const withoutStop = (text: string) => text.trim().replace(/[.।\s]+$/, '');

const CANCELLED_BY: Record<CancelledBy, (options: Options) => string> = {
  guest: (options) => m.notifications_event_cancelled_by_guest_title({}, options),
  host: (options) => m.notifications_event_cancelled_by_host_title({}, options),
  basera: (options) => m.notifications_event_cancelled_by_basera_title({}, options),
};

function preview(body: string): string {
  const line = body.replace(/\s+/g, ' ').trim();
  const chars = Array.from(line);
  return chars.length <= MESSAGE_PREVIEW_CHARS
    ? line
    : `${chars.slice(0, MESSAGE_PREVIEW_CHARS - 1).join('')}…`;
}

function bookingText(
  event: Extract<NotificationEvent, { stay: Stay }>,
  options: Options,
): Omit<NotificationText, 'kind'> {
  const { stay } = event;
  const facts = { guest: guestOf(stay, options), host: hostOf(stay, options), dates: datesOf(stay, options) };
  const booking = (title: string, body: string, side: Side, hostTab?: ReservationTab) => ({
    title,
    body,
    link: pageOf(side, hostTab),
    category: 'bookings' as const,
  });
  switch (event.kind) {
    case 'booking_requested':
      return booking(
        m.notifications_event_requested_title({}, options),
        m.notifications_event_requested_body(facts, options),
        'host',
        'requests',
      );
    case 'booking_accepted':
      return booking(
        m.notifications_event_accepted_title({}, options),
        m.notifications_event_accepted_body(facts, options),
        'guest',
      );
    case 'booking_declined':
      return booking(
        m.notifications_event_declined_title({}, options),
        m.notifications_event_declined_body(facts, options),
        'guest',
      );
    case 'booking_confirmed':
      return event.to === 'guest'
        ? booking(
            m.notifications_event_confirmed_guest_title({}, options),
            m.notifications_event_confirmed_guest_body(facts, options),
            'guest',
          )
        : booking(
            m.notifications_event_confirmed_host_title({}, options),
            m.notifications_event_confirmed_host_body(facts, options),
            'host',
          );
    case 'booking_cancelled':
      return event.to === 'guest'
        ? booking(
            CANCELLED_BY[event.by](options),
            event.by === 'guest'
              ? m.notifications_event_cancelled_guest_body(facts, options)
              : m.notifications_event_cancelled_guest_refunded_body(facts, options),
            'guest',
          )
        : booking(
            CANCELLED_BY[event.by](options),
            m.notifications_event_cancelled_host_body(facts, options),
            'host',
            'past',
          );
    case 'booking_expired':
      return event.to === 'guest'
        ? booking(
            m.notifications_event_expired_title({}, options),
            m.notifications_event_expired_guest_body(facts, options),
            'guest',
          )
        : booking(
            m.notifications_event_expired_title({}, options),
            m.notifications_event_expired_host_body(facts, options),
            'host',
            'past',
          );
    case 'refund_processed':
      return {
        title: m.notifications_event_refund_title({}, options),
        body: m.notifications_event_refund_body(
          { ...facts, amount: formatRupees(event.amountPaise, options.locale) },
          options,
        ),
        link: '/payments',
        category: 'money',
      };
    case 'payout_released':
      return {
        title: m.notifications_event_payout_released_title({}, options),
        body: m.notifications_event_payout_released_body(
          { ...facts, amount: formatRupees(event.amountPaise, options.locale) },
          options,
        ),
        link: '/owner/earnings',
        category: 'money',
      };
    case 'calendar_clash':
      return booking(
        m.notifications_event_calendar_clash_title({}, options),
        m.notifications_event_calendar_clash_body({ ...facts, feed: event.feed }, options),
        'host',
      );
    case 'payout_failed':
      return {
        title: m.notifications_event_payout_failed_title({}, options),
        body: m.notifications_event_payout_failed_body(
          {
            ...facts,
            amount: formatRupees(event.amountPaise, options.locale),
            reason: withoutStop(
              event.reason ?? m.notifications_event_payout_failed_default_reason({}, options),
            ),
          },
          options,
        ),
        link: '/owner/payout-account',
        category: 'money',
      };
  }
}

function otherText(
  event: Exclude<NotificationEvent, { stay: Stay }>,
  options: Options,
): Omit<NotificationText, 'kind'> {
  const sanction = (title: string, body: string) => ({
    title,
    body,
    link: '/community-guidelines',
    category: 'sanctions' as const,
  });
  switch (event.kind) {
    case 'new_message':
      return {
        title: m.notifications_event_new_message_title({ listing: event.listing }, options),
        body: `${event.senderName?.trim() || m.notifications_event_someone({}, options)}: ${preview(event.body)}`,
        link: `/messages/${event.conversationId}`,
        category: 'messages',
      };
    case 'review_received':
      return {
        title: m.notifications_event_review_title({}, options),
        body: m.notifications_event_review_body(
          {
            guest: event.guestName?.trim() || m.notifications_event_a_guest({}, options),
            listing: event.listing,
          },
          options,
        ),
        link: `/property/${event.propertyId}`,
        category: 'bookings',
      };
    case 'host_response':
      return {
        title: m.notifications_event_host_response_title({}, options),
        body: m.notifications_event_host_response_body(
          {
            host: event.hostName?.trim() || m.notifications_event_the_host({}, options),
            listing: event.listing,
          },
          options,
        ),
        link: `/property/${event.propertyId}`,
        category: 'bookings',
      };
    case 'listing_approved':
      return {
        title: m.notifications_event_listing_approved_title({}, options),
        body: m.notifications_event_listing_approved_body({ listing: event.listing }, options),
        link: `/owner/property/${event.propertyId}`,
        category: 'listings',
      };
    case 'listing_rejected':
      return {
        title: m.notifications_event_listing_rejected_title({}, options),
        body: m.notifications_event_listing_rejected_body(
          { listing: event.listing, reason: withoutStop(event.reason) },
          options,
        ),
        link: `/owner/property/${event.propertyId}`,
        category: 'listings',
      };
    case 'calendar_stale':
      return {
        title: m.notifications_event_calendar_stale_title({}, options),
        body: m.notifications_event_calendar_stale_body(
          { feed: event.feed, listing: event.listing, hours: event.hours, error: withoutStop(event.error) },
          options,
        ),
        link: `/owner/calendar?property=${event.propertyId}`,
        category: 'listings',
      };
    case 'warning':
      return sanction(
        m.notifications_event_warning_title({}, options),
        m.notifications_event_warning_body({ reason: withoutStop(event.reason) }, options),
      );
    case 'suspension':
      return sanction(
        m.notifications_event_suspension_title({}, options),
        m.notifications_event_suspension_body(
          { date: formatIndiaDayIn(event.endsAt, options.locale), reason: withoutStop(event.reason) },
          options,
        ),
      );
    case 'ban':
      return sanction(
        m.notifications_event_ban_title({}, options),
        m.notifications_event_ban_body({ reason: withoutStop(event.reason) }, options),
      );
    case 'sanction_lifted':
      return {
        title:
          event.lifted === 'ban'
            ? m.notifications_event_ban_lifted_title({}, options)
            : m.notifications_event_suspension_lifted_title({}, options),
        body: m.notifications_event_lifted_body({ reason: withoutStop(event.reason) }, options),
        link: '/',
        category: 'sanctions',
      };
  }
}

/** The notification an event writes, in the language of the person told: its kind, words, link and mail category. */
export function notificationText(event: NotificationEvent, language: Language): NotificationText {
  const options = { locale: language };
  const text = 'stay' in event ? bookingText(event, options) : otherText(event, options);
  return { kind: event.kind, ...text };
}
