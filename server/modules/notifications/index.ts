// Notifications: what each person must know, written in their events' transactions; the bell's
// count; mail choices; the new-message mail.
// Its public face: all that other modules, jobs, tests elsewhere and the app may import of it.
export {
  type BookingNotice,
  notifyBookingEvent,
  notifyCalendarClash,
  notifyCalendarStale,
  notifyHostResponse,
  notifyListingReview,
  notifyNewMessage,
  notifyPayout,
  notifyRefundProcessed,
  notifyReviewReceived,
  notifySanction,
  type SanctionNotice,
} from './event-notices.service.ts';
export type { StoredNotification } from './notification-events.ts';
export { mailDueNotifications } from './notification-mail.service.ts';
export { notificationRoutes } from './notifications.routes.ts';
export { readConversationNotification } from './notifications.service.ts';
