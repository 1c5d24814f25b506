import { formatRupees } from '../../money.ts';
import type { ReservationTab } from '../../schemas/host-operations.ts';
import { calendarDate } from '../calendar-date.ts';
import type { CancelledBy } from '../refund-quote.ts';
import { todayIn } from '../stay-dates.ts';
import type { NotificationCategory } from './notification-mail.ts';

// What each event tells the person who must know about it (issue 26 §4, docs/notifications.md):
// a fixed title, a body with the facts, a link to the page where it happened, and the category
// that decides whether it is mailed.

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
  | { kind: 'payout_failed'; stay: Stay; amountPaise: number; reason: string }
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

const guestOf = (stay: Stay) => stay.guestName?.trim() || 'The guest';
const hostOf = (stay: Stay) => stay.hostName?.trim() || 'The host';
const datesOf = (stay: Stay) =>
  `${stay.listing}, ${calendarDate(stay.checkIn)} to ${calendarDate(stay.checkOut)}`;
const possessive = (name: string) => (name === 'The guest' ? "The guest's" : `${name}'s`);
/** The guest's trips, or the host's reservations on the tab that lists the booking now. */
const pageOf = (side: Side, hostTab: ReservationTab = 'upcoming') =>
  side === 'guest' ? '/trips' : hostTab === 'upcoming' ? '/reservations' : `/reservations?tab=${hostTab}`;
const withoutStop = (text: string) => text.trim().replace(/[.\s]+$/, '');

const CANCELLED_BY: Record<CancelledBy, string> = {
  guest: 'Booking cancelled by the guest',
  host: 'Booking cancelled by the host',
  basera: 'Booking cancelled by Basera',
};

function preview(body: string): string {
  const line = body.replace(/\s+/g, ' ').trim();
  const chars = Array.from(line);
  return chars.length <= MESSAGE_PREVIEW_CHARS
    ? line
    : `${chars.slice(0, MESSAGE_PREVIEW_CHARS - 1).join('')}…`;
}

function bookingText(event: Extract<NotificationEvent, { stay: Stay }>): Omit<NotificationText, 'kind'> {
  const { stay } = event;
  const booking = (title: string, body: string, side: Side, hostTab?: ReservationTab) => ({
    title,
    body,
    link: pageOf(side, hostTab),
    category: 'bookings' as const,
  });
  switch (event.kind) {
    case 'booking_requested':
      return booking(
        'New booking request',
        `${guestOf(stay)} asks to stay at ${datesOf(stay)}. Accept or decline it from your reservations.`,
        'host',
        'requests',
      );
    case 'booking_accepted':
      return booking(
        'Booking request accepted',
        `${hostOf(stay)} accepted your request for ${datesOf(stay)}. The booking is confirmed.`,
        'guest',
      );
    case 'booking_declined':
      return booking(
        'Booking request declined',
        `${hostOf(stay)} declined your request for ${datesOf(stay)}.`,
        'guest',
      );
    case 'booking_confirmed':
      return event.to === 'guest'
        ? booking('Booking confirmed', `Your stay at ${datesOf(stay)} is confirmed.`, 'guest')
        : booking('New booking', `${guestOf(stay)} booked and paid for ${datesOf(stay)}.`, 'host');
    case 'booking_cancelled':
      return event.to === 'guest'
        ? booking(
            CANCELLED_BY[event.by],
            `Your stay at ${datesOf(stay)} is cancelled.${event.by === 'guest' ? '' : ' Everything you paid through Basera is refunded.'}`,
            'guest',
          )
        : booking(
            CANCELLED_BY[event.by],
            `${possessive(guestOf(stay))} stay at ${datesOf(stay)} is cancelled. Its nights are free again.`,
            'host',
            'past',
          );
    case 'booking_expired':
      return event.to === 'guest'
        ? booking(
            'Booking request expired',
            `${hostOf(stay)} did not answer your request for ${datesOf(stay)} in time. Nothing was charged.`,
            'guest',
          )
        : booking(
            'Booking request expired',
            `${possessive(guestOf(stay))} request for ${datesOf(stay)} expired unanswered. Its nights are free again.`,
            'host',
            'past',
          );
    case 'refund_processed':
      return {
        title: 'Refund processed',
        body: `${formatRupees(event.amountPaise)} for ${datesOf(stay)} is on its way back to you.`,
        link: '/payments',
        category: 'money',
      };
    case 'payout_released':
      return {
        title: 'Payout released',
        body: `${formatRupees(event.amountPaise)} for ${possessive(guestOf(stay))} stay at ${datesOf(stay)} was sent to your bank account.`,
        link: '/owner/earnings',
        category: 'money',
      };
    case 'calendar_clash':
      return booking(
        'Calendar clash',
        `Your calendar "${event.feed}" takes nights of ${datesOf(stay)}, which ${guestOf(stay)} booked on Basera. ` +
          'The Basera booking stands and those nights stay theirs: change or cancel the other one.',
        'host',
      );
    case 'payout_failed':
      return {
        title: 'Payout failed',
        body:
          `${formatRupees(event.amountPaise)} for ${possessive(guestOf(stay))} stay at ${datesOf(stay)} could not be paid: ` +
          `${withoutStop(event.reason)}. Check your payout account: saving it sends the payout again.`,
        link: '/owner/payout-account',
        category: 'money',
      };
  }
}

function otherText(event: Exclude<NotificationEvent, { stay: Stay }>): Omit<NotificationText, 'kind'> {
  const sanction = (title: string, body: string) => ({
    title,
    body,
    link: '/community-guidelines',
    category: 'sanctions' as const,
  });
  switch (event.kind) {
    case 'new_message':
      return {
        title: `New message about ${event.listing}`,
        body: `${event.senderName?.trim() || 'Someone'}: ${preview(event.body)}`,
        link: `/messages/${event.conversationId}`,
        category: 'messages',
      };
    case 'review_received':
      return {
        title: 'New review',
        body: `${event.guestName?.trim() || 'A guest'} reviewed their stay at ${event.listing}. You may answer it in public.`,
        link: `/property/${event.propertyId}`,
        category: 'bookings',
      };
    case 'host_response':
      return {
        title: 'The host answered your review',
        body: `${event.hostName?.trim() || 'The host'} responded to your review of ${event.listing}.`,
        link: `/property/${event.propertyId}`,
        category: 'bookings',
      };
    case 'listing_approved':
      return {
        title: 'Listing approved',
        body: `${event.listing} is approved and shows in search.`,
        link: `/owner/property/${event.propertyId}`,
        category: 'listings',
      };
    case 'listing_rejected':
      return {
        title: 'Listing rejected',
        body: `${event.listing} is not approved: ${withoutStop(event.reason)}.`,
        link: `/owner/property/${event.propertyId}`,
        category: 'listings',
      };
    case 'calendar_stale':
      return {
        title: 'Calendar not syncing',
        body:
          `Your calendar "${event.feed}" for ${event.listing} has not synced for ${event.hours} hours. The last try said: ${withoutStop(event.error)}. ` +
          'The nights it blocked stay blocked; check its link on your calendar page.',
        link: `/owner/calendar?property=${event.propertyId}`,
        category: 'listings',
      };
    case 'warning':
      return sanction(
        'A warning from Basera',
        `Under the community guidelines: ${withoutStop(event.reason)}.`,
      );
    case 'suspension':
      return sanction(
        'Account suspended',
        `Your account is suspended until ${calendarDate(todayIn('Asia/Kolkata', event.endsAt))}: ${withoutStop(event.reason)}.`,
      );
    case 'ban':
      return sanction('Account banned', `Your account is closed for good: ${withoutStop(event.reason)}.`);
    case 'sanction_lifted':
      return {
        title: event.lifted === 'ban' ? 'Ban lifted' : 'Suspension lifted',
        body: `Your account is active again: ${withoutStop(event.reason)}.`,
        link: '/',
        category: 'sanctions',
      };
  }
}

/** The notification an event writes: its kind, words, link and mail category. */
export function notificationText(event: NotificationEvent): NotificationText {
  const text = 'stay' in event ? bookingText(event) : otherText(event);
  return { kind: event.kind, ...text };
}
