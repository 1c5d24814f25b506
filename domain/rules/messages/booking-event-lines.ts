import type { CancelledBy } from '../refund-quote.ts';

// A booking's events as system lines in the guest's conversation with the host (issue 26 §1): one
// fixed text per event, the same for both sides.

export type BookingEvent =
  | 'requested'
  | 'accepted'
  | 'declined'
  | 'confirmed'
  | `cancelled_by_${CancelledBy}`
  | 'reviewed';

export const BOOKING_EVENT_LINES: Record<BookingEvent, string> = {
  requested: 'Booking requested. The host has been asked to accept or decline.',
  accepted: 'The host accepted the request. The booking is confirmed.',
  declined: 'The host declined the request.',
  confirmed: 'Payment received. The booking is confirmed.',
  cancelled_by_guest: 'The guest cancelled the booking.',
  cancelled_by_host: 'The host cancelled the booking.',
  cancelled_by_basera: 'Basera cancelled the booking.',
  reviewed: 'The guest left a review of the stay.',
};

export const cancelledEvent = (by: CancelledBy): BookingEvent => `cancelled_by_${by}`;
