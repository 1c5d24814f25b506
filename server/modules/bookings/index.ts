// Bookings: placing them, contact requests, trips and receipts, stay completion, booking mails.
// Its public face: all that other modules, jobs, tests elsewhere and the app may import of it.

export {
  acceptRequest,
  cancelActiveBooking,
  confirmPaidBooking,
  declineRequest,
  endHoldUnpaid,
  expireUnansweredRequests,
  guestsOwnBooking,
  lockBookingForChange,
  markBookingRefunded,
} from './booking-changes.service.ts';
export {
  type BookingLanguages,
  guestConfirmationMail,
  hostNewBookingMail,
  mailDate,
  mailStay,
  paymentRefundedMail,
} from './booking-mail.ts';
export type { StayRequest } from './booking-placement.service.ts';
export { placeBooking } from './booking-placement.service.ts';
export type { BookingRow } from './bookings.repository.ts';
export { bookingRoutes } from './bookings.routes.ts';
export { requestBooking } from './contact-booking.service.ts';
export { lapseHolds } from './hold-lapse.service.ts';
export { completeStays } from './stay-completion.service.ts';
export { bookingReference } from './trip-views.ts';
export { bookingFacts } from './trips.service.ts';
