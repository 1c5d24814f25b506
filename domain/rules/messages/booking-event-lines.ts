import { m } from '#i18n/messages.js';
import type { Language } from '../language/languages.ts';
import type { CancelledBy } from '../refund-quote.ts';
import { HIDDEN_CONTACT } from './contact-details.ts';

// A booking's events as system lines in the guest's conversation with the host (issue 26 §1): one
// fixed text per event, the same for both sides. One stored line serves both sides, who may read
// different languages (decision 110): it is stored in English and each reader is shown it in theirs.

export type BookingEvent =
  | 'requested'
  | 'accepted'
  | 'declined'
  | 'confirmed'
  | `cancelled_by_${CancelledBy}`
  | 'reviewed';

type Options = { locale?: Language };

const LINES: Record<BookingEvent, (options: Options) => string> = {
  requested: (options) => m.rules_event_requested({}, options),
  accepted: (options) => m.rules_event_accepted({}, options),
  declined: (options) => m.rules_event_declined({}, options),
  confirmed: (options) => m.rules_event_confirmed({}, options),
  cancelled_by_guest: (options) => m.rules_event_cancelled_by_guest({}, options),
  cancelled_by_host: (options) => m.rules_event_cancelled_by_host({}, options),
  cancelled_by_basera: (options) => m.rules_event_cancelled_by_basera({}, options),
  reviewed: (options) => m.rules_event_reviewed({}, options),
};

/** An event's line in a language (by default the one being written). */
export const bookingEventLine = (event: BookingEvent, language?: Language): string =>
  LINES[event](language ? { locale: language } : {});

/** The line a conversation keeps for an event: English, whoever caused it. */
export const storedEventLine = (event: BookingEvent): string => bookingEventLine(event, 'en');

export const cancelledEvent = (by: CancelledBy): BookingEvent => `cancelled_by_${by}`;

const EVENTS = Object.keys(LINES) as BookingEvent[];

/**
 * A stored message body as its reader is shown it, in the language being written: an event's line
 * in that language, and the contact-details rule's marker in that language. Anything else as written.
 */
export function shownMessageBody(body: string): string {
  const event = EVENTS.find((e) => storedEventLine(e) === body);
  if (event) return bookingEventLine(event);
  return body.includes(HIDDEN_CONTACT) ? body.replaceAll(HIDDEN_CONTACT, m.rules_hidden_contact()) : body;
}
